// Two columns where there is room (the lines and the reservation; the summary and the actions),
// one below the other on a phone: flex wrapping, no breakpoint.
export const CART_CSS = `.cart{display:grid;gap:calc(var(--_g)*2)}
.cols{display:flex;flex-wrap:wrap;align-items:start;gap:calc(var(--_g)*2)}
.main{display:grid;gap:calc(var(--_g)*2);flex:999 1 0;min-inline-size:60%}
.side{display:grid;gap:var(--_g);flex:1 1 calc(var(--_col)*1.5)}
.lines{display:grid;gap:var(--_g);margin:0;padding:0;list-style:none}
.line{display:grid;gap:var(--_g)}
.row{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:start;gap:var(--_g)}
.row .price{justify-items:end}
.item{font-weight:600}
.line .btn.link{justify-self:start}
.hold{display:grid;gap:var(--_g);justify-items:start}
.count{font-weight:700;font-variant-numeric:tabular-nums}
.side .card{display:grid;gap:var(--_g)}
.side h3{font-size:var(--_fl)}
.totals{display:grid;gap:calc(var(--_g)/2);margin:0}
.totals div{display:flex;justify-content:space-between;gap:var(--_g)}
.totals dd{margin:0}
.total{padding-block-start:var(--_g);border-block-start:var(--_l) solid var(--_b);font-size:var(--_fl);font-weight:700}
.total .vat{display:block}
.monthly .price{justify-items:end}
.empty{justify-items:start}`;
