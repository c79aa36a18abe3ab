// One code → message map for bridge responseCodes (contract §3), as Lingui message descriptors;
// texts live in locales/*/messages.po. The number codes of client validation (src/domain) have
// their own map (./number-messages), so only the widgets that show them carry their texts.
import type { MessageDescriptor } from '@lingui/core';
import type { BridgeErrorCode } from '../domain/response-codes';
import type { OmanNumberError } from '../domain/msisdn';
import type { NumberMessageCode } from './number-messages';

export type MessageCode = BridgeErrorCode | NumberMessageCode | OmanNumberError;

const generic: MessageDescriptor = { id: 'error.failure' };

export const MESSAGES: Readonly<Record<BridgeErrorCode, MessageDescriptor>> = {
  // 000 §8 "Most failures"; rate limits, stale nonces and unknown codes fall back to it
  failure: generic,
  invalid_nonce: generic,
  rate_limited: generic,
  validation_error: generic,
  not_found: generic,
  captcha_failed: { id: 'error.captcha_failed' },
  cart_not_empty: { id: 'error.cart_not_empty' },
  number_unavailable: { id: 'error.number_unavailable' },
  hold_limit: { id: 'error.hold_limit' },
  reservation_expired: { id: 'error.reservation_expired' },
  same_plan: { id: 'error.same_plan' },
  session_expired: { id: 'error.session_expired' },
};

/** Message for a bridge code; codes the shop does not know read as the generic failure. */
export function messageFor(code: string): MessageDescriptor {
  return Object.prototype.hasOwnProperty.call(MESSAGES, code) ? MESSAGES[code as BridgeErrorCode] : generic;
}
