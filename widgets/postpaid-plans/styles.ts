// The postpaid listing (000 §2.5): tabs, the SIM choice, the carousel (3 cards, 1 below 480 px) and
// the slide-up panels, on the design tokens (src/components/styles.ts).
export const POSTPAID_PLANS_CSS = `.listing{display:grid;gap:calc(var(--_g)*2)}
.tabs{display:flex;gap:var(--_g);overflow-x:auto;border-block-end:var(--_l) solid var(--_b)}
.tabs button{min-block-size:var(--_c);padding-inline:calc(var(--_g)*2);border:0;border-block-end:calc(var(--_l)*3) solid transparent;background:none;color:var(--_m);font:inherit;font-weight:600;white-space:nowrap;cursor:pointer}
.tabs [aria-selected=true]{border-block-end-color:var(--_p);color:var(--_p)}
.sims,.terms{display:flex;flex-wrap:wrap;gap:var(--_g) calc(var(--_g)*2);margin:0;padding:0;border:0}
.sims label,.terms label{display:flex;align-items:center;gap:var(--_g);min-block-size:var(--_c)}
.panel{display:grid;grid-template-columns:auto 1fr auto;align-items:center;gap:var(--_g)}
.row{display:grid;grid-auto-flow:column;grid-auto-columns:calc((100% - var(--_g)*4)/3);gap:calc(var(--_g)*2);overflow-x:auto;scroll-snap-type:x mandatory;margin:0;padding:var(--_g) 0;list-style:none}
.row>.card{display:flex;flex-direction:column;gap:var(--_g);scroll-snap-align:start}
@media (max-width:480px){.row{grid-auto-columns:100%}}
.root[dir=rtl] .prev,.root[dir=rtl] .next{transform:scaleX(-1)}
.name{font-size:var(--_fx)}
.facts{display:grid;grid-template-columns:auto 1fr;gap:calc(var(--_g)/2) calc(var(--_g)*2);margin:0}
.facts dt{color:var(--_m)}.facts dd{margin:0;font-weight:600}
.free{color:var(--_p);font-weight:600}.free del{color:var(--_m);font-weight:400}
.card .price{margin-block-start:auto}.card .money{font-size:var(--_fx);color:var(--_p)}
.links{display:flex;flex-wrap:wrap;gap:var(--_g)}
.link{padding:0;border:0;background:none;color:var(--_p);font:inherit;text-decoration:underline;cursor:pointer}`;
