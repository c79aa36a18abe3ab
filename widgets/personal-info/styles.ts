// whl-personal-info's rules: the checkout primitives it renders (stepper, step layout, form fields)
// and its own; its parts bring theirs (upload slots, passcode boxes, popups). Tokens and primitives
// come from src/components/styles.ts.
import { STEP_LAYOUT_CSS } from '../../src/checkout/StepLayout';
import { STEPPER_CSS } from '../../src/checkout/Stepper';
import { FORM_CSS } from '../../src/checkout/Field';

const OWN_CSS = `.personal{display:grid;gap:calc(var(--_g)*2)}
.scan-card{display:grid;gap:var(--_g);justify-items:start}
.actions{display:flex;flex-wrap:wrap;gap:var(--_g);justify-content:space-between}
h3{margin:0;font-size:var(--_fl)}`;

export const PERSONAL_CSS = STEPPER_CSS + STEP_LAYOUT_CSS + FORM_CSS + OWN_CSS;
