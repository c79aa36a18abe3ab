// Contract §4.16: the payment gateway's return as the thank-you page reads it: whether this page was
// reached from the gateway, and why a return was refused (page_url's code; the page then reads the
// order by its id). The calls are src/api/orders.ts.
import type { Failure } from '../../src/api/result';

export type RefusedReturn = 'payment_return_used' | 'payment_return_expired' | 'payment_return_invalid' | 'required';
const REFUSALS: readonly string[] = ['payment_return_used', 'payment_return_expired', 'payment_return_invalid', 'required'];

/** The refusal a failed read of the return says, or null for any other failure. */
export function refusedReturn(failure: Failure): RefusedReturn | null {
  const code = failure.code === 'validation_error' ? (failure.fields.page_url ?? '') : '';
  return REFUSALS.includes(code) ? (code as RefusedReturn) : null;
}

/** The gateway's query: anything in the URL beyond the order id and the language. */
export function hasGatewayQuery(url: URL): boolean {
  return [...url.searchParams.keys()].some((key) => key !== 'orderid' && key !== 'lang');
}
