export const CART_CSS = `.cart,.empty{display:grid;gap:calc(var(--_g)*2);max-inline-size:40rem}
.empty{justify-items:start}
.lines{display:grid;gap:var(--_g);margin:0;padding:0;list-style:none}
.line,.hold,.totals{padding:calc(var(--_g)*2);border:1px solid var(--_b);border-radius:var(--_r)}
.row,.totals div{display:flex;justify-content:space-between;gap:var(--_g)}
.lvl{color:var(--_m)}
.hold{display:grid;gap:var(--_g);justify-items:start}
.count{font-weight:700;font-variant-numeric:tabular-nums}
.totals{display:grid;gap:4px;margin:0}
.totals dd{margin:0}
.total{font-size:1.25em;font-weight:700}
.foot{display:flex;flex-wrap:wrap;gap:var(--_g);justify-content:space-between}`;
