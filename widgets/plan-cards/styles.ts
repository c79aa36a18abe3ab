export const PLAN_CARDS_CSS = `.section{display:grid;gap:calc(var(--_g)*2)}
.head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:var(--_g)}
.head a{color:var(--_p);font-weight:600}
li.card{display:flex;flex-direction:column;gap:var(--_g);padding:calc(var(--_g)*2.5)}
.name{font-size:var(--_fx)}
.facts{display:grid;grid-template-columns:auto 1fr;gap:calc(var(--_g)/2) calc(var(--_g)*2);margin:0}
.facts dt{color:var(--_m)}.facts dd{margin:0;font-weight:600}
.hl{margin:0;padding-inline-start:calc(var(--_g)*2.5)}
.card .price{margin-block-start:auto;padding-block-start:var(--_g)}
.card .money{font-size:var(--_fx);color:var(--_p)}
.q{align-self:start}
.pop{max-inline-size:min(100% - calc(var(--_g)*4),var(--whl-dialog-width,30rem));margin:auto;color:inherit}
.pop::backdrop{background:var(--whl-color-backdrop,rgb(0 0 0/.5))}`;
