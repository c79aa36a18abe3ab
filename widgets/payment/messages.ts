// The payment step's texts (000 §2.11, §5.7) and what a refused placement says (contract §4.15).
import { msg } from '@lingui/core/macro';

/** 000 §5.7 / §8 terms not agreed (wording as specified) */
export const TERMS_REQUIRED = msg({
  message: 'Please agree to the terms and conditions',
  comment: '000 §5.7 / §8 terms not agreed (wording as specified)',
});

/** Contract §4.15 422 validation_error: what is missing, and where it is fixed. */
export const PAYMENT_ERRORS = {
  personal_details: msg({
    message: 'Your personal information is missing. Please complete it first.',
    comment: 'contract §4.15 personal_details required: shown with a link back to the personal information step',
  }),
  delivery_details: msg({
    message: 'Your delivery details are missing. Please complete them first.',
    comment: 'contract §4.15 delivery_details required: shown with a link back to the delivery step',
  }),
  otp: msg({
    message: 'Please confirm your eSIM with the passcode first.',
    comment: 'contract §4.15 otp required (000 §4.1): shown with a link back to the personal information step',
  }),
  delivery_type: msg({
    message: 'The delivery method you chose is no longer available. Please choose another one.',
    comment: 'contract §4.15 delivery_type_unavailable (000 §4.11): shown with a link back to the delivery step',
  }),
  not_eligible: msg({
    message: 'We cannot complete this order online. Please visit one of our stores with your ID card.',
    comment: "000 §2.8, §8 not_eligible at placement: the operator flagged the customer (the cart's fraud warning)",
  }),
  max_connections: msg({
    message: 'You already have the most lines we allow for one customer, so no new line can be added.',
    comment: "000 §8 'Too many lines' at placement (the cart's maximum-connections popup says the same)",
  }),
  payment_method: msg({
    message: 'This payment method is not available for your order. Please choose another one.',
    comment: 'contract §4.15 payment_method_invalid / payment_method_unavailable (000 §4.11)',
  }),
} as const;

export const PAYMENT_TEXTS = {
  title: msg({ message: 'Payment', comment: '000 §2.11 heading of checkout step 3' }),
  personal: msg({ message: 'Personal information', comment: 'Checkout progress: step 1' }),
  delivery: msg({ message: 'Delivery', comment: 'Checkout progress: step 2' }),
} as const;
