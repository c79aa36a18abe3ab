// Popup and toast rules (primitives, docs/tokens.md), rendered with the overlays that use them. Every
// toast tone names its text colour again: the steps' .error (a field's message), .warning and .success
// colour text, and an error toast's text was drawn in its own background's red.
export const OVERLAY_CSS = `.scrim{--_dw:var(--whl-dialog-width,30rem);position:fixed;inset:0;display:grid;place-items:center;padding:calc(var(--_g)*2);background:var(--whl-color-backdrop,rgb(0 0 0/.5));z-index:1000}
.dialog{display:grid;gap:calc(var(--_g)*2);inline-size:min(100%,var(--_dw));max-block-size:100%;overflow:auto;padding:calc(var(--_g)*3);border-radius:var(--_r);background:var(--_s)}
.actions{display:flex;flex-wrap:wrap;gap:var(--_g);justify-content:flex-end}
.toast{position:fixed;inset-block-end:calc(var(--_g)*2);inset-inline:calc(var(--_g)*2);margin-inline:auto;max-inline-size:var(--whl-dialog-width,30rem);padding:calc(var(--_g)*1.5) calc(var(--_g)*2);border-radius:var(--_rs);background:var(--_t);color:var(--_s);z-index:1001}
.toast.error{background:var(--_d);color:var(--_s)}.toast.warning{background:var(--_w);color:var(--_s)}.toast.success{background:var(--_ok);color:var(--_s)}`;
