// The design tokens and the primitives every widget shares, adopted into each shadow root
// (docs/tokens.md lists them for integrators). Every colour and size is a --whl-* custom property
// with its default, read once here through a short private alias (--_x); no rule of any widget
// holds a colour or size literal. Only logical properties, so Arabic (RTL) mirrors by itself.
//
// Primitives every page may show: .card, .grid (page grid of cards), .h (section heading), .price
// (an amount with its VAT note), .notice (inline notice; .danger), .btn (.secondary), .sk (loading
// placeholder), .sr (screen-reader text), .muted. The purchase flow's own (sticky action bar,
// empty state, link button, warning and success, with the warning and success tokens only they
// read) are in flow-styles.ts, which catalogue pages do not load; popups and toasts in
// overlay-styles.ts, loaded with them.
export const BASE_CSS = `:host{display:block;--_p:var(--whl-color-primary,#5b2a86);--_op:var(--whl-color-on-primary,#fff);--_t:var(--whl-color-text,#1f1f24);--_m:var(--whl-color-muted,#5c5c66);--_s:var(--whl-color-surface,#fff);--_sa:var(--whl-color-surface-alt,#f4f1f8);--_b:var(--whl-color-border,#d7d7de);--_d:var(--whl-color-danger,#b3261e);--_sk:var(--whl-color-skeleton,#ececf0);--_fc:var(--whl-color-focus,var(--_p));--_r:var(--whl-radius,12px);--_rs:var(--whl-radius-small,6px);--_g:var(--whl-space,8px);--_l:var(--whl-border-width,1px);--_fw:var(--whl-focus-width,3px);--_c:var(--whl-control-size,44px);--_col:var(--whl-column-min,15rem);--_fs:var(--whl-font-size-small,.875em);--_fl:var(--whl-font-size-large,1.125em);--_fx:var(--whl-font-size-xl,1.375em)}
:host([hidden]){display:none}
.root{font:var(--whl-font-size,1rem)/1.5 var(--whl-font-family,system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif);color:var(--_t)}
*,:before,:after{box-sizing:border-box}
h2,h3,p{margin:0}
.h{font-size:var(--_fx);line-height:1.25}
.card{padding:calc(var(--_g)*2);border:var(--_l) solid var(--_b);border-radius:var(--_r);background:var(--_s)}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,var(--_col)),1fr));gap:calc(var(--_g)*2);margin:0;padding:0;list-style:none}
.price{display:grid;justify-items:start;line-height:1.25}
.vat{font-size:var(--_fs);font-weight:400;color:var(--_m)}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:var(--_g);min-block-size:var(--_c);padding:var(--_g) calc(var(--_g)*2.5);border:calc(var(--_l)*2) solid var(--_p);border-radius:var(--_rs);background:var(--_p);color:var(--_op);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.btn.secondary{background:var(--_s);color:var(--_p)}
.btn:disabled{opacity:.5;cursor:not-allowed}
:focus-visible{outline:var(--_fw) solid var(--_fc);outline-offset:calc(var(--_fw) - var(--_l))}
.notice{display:grid;gap:var(--_g);justify-items:start;padding:calc(var(--_g)*2);border:var(--_l) solid;border-inline-start-width:calc(var(--_l)*4);border-radius:var(--_rs);background:var(--_s)}
.danger{color:var(--_d)}
.notice>*{color:var(--_t)}
.sk{border-radius:var(--_r);background:linear-gradient(90deg,var(--_sk),var(--_s),var(--_sk));background-size:200% 100%;animation:sh 1.4s infinite;min-block-size:calc(var(--_c)*4)}
@keyframes sh{to{background-position:-200% 0}}
@media (prefers-reduced-motion:reduce){.sk{animation:none}}
.sr{position:absolute;inline-size:var(--_l);block-size:var(--_l);overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.muted{color:var(--_m);font-size:var(--_fs)}
.money{white-space:nowrap;font-weight:700}`;
