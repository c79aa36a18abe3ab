export const CART_BADGE_CSS = `:host{display:inline-block}
a{position:relative;display:inline-grid;place-items:center;inline-size:44px;block-size:44px;color:var(--whl-color-header-text,var(--_t))}
svg{inline-size:28px;block-size:28px}
.n{position:absolute;inset-block-start:0;inset-inline-end:0;min-inline-size:1.25rem;padding-inline:4px;border-radius:1rem;background:var(--_p);color:var(--_op);font-size:.75rem;font-weight:700;line-height:1.25rem;text-align:center}`;
