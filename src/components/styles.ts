// Base styles adopted into every widget's shadow root. Every colour, radius, font and spacing
// is a --whl-* custom property with a default (private --_x aliases keep the rules short);
// only logical properties, so Arabic (RTL) mirrors by itself.
export const BASE_CSS = `:host{display:block;--_p:var(--whl-color-primary,#5b2a86);--_op:var(--whl-color-on-primary,#fff);--_t:var(--whl-color-text,#1f1f24);--_m:var(--whl-color-muted,#5c5c66);--_s:var(--whl-color-surface,#fff);--_b:var(--whl-color-border,#d7d7de);--_d:var(--whl-color-danger,#b3261e);--_sk:var(--whl-color-skeleton,#ececf0);--_r:var(--whl-radius,12px);--_rs:var(--whl-radius-small,6px);--_g:var(--whl-space,8px)}
:host([hidden]){display:none}
.root{font:var(--whl-font-size,1rem)/1.5 var(--whl-font-family,system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif);color:var(--_t)}
*,:before,:after{box-sizing:border-box}
h2,h3,p{margin:0}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:var(--_g);min-block-size:44px;padding:calc(var(--_g)*1.25) calc(var(--_g)*2.5);border:2px solid var(--_p);border-radius:var(--_rs);background:var(--_p);color:var(--_op);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.btn.secondary{background:none;color:var(--_p)}
.btn:disabled{opacity:.5;cursor:not-allowed}
:focus-visible{outline:3px solid var(--_p);outline-offset:2px}
.sk{border-radius:var(--_r);background:linear-gradient(90deg,var(--_sk),var(--_s),var(--_sk));background-size:200% 100%;animation:sh 1.4s infinite;min-block-size:12rem}
@keyframes sh{to{background-position:-200% 0}}
@media (prefers-reduced-motion:reduce){.sk{animation:none}}
.sr{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.err{display:grid;gap:var(--_g);justify-items:start;padding:calc(var(--_g)*2);border:1px solid var(--_d);border-radius:var(--_r)}
.red{color:var(--_d)}
.money{white-space:nowrap;font-weight:700}`;
