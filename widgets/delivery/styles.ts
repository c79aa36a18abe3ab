// whl-delivery's rules: the checkout primitives it renders (stepper, step layout, tabs, form fields)
// and its own (the store list). Tokens and primitives come from src/components/styles.ts.
import { STEP_LAYOUT_CSS } from '../../src/checkout/StepLayout';
import { STEPPER_CSS } from '../../src/checkout/Stepper';
import { FORM_CSS } from '../../src/checkout/Field';
import { TABS_CSS } from '../../src/checkout/Tabs';

const OWN_CSS = `.delivery{display:grid;gap:calc(var(--_g)*2)}
.stores{display:grid;gap:var(--_g);max-block-size:calc(var(--_c)*6);overflow-y:auto;margin:0;padding:0;list-style:none}
.stores .choice{align-items:start;padding:var(--_g);border:var(--_l) solid var(--_b);border-radius:var(--_rs)}
.stores small{display:block;color:var(--_m);font-size:var(--_fs)}
.actions{display:flex;flex-wrap:wrap;gap:var(--_g);justify-content:space-between}`;

export const DELIVERY_CSS = STEPPER_CSS + STEP_LAYOUT_CSS + TABS_CSS + FORM_CSS + OWN_CSS;
