// One code → message map for client validation codes (src/domain) and bridge responseCodes
// (contract §3), as Lingui message descriptors; texts live in locales/*/messages.po.
import type { MessageDescriptor } from '@lingui/core';
import type { BridgeErrorCode } from '../domain/response-codes';
import type { OmanNumberError, SearchPatternError } from '../domain/msisdn';

export type MessageCode = BridgeErrorCode | SearchPatternError | OmanNumberError | 'number_required';

const generic: MessageDescriptor = { id: 'error.failure' };

export const MESSAGES: Readonly<Record<MessageCode, MessageDescriptor>> = {
  // 000 §8 "Most failures"; rate limits, stale nonces and unknown codes fall back to it
  failure: generic,
  invalid_nonce: generic,
  rate_limited: generic,
  validation_error: generic,
  not_found: generic,
  captcha_failed: { id: 'error.captcha_failed' },
  cart_not_empty: { id: 'error.cart_not_empty' },
  number_unavailable: { id: 'error.number_unavailable' },
  reservation_expired: { id: 'error.reservation_expired' },
  same_plan: { id: 'error.same_plan' },
  session_expired: { id: 'error.session_expired' },
  // 000 §5.1
  number_required: { id: 'error.number_required' },
  number_search_empty: { id: 'error.number_search_empty' },
  number_search_not_numeric: { id: 'error.number_search_not_numeric' },
  number_search_too_long: { id: 'error.number_search_too_long' },
  // 000 §8 existing customer: bad number
  number_invalid: { id: 'error.number_invalid' },
  number_prefix: { id: 'error.number_prefix' },
};

/** Message for any code; codes the shop does not know read as the generic failure. */
export function messageFor(code: string): MessageDescriptor {
  return Object.prototype.hasOwnProperty.call(MESSAGES, code) ? MESSAGES[code as MessageCode] : generic;
}
