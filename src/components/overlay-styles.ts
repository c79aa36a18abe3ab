// Popup and toast rules (primitives, docs/tokens.md), rendered with the overlays that use them. A popup
// is a native <dialog> in the top layer (its backdrop the ::backdrop), a toast a popover: both reset
// what the browser gives them (borders, colours, centring) to the box they had. Every toast tone names
// its text colour again: the steps' .error (a field's message), .warning and .success colour text, and
// an error toast's text was drawn in its own background's red.
export const OVERLAY_CSS = `.dialog{--_dw:var(--whl-dialog-width,30rem);position:fixed;inset-block:0;inset-inline:0;inline-size:min(100% - var(--_g)*4,var(--_dw));block-size:fit-content;max-inline-size:none;max-block-size:calc(100% - var(--_g)*4);margin:auto;overflow:auto;padding:calc(var(--_g)*3);border:0;border-radius:var(--_r);background:var(--_s);color:inherit}
.dialog[open]{display:grid;gap:calc(var(--_g)*2)}.dialog::backdrop{background:var(--whl-color-backdrop,rgb(0 0 0/.5))}
.actions{display:flex;flex-wrap:wrap;gap:var(--_g);justify-content:flex-end}
.toast{position:fixed;inset-block:auto calc(var(--_g)*2);inset-inline:calc(var(--_g)*2);inline-size:auto;margin:0 auto;max-inline-size:var(--whl-dialog-width,30rem);padding:calc(var(--_g)*1.5) calc(var(--_g)*2);border:0;border-radius:var(--_rs);background:var(--_t);color:var(--_s)}
.toast.error{background:var(--_d);color:var(--_s)}.toast.warning{background:var(--_w);color:var(--_s)}.toast.success{background:var(--_ok);color:var(--_s)}`;
