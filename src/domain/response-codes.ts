// Contract §3: every bridge answer carries one of these responseCodes, or one of the checkout's
// (uploads and the business outcomes of 000 §8: src/checkout/outcomes.ts), which only the purchase
// flow reads: the list every page carries stays short.
export const RESPONSE_CODES = [
  'success',
  'invalid_nonce',
  'captcha_failed',
  'rate_limited',
  'validation_error',
  'not_found',
  'cart_not_empty',
  'number_unavailable',
  'hold_limit',
  'reservation_expired',
  'same_plan',
  'cart_locked',
  'max_connections',
  'session_expired',
  'forbidden_route',
  'failure',
] as const;

export type ResponseCode = (typeof RESPONSE_CODES)[number];
export type BridgeErrorCode = Exclude<ResponseCode, 'success'>;

/** Unknown or missing codes are treated as 'failure' (contract §3: anything unexpected). */
export function toBridgeErrorCode(value: unknown): BridgeErrorCode {
  return typeof value === 'string' && value !== 'success' && (RESPONSE_CODES as readonly string[]).includes(value)
    ? (value as BridgeErrorCode)
    : 'failure';
}
