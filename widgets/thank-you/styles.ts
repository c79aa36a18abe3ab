// whl-thank-you's rules (tokens and primitives from src/components/styles.ts): one column of cards;
// the receipt prints without its buttons (print CSS inside the shadow root). The page keeps off the
// purchase flow's shared chunk (flow-styles.ts and the steps' code): its tones are the base tokens'
// (brand colour for a success, danger for a failure, muted for a wait).
export const THANK_YOU_CSS = `.thank-you{display:grid;gap:calc(var(--_g)*2)}
.hero{display:grid;gap:var(--_g);justify-items:start;border-inline-start-width:calc(var(--_l)*4)}
.hero-success{border-inline-start-color:var(--_p)}.hero-failed{border-inline-start-color:var(--_d)}.hero-pending{border-inline-start-color:var(--_m)}
.hero-success h2{color:var(--_p)}
.sec{display:grid;gap:var(--_g)}
.sec h3{font-size:var(--_fl)}
address{display:grid;font-style:normal}
.steps{margin:0;padding-inline-start:calc(var(--_g)*3)}
.lines{display:grid;gap:var(--_g);margin:0;padding:0;list-style:none}
.entry{display:grid;gap:calc(var(--_g)/2)}
.line{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:start;gap:var(--_g)}
.line .price,.totals .price{justify-items:end;margin-inline-start:auto}
.line>:first-child,.totals dt{flex:1 1 0}
.item{font-weight:600}
.facts,.totals{display:grid;gap:calc(var(--_g)/2);margin:0}
.facts div,.totals div{display:flex;flex-wrap:wrap;justify-content:space-between;gap:var(--_g)}
dd{margin:0}
.total{padding-block-start:var(--_g);border-block-start:var(--_l) solid var(--_b);font-size:var(--_fl);font-weight:700}
.actions{display:flex;flex-wrap:wrap;gap:var(--_g)}
@media print{.noprint{display:none}.card{border:0;padding:0}}`;
