// The thank-you page's two calls (000 §7.5, 001 §7.1): the gateway's return read once
// (decryptPayonlineDetails, contract §4.16) and the order read by its id (wpb_thank_you_order_summary_details,
// contract §4.17). Both carry the session nonce: only the session that placed an order reads it.
import { BridgeError } from '../../src/api/client';
import type { PageEnv } from '../../src/store';
import type { Lang } from '../../src/domain/lang';
import { PaymentReturnSchema, ThankYouSchema, type PaymentReturn, type ThankYou } from '../../src/schemas/thank-you';

/** Contract §4.17: GET with the page's URL (the bridge reads `orderid` from its query). */
export function readOrder(env: PageEnv, pageUrl: string, lang: Lang): Promise<ThankYou> {
  return env.client.ajax('wpb_thank_you_order_summary_details', { page_url: pageUrl, lang }, ThankYouSchema, { method: 'GET' });
}

/** Contract §4.16: why a return was refused (page_url's code), the page then reads the order by its id. */
export type RefusedReturn = 'payment_return_used' | 'payment_return_expired' | 'payment_return_invalid' | 'required';
const REFUSALS: readonly string[] = ['payment_return_used', 'payment_return_expired', 'payment_return_invalid', 'required'];

export type ReturnAnswer =
  { ok: true; payment: PaymentReturn } | { ok: false; refused: RefusedReturn } | { ok: false; refused: null; error: unknown };

/** Contract §4.16: POST decryptPayonlineDetails with the URL the gateway sent the browser back to. */
export async function readPaymentReturn(env: PageEnv, pageUrl: string): Promise<ReturnAnswer> {
  try {
    return { ok: true, payment: await env.client.ajax('decryptPayonlineDetails', { page_url: pageUrl }, PaymentReturnSchema) };
  } catch (error) {
    const code = error instanceof BridgeError && error.code === 'validation_error' ? (error.fieldErrors.page_url ?? '') : '';
    if (REFUSALS.includes(code)) return { ok: false, refused: code as RefusedReturn };
    return { ok: false, refused: null, error };
  }
}

/** The gateway's query: anything in the URL beyond the order id and the language. */
export function hasGatewayQuery(url: URL): boolean {
  return [...url.searchParams.keys()].some((key) => key !== 'orderid' && key !== 'lang');
}
