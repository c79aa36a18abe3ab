// The payment step's texts (000 §2.11, §5.7) and what a refused placement says (contract §4.15).
import { msg } from '@lingui/core/macro';
import { FLOW } from '../../src/checkout/messages';

/** Contract §4.15 422 validation_error: what is missing, and where it is fixed. */
export const PAYMENT_ERRORS = {
  personal_details: msg({
    message: 'Your personal information is missing. Please complete it first.',
    comment: 'contract §4.15 personal_details required: shown with a link back to the personal information step',
  }),
  /** personal_details personal_details_invalid / security_deposit: recorded, but not for the order as it is now (issue 31) */
  personal_outdated: msg({
    message: 'Your personal information does not fit your order as it is now. Please check it again.',
    comment:
      'contract §4.15 personal_details refused at placement (the plan or number changed since): shown with a link back to the personal information step',
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
  max_connections: FLOW.maxConnections,
  hold_limit: msg({
    message: 'You already have orders waiting for payment. Pay one of them, or place this order when one has ended.',
    comment: 'contract §4.15 429 hold_limit at placement (issue 31): the customer has as many unpaid online orders as allowed',
  }),
  payment_method: msg({
    message: 'This payment method is not available for your order. Please choose another one.',
    comment: 'contract §4.15 payment_method_invalid / payment_method_unavailable (000 §4.11)',
  }),
} as const;
