// The busy spinner of Button (busy): adopted by the widgets whose buttons wait on the bridge.
export const SPINNER_CSS = `.spin{inline-size:var(--_fl);block-size:var(--_fl);border:calc(var(--_l)*2) solid currentColor;border-inline-end-color:transparent;border-radius:50%;animation:r 1s linear infinite}
@keyframes r{to{transform:rotate(1turn)}}
@media (prefers-reduced-motion:reduce){.spin{animation:none}}`;
