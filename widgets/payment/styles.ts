// whl-payment's rules: the checkout primitives it renders (stepper, step layout, tabs, form fields)
// and its own (the summary's lines and totals, as the cart sets them). Tokens and primitives come
// from src/components/styles.ts.
import { STEP_LAYOUT_CSS } from '../../src/checkout/StepLayout';
import { STEPPER_CSS } from '../../src/checkout/Stepper';
import { FORM_CSS } from '../../src/checkout/Field';
import { TABS_CSS } from '../../src/checkout/Tabs';

const OWN_CSS = `.payment{display:grid;gap:calc(var(--_g)*2)}
.summary{display:grid;gap:var(--_g)}
.lines{display:grid;gap:var(--_g);margin:0;padding:0;list-style:none}
.row{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:start;gap:var(--_g)}
.row .price{justify-items:end}
.item{font-weight:600}
.totals{display:grid;gap:calc(var(--_g)/2);margin:0}
.totals div{display:flex;justify-content:space-between;gap:var(--_g)}
.totals dd{margin:0}
.total{padding-block-start:var(--_g);border-block-start:var(--_l) solid var(--_b);font-weight:700}
.total .vat{display:block}
.actions{display:flex;flex-wrap:wrap;gap:var(--_g);justify-content:space-between}`;

export const PAYMENT_CSS = STEPPER_CSS + STEP_LAYOUT_CSS + TABS_CSS + FORM_CSS + OWN_CSS;
