// whl-personal-info's rules: the checkout primitives it renders (stepper, step layout, form fields)
// and its own (styles.css); its parts bring theirs (upload slots, passcode boxes, popups). Tokens and primitives
// come from src/components/styles.css.
import { STEP_LAYOUT_CSS } from '../../src/checkout/StepLayout';
import { STEPPER_CSS } from '../../src/checkout/Stepper';
import { FORM_CSS } from '../../src/checkout/Field';
import OWN_CSS from './styles.css';

export const PERSONAL_CSS = STEPPER_CSS + STEP_LAYOUT_CSS + FORM_CSS + OWN_CSS;
