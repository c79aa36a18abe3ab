// Contract §3: the responseCodes only the purchase flow reads — refused uploads and the checkout's
// business outcomes (000 §8), whose data sits beside the code. The shared client reads them as
// `failure` (src/domain/response-codes.ts) and keeps the answer as sent; the flow's actions read
// the code and its data back here, so the list and the reading stay off the catalogue pages.
import { BridgeError } from '../api/client';
import { failureOf, type Failure } from '../store/result';
import type { BridgeErrorCode } from '../domain/response-codes';

export const CHECKOUT_CODES = [
  'upload_invalid_type',
  'upload_too_large',
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

/** A checkout action's failure: its outcome and the outcome's data when the bridge sent one of the flow's codes. */
export type CheckoutFailure = Omit<Failure, 'code'> & {
  code: BridgeErrorCode | CheckoutCode;
  /** the data beside the code (contract §3), e.g. security_deposit's credit_limit_money; only when there is some */
  details?: Readonly<Record<string, unknown>>;
};

const ENVELOPE_FIELDS = new Set(['responseCode', 'message', 'errors']);

export function checkoutFailureOf(error: unknown): CheckoutFailure {
  const failure = failureOf(error);
  if (!(error instanceof BridgeError) || typeof error.body !== 'object' || error.body === null) return failure;
  const sent = (error.body as { responseCode?: unknown }).responseCode;
  const details = Object.fromEntries(Object.entries(error.body).filter(([key]) => !ENVELOPE_FIELDS.has(key)));
  const outcome = (CHECKOUT_CODES as readonly unknown[]).includes(sent) ? { ...failure, code: sent as CheckoutCode } : failure;
  return Object.keys(details).length > 0 ? { ...outcome, details } : outcome;
}
