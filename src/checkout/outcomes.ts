// Contract §3: the responseCodes only the purchase flow reads — refused uploads and the checkout's
// business outcomes (000 §8), whose data sits beside the code. The shared client reads them as
// `failure` (src/domain/response-codes.ts) and the Result keeps the code as sent in its details
// (src/api/result.ts); the flow's actions read the outcome back here, so the list stays off the
// catalogue pages.
import type { Failure, Result } from '../api/result';
import type { BridgeErrorCode } from '../domain/response-codes';

export const CHECKOUT_CODES = [
  'upload_invalid_type',
  'upload_too_large',
  'upload_limit',
  'upload_unavailable',
  'ekycFailure',
  'not_eligible',
  'limit_exceeded',
  'documentMissMatch',
  'security_deposit',
  'new_customer',
  'invalid_input',
  'otp_expired',
  'otp_invalid',
  'location_error',
  'eKycNotVerifed',
] as const;

export type CheckoutCode = (typeof CHECKOUT_CODES)[number];

/** A checkout action's failure: its outcome, and the outcome's data (e.g. security_deposit's credit_limit_money) when there is some. */
export type CheckoutFailure = Failure<BridgeErrorCode | CheckoutCode>;

/** A failure as the purchase flow reads it: one of its own codes when the bridge sent one, the data beside it without the code. */
export function checkoutFailure(failure: Failure): CheckoutFailure {
  const { responseCode: sent, ...data } = failure.details ?? {};
  if (!(CHECKOUT_CODES as readonly unknown[]).includes(sent)) return failure;
  const outcome: CheckoutFailure = { ok: false, code: sent as CheckoutCode, fields: failure.fields };
  return Object.keys(data).length > 0 ? { ...outcome, details: data } : outcome;
}

/** A checkout action's answer: its value, or the failure as the flow reads it. */
export type CheckoutResult<T> = { ok: true; value: T } | CheckoutFailure;

/** A Result as the purchase flow reads it (./outcomes: its own codes back from the details). */
export const checkoutResult = <T>(result: Result<T>): CheckoutResult<T> => (result.ok ? result : checkoutFailure(result));
