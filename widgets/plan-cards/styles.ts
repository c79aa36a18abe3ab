export const PLAN_CARDS_CSS = `.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr));gap:calc(var(--_g)*2);margin:0;padding:0;list-style:none}
.card{display:flex;flex-direction:column;gap:var(--_g);padding:calc(var(--_g)*2.5);border:1px solid var(--_b);border-radius:var(--_r);background:var(--_s)}
.cat{color:var(--_m);font-size:.875em}
.name{font-size:1.375em}
.facts{display:grid;grid-template-columns:auto 1fr;gap:calc(var(--_g)/2) calc(var(--_g)*2);margin:0}
.facts dt{color:var(--_m)}.facts dd{margin:0;font-weight:600}
.hl{margin:0;padding-inline-start:calc(var(--_g)*2.5)}
.price{margin-block-start:auto;font-size:1.5em;color:var(--_p)}
.vat{display:block;font-size:.6em;color:var(--_m);font-weight:400}`;
