// Popup and toast rules, rendered with the overlays that use them.
export const OVERLAY_CSS = `.scrim{position:fixed;inset:0;display:grid;place-items:center;padding:calc(var(--_g)*2);background:var(--whl-color-backdrop,rgb(0 0 0/.5));z-index:1000}
.dialog{display:grid;gap:calc(var(--_g)*2);max-inline-size:28rem;padding:calc(var(--_g)*3);border-radius:var(--_r);background:var(--_s)}
.actions{display:flex;flex-wrap:wrap;gap:var(--_g);justify-content:flex-end}
.toast{position:fixed;inset-block-end:calc(var(--_g)*2);inset-inline:calc(var(--_g)*2);margin-inline:auto;max-inline-size:32rem;padding:calc(var(--_g)*1.5) calc(var(--_g)*2);border-radius:var(--_rs);background:var(--_t);color:var(--_s);z-index:1001}
.toast.error{background:var(--_d)}`;
