export const CART_BADGE_CSS = `:host{display:inline-block}
a[part=link]{position:relative;display:inline-grid;place-items:center;inline-size:var(--_c);block-size:var(--_c);color:var(--whl-color-header-text,var(--_t))}
svg{inline-size:calc(var(--_c)*.64);block-size:calc(var(--_c)*.64)}
.n{position:absolute;inset-block-start:0;inset-inline-end:0;min-inline-size:calc(var(--_g)*2.5);padding-inline:calc(var(--_g)/2);border-radius:var(--_c);background:var(--_p);color:var(--_op);font-size:var(--_fs);font-weight:700;line-height:calc(var(--_g)*2.5);text-align:center}`;
