// The texts of codes: bridge responseCodes (contract §3) and the codes of client validation
// (src/domain/msisdn.ts, a missing choice), as Lingui message descriptors (`msg`) keyed by code.
// Only the purchase flow shows them: src/checkout/ is in the `checkout` catalog (lingui.config.js).
// The codes only one widget shows have their texts in its own catalog: the number page's
// (widgets/number-picker/messages.ts), the personal step's (widgets/personal-info/rules/messages.ts).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BridgeErrorCode } from '../domain/response-codes';
import type { SearchPatternError } from '../domain/msisdn';
import { COMMON, failure } from '../i18n/messages';

export type MessageCode = BridgeErrorCode | SearchPatternError | 'number_required';
/** The codes only the number page shows: their texts are its own (widgets/number-picker/messages.ts). */
export type NumberCode = 'cart_not_empty' | 'number_unavailable' | 'hold_limit' | 'same_plan' | SearchPatternError | 'number_required';

export const MESSAGES: Readonly<Record<Exclude<MessageCode, NumberCode>, MessageDescriptor>> = {
  // 000 §8 "Most failures"; rate limits, stale nonces and unknown codes fall back to it
  failure,
  invalid_nonce: failure,
  rate_limited: failure,
  validation_error: failure,
  not_found: failure,
  // contract §4.20: a proxy route outside the allow-list; a widget never sends one, so the generic failure
  forbidden_route: failure,
  captcha_failed: msg({
    message: "Couldn't proceed now, Unknown failure occured",
    comment: '000 §8 captcha missing (wording as specified)',
  }),
  reservation_expired: msg({ message: 'Selected number has expired', comment: '000 §4.3 / §8 reservation expired' }),
  session_expired: COMMON.sessionExpired,
  // contract §4.15: the order is placed (or its payment under way); the cart takes no more changes
  cart_locked: msg({
    message: 'Your order has already been placed, so this cart can no longer be changed.',
    comment: 'contract §4.15 cart_locked: a cart change after the order was placed',
  }),
  // 000 §8 'Too many lines': the cart's maximum-connections popup has the text (its own chunk); add to
  // cart refused for it reads as the generic failure here (the number page's catalog may give it its own)
  max_connections: failure,
};

/** Message for a code; codes the shop does not know read as the generic failure. */
export function messageFor(code: string): MessageDescriptor {
  return Object.hasOwn(MESSAGES, code) ? MESSAGES[code as keyof typeof MESSAGES] : failure;
}

/** The buttons of the purchase flow's popups and dialogs (the eKYC scanner's, the PDF preview's too). */
export const POPUP = {
  ok: msg({ message: 'OK', comment: 'Popup button' }),
  cancel: msg({ message: 'Cancel', comment: 'Popup button: leaves without doing it' }),
  close: msg({ message: 'Close', comment: 'Popup button' }),
} as const;

/**
 * Texts several screens of the purchase flow show (the number page, the cart, the three steps, the
 * thank-you page), written once: one text, one translation.
 */
export const FLOW = {
  orderSummary: msg({ message: 'Order summary', comment: 'Heading of the totals column (cart, steps, thank-you page)' }),
  number: msg({ message: 'Number', comment: 'Cart line: the reserved number' }),
  reservedFor: msg({ message: 'Your number is reserved for', comment: '000 §4.3, followed by the mm:ss countdown' }),
  chooseAnotherNumber: msg({ message: 'Choose another number', comment: '000 §4.3: the one action after the hold ran out' }),
  back: msg({ message: 'Back', comment: 'The back button of the number page and of each checkout step' }),
  next: msg({ message: 'NEXT', comment: '000 §2.9–§2.11 the step button (as specified, in capitals)' }),
  placeOrder: msg({
    message: 'PLACE ORDER',
    comment: '000 §4.1, §4.11 the step button when nothing is paid online (as specified, in capitals)',
  }),
  personal: msg({ message: 'Personal information', comment: '000 §2.9 checkout step 1: its heading and its name in the progress bar' }),
  delivery: msg({ message: 'Delivery', comment: '000 §2.10 checkout step 2: its heading and its name in the progress bar' }),
  payment: msg({ message: 'Payment', comment: '000 §2.11 checkout step 3: its heading and its name in the progress bar' }),
  choose: msg({ message: 'Choose…', comment: 'The empty first option of a drop-down' }),
  remove: msg({ message: 'Remove', comment: 'Takes an item out of the cart, or an uploaded file out of its slot' }),
  /** 000 §5.7 / §8 terms not agreed (wording as specified) */
  termsRequired: msg({
    message: 'Please agree to the terms and conditions',
    comment: '000 §5.7 / §8 terms not agreed (wording as specified)',
  }),
  /** 000 §2.10 / §8: no order type, or no plan in the cart at placement; home follows after 5000 ms */
  noItems: msg({ message: 'Sorry, no items in the cart', comment: '000 §2.10 / §8 no items (wording as specified)' }),
  /** 000 §8 'Too many lines': the cart's maximum-connections popup, and a placement refused for it */
  maxConnections: msg({
    message: 'You already have the most lines we allow for one customer, so no new line can be added.',
    comment: "000 §8 'Too many lines'",
  }),
} as const;
