// The texts of codes: bridge responseCodes (contract §3) and the codes of client validation
// (src/domain/msisdn.ts, a missing choice), as Lingui message descriptors (`msg`) keyed by code.
// Only the purchase flow shows them: src/checkout/ is in the `checkout` catalog (lingui.config.js).
// The codes only one widget shows have their texts in its own catalog: the number page's
// (widgets/number-picker/messages.ts), the personal step's (widgets/personal-info/rules/messages.ts).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BridgeErrorCode } from '../domain/response-codes';
import type { SearchPatternError } from '../domain/msisdn';
import { failure } from '../i18n/messages';

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
  session_expired: msg`Your session has expired. Please start again.`,
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

/** The buttons of the purchase flow's popups. */
export const POPUP = {
  ok: msg({ message: 'OK', comment: 'Popup button' }),
  cancel: msg({ message: 'Cancel', comment: 'Popup button' }),
  close: msg({ message: 'Close', comment: 'Popup button' }),
} as const;
