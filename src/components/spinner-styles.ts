// The busy spinner of Button (busy): adopted by the widgets whose buttons wait on the bridge.
export const SPINNER_CSS = `.spin{inline-size:1em;block-size:1em;border:2px solid currentColor;border-inline-end-color:transparent;border-radius:50%;animation:r 1s linear infinite}
@keyframes r{to{transform:rotate(1turn)}}
@media (prefers-reduced-motion:reduce){.spin{animation:none}}`;
