export const NUMBER_PICKER_CSS = `.picker{display:grid;gap:calc(var(--_g)*3)}
.plan{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:var(--_g);padding:calc(var(--_g)*2);border-radius:var(--_r);background:var(--whl-color-surface-alt,#f4f1f8)}
.facts{display:flex;flex-wrap:wrap;gap:var(--_g);margin:0;padding:0;list-style:none;color:var(--_m)}
.facts li+li::before{content:"·";margin-inline-end:var(--_g)}
form{display:flex;flex-wrap:wrap;align-items:end;gap:var(--_g)}
label.q{display:grid;gap:4px;flex:1 1 14rem}
input[type=search]{min-block-size:44px;padding-inline:var(--_g);border:1px solid var(--_b);border-radius:var(--_rs);font:inherit}
input[aria-invalid=true]{border-color:var(--_d)}
.err-text{flex-basis:100%;color:var(--_d)}
fieldset{display:grid;gap:var(--_g);margin:0;padding:0;border:0;min-inline-size:0}
legend{margin-block-end:var(--_g);font-weight:700;font-size:1.125em}
.list{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:var(--_g)}
.num{display:grid;grid-template-columns:auto 1fr auto;align-items:center;gap:var(--_g);padding:calc(var(--_g)*1.5);border:1px solid var(--_b);border-radius:var(--_rs);cursor:pointer}
.num:has(:checked){border-color:var(--_p);box-shadow:0 0 0 1px var(--_p)}
.num:has(:focus-visible){outline:3px solid var(--_p);outline-offset:2px}
.num input{accent-color:var(--_p);margin:0}
.num input:focus-visible{outline:none}
.digits{grid-column:2/4;font-size:1.125em;font-weight:700;letter-spacing:.05em;white-space:nowrap}
.foot bdi{white-space:nowrap}
.lvl{grid-column:2;color:var(--_m);font-size:.875em}
.num .money{grid-row:2;grid-column:3}
.back{justify-self:start;color:var(--_p);font-weight:600}
.page-more{display:grid;justify-items:center;gap:var(--_g)}
.more{justify-self:start;border:0;background:none;color:var(--_p);font:inherit;font-weight:600;text-decoration:underline;cursor:pointer;padding:var(--_g) 0}
.foot{position:sticky;inset-block-end:0;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--_g);padding:calc(var(--_g)*2);border-block-start:1px solid var(--_b);background:var(--_s)}`;
