// The texts of codes: bridge responseCodes (contract §3) and the codes of client validation
// (src/domain/msisdn.ts, a missing choice), as Lingui message descriptors (`msg`) keyed by code.
// Only the purchase flow shows them: src/checkout/ is in the `checkout` catalog (lingui.config.js).
// The personal-information step's codes (field rules, business outcomes, uploads) are in its own
// catalog: widgets/personal-info/messages.ts.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BridgeErrorCode } from '../domain/response-codes';
import type { SearchPatternError } from '../domain/msisdn';
import { failure } from '../i18n/messages';

export type MessageCode = BridgeErrorCode | SearchPatternError | 'number_required';

export const MESSAGES: Readonly<Record<MessageCode, MessageDescriptor>> = {
  // 000 §8 "Most failures"; rate limits, stale nonces and unknown codes fall back to it
  failure,
  invalid_nonce: failure,
  rate_limited: failure,
  validation_error: failure,
  not_found: failure,
  captcha_failed: msg({
    message: "Couldn't proceed now, Unknown failure occured",
    comment: '000 §8 captcha missing (wording as specified)',
  }),
  cart_not_empty: msg`There is already a plan in your cart.`,
  number_unavailable: msg`This number is no longer available. Please choose another one.`,
  hold_limit: msg({
    message: 'You are holding the most numbers we allow at once. Complete or remove your cart, or try again in a few minutes.',
    comment: 'Contract §3 hold_limit: the client holds as many numbers as the bridge allows (issue 6 finding 1)',
  }),
  reservation_expired: msg({ message: 'Selected number has expired', comment: '000 §4.3 / §8 reservation expired' }),
  same_plan: msg({ message: 'Already selected the same plan, Please try another.', comment: '000 §8 change to the same plan' }),
  session_expired: msg`Your session has expired. Please start again.`,
  // 000 §5.1
  number_required: msg({ message: 'Please choose a phone number to proceed', comment: '000 §5.1' }),
  number_search_empty: msg({ message: 'Please enter at least 3 digits to search.', comment: '000 §5.1 empty or shorter than 3' }),
  number_search_not_numeric: msg({ message: 'Please enter digits only.', comment: '000 §5.1 not a number' }),
  number_search_too_long: msg({ message: 'Please enter no more than 8 digits.', comment: '000 §5.1 longer than 8' }),
};

/** Message for a code; codes the shop does not know read as the generic failure. */
export function messageFor(code: string): MessageDescriptor {
  return Object.prototype.hasOwnProperty.call(MESSAGES, code) ? MESSAGES[code as MessageCode] : failure;
}

/** The buttons of the purchase flow's popups. */
export const POPUP = {
  ok: msg({ message: 'OK', comment: 'Popup button' }),
  cancel: msg({ message: 'Cancel', comment: 'Popup button' }),
  close: msg({ message: 'Close', comment: 'Popup button' }),
} as const;
