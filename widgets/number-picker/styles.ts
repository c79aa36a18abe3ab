export const NUMBER_PICKER_CSS = `.picker{display:grid;gap:calc(var(--_g)*3)}
.back{justify-self:start;color:var(--_p);font-weight:600}
.plan{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--_g);background:var(--_sa)}
.facts{display:flex;flex-wrap:wrap;gap:var(--_g);margin:0;padding:0;list-style:none;color:var(--_m)}
.facts li+li::before{content:"·";margin-inline-end:var(--_g)}
.search{display:flex;flex-wrap:wrap;align-items:end;gap:var(--_g)}
label.q{display:grid;gap:calc(var(--_g)/2);flex:1 1 var(--_col);font-weight:600}
input[type=search]{min-block-size:var(--_c);padding-inline:var(--_g);border:var(--_l) solid var(--_b);border-radius:var(--_rs);background:var(--_s);color:var(--_t);font:inherit;font-weight:400}
input[aria-invalid=true]{border-color:var(--_d)}
.err-text{flex-basis:100%;color:var(--_d)}
.other{flex-basis:100%;color:var(--_p);font-weight:600}
fieldset{display:grid;gap:var(--_g);margin:0;padding:0;border:0;min-inline-size:0}
legend{margin-block-end:var(--_g);font-weight:700;font-size:var(--_fl)}
.list{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,var(--_col)),1fr));gap:var(--_g)}
.num{display:grid;grid-template-columns:auto 1fr auto;align-items:center;gap:calc(var(--_g)/2) var(--_g);padding:calc(var(--_g)*1.5);border:var(--_l) solid var(--_b);border-radius:var(--_rs);background:var(--_s);cursor:pointer}
.num:has(:checked){border-color:var(--_p);box-shadow:0 0 0 var(--_l) var(--_p)}
.num:has(:focus-visible){outline:var(--_fw) solid var(--_fc);outline-offset:calc(var(--_fw) - var(--_l))}
.num input{accent-color:var(--_p);margin:0;inline-size:calc(var(--_g)*2.5);block-size:calc(var(--_g)*2.5)}
.num input:focus-visible{outline:none}
.digits{grid-column:2/4;justify-self:start;font-size:var(--_fl);font-weight:700;white-space:nowrap}
.lvl{grid-column:2;color:var(--_m);font-size:var(--_fs)}
.num .price{grid-row:2;grid-column:3;justify-items:end}
.page-more{display:grid;justify-items:center;gap:var(--_g)}
.foot{flex-wrap:nowrap}
.foot p{flex:1 1 0;min-inline-size:0;font-size:var(--_fs)}
.foot bdi{white-space:nowrap}`;
