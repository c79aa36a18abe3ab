// The texts of the codes only the number page shows (000 §5.1 the search, §4.2 add to cart, contract
// §3 hold_limit): in its own catalog, so the cart and the checkout steps do not load them.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { messageFor, type NumberCode } from '../../src/checkout/messages';
import { COMMON } from '../../src/i18n/messages';

export const NUMBER_MESSAGES: Readonly<Record<NumberCode, MessageDescriptor>> = {
  cart_not_empty: msg`There is already a plan in your cart.`,
  number_unavailable: msg`This number is no longer available. Please choose another one.`,
  hold_limit: msg({
    message: 'You are holding the most numbers we allow at once. Complete or remove your cart, or try again in a few minutes.',
    comment: 'Contract §3 hold_limit: the client holds as many numbers as the bridge allows (issue 6 finding 1)',
  }),
  same_plan: COMMON.samePlan,
  number_required: msg({ message: 'Please choose a phone number to proceed', comment: '000 §5.1' }),
  number_search_empty: msg({ message: 'Please enter at least 3 digits to search.', comment: '000 §5.1 empty or shorter than 3' }),
  number_search_not_numeric: msg({ message: 'Please enter digits only.', comment: '000 §5.1 not a number' }),
  number_search_too_long: msg({ message: 'Please enter no more than 8 digits.', comment: '000 §5.1 longer than 8' }),
};

/** Message for a code the number page shows, else the purchase flow's, else the generic failure. */
export function numberMessageFor(code: string): MessageDescriptor {
  return Object.hasOwn(NUMBER_MESSAGES, code) ? NUMBER_MESSAGES[code as NumberCode] : messageFor(code);
}
