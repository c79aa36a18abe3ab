// Primitives of the purchase flow's widgets (docs/tokens.md), kept out of the catalogue pages'
// styles, with the two tokens only they read (warning, success): .bar (sticky action bar), .empty (empty state), .btn.link (a button that reads as a
// link), .warning and .success (with .notice). The checkout steps' primitives keep their rules
// beside them, for the step that renders them (no widget does yet): TABS_CSS (src/checkout/Tabs.tsx),
// STEPPER_CSS (src/checkout/Stepper.tsx), STEP_LAYOUT_CSS (src/checkout/StepLayout.tsx).
export const FLOW_CSS = `:host{--_w:var(--whl-color-warning,#7a4a00);--_ok:var(--whl-color-success,#1d6b34)}
.bar{position:sticky;inset-block-end:0;z-index:1;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--_g);padding:var(--_g) calc(var(--_g)*2);border-block-start:var(--_l) solid var(--_b);background:var(--_s)}
.empty{display:grid;gap:var(--_g);justify-items:start;padding:calc(var(--_g)*3) 0}
.btn.link{min-block-size:0;padding:var(--_g) 0;border:0;background:none;color:var(--_p);text-decoration:underline}
.warning{color:var(--_w)}.success{color:var(--_ok)}`;
