// whl-payment's rules: the checkout primitives it renders (stepper, step layout, tabs, form fields)
// and its own (styles.css: the summary's lines, as the cart sets them), with the totals' (DueToday). Tokens and primitives come
// from src/components/styles.css.
import { STEP_LAYOUT_CSS } from '../../src/checkout/StepLayout';
import { STEPPER_CSS } from '../../src/checkout/Stepper';
import { FORM_CSS } from '../../src/checkout/Field';
import { TABS_CSS } from '../../src/checkout/Tabs';
import { TOTALS_CSS } from '../../src/checkout/DueToday';
import OWN_CSS from './styles.css';

export const PAYMENT_CSS = STEPPER_CSS + STEP_LAYOUT_CSS + TABS_CSS + FORM_CSS + TOTALS_CSS + OWN_CSS;
