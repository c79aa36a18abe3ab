// Contract §4.16–§4.17: the thank-you page's two calls, the payment gateway's return read once
// (decryptPayonlineDetails) and the order read by its id (wpb_thank_you_order_summary_details). Both
// carry the session nonce: only the session that placed an order reads it.
import { PaymentReturnSchema, ThankYouSchema, type PaymentReturn, type ThankYou } from '../schemas/thank-you';
import type { BridgeClient } from './client';
import { attempt, type Result } from './result';
import type { Lang } from '../domain/lang';

/** Contract §4.16: the payment gateway's return, read once. */
const PAYMENT_RETURN = 'decryptPayonlineDetails';
/** Contract §4.17: the placed order as the thank-you page shows it. */
const THANK_YOU_ORDER = 'wpb_thank_you_order_summary_details';

/** Contract §4.17: GET with the page's URL (the bridge reads `orderid` from its query). */
export function readOrder(client: BridgeClient, pageUrl: string, lang: Lang): Promise<Result<ThankYou>> {
  return attempt(() => client.ajax(THANK_YOU_ORDER, { page_url: pageUrl, lang }, ThankYouSchema, { method: 'GET' }));
}

/** Contract §4.16: POST decryptPayonlineDetails with the URL the gateway sent the browser back to. */
export function readPaymentReturn(client: BridgeClient, pageUrl: string): Promise<Result<PaymentReturn>> {
  return attempt(() => client.ajax(PAYMENT_RETURN, { page_url: pageUrl }, PaymentReturnSchema));
}
