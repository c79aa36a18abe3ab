// Contract §4.15–§4.17: placing the order (wp_postpaid_prepaid_place_order), the payment gateway's
// return read once (decryptPayonlineDetails) and the order read by its id for the thank-you page
// (wpb_thank_you_order_summary_details). All carry the session nonce: only the session that placed an
// order reads it.
import { PlacedOrderSchema, type PlacedOrder } from '../schemas/orders';
import { PaymentReturnSchema, ThankYouSchema, type PaymentReturn, type ThankYou } from '../schemas/thank-you';
import { PAYMENT_RETURN, POSTPAID_PREPAID_MODULE, THANK_YOU_ORDER } from './actions';
import { withCaptcha, type CaptchaSource } from './captcha';
import type { BridgeClient } from './client';
import { attempt, type Result } from './result';
import type { Lang } from '../domain/lang';

/** Contract §4.15: `free` only when nothing is due today (000 §4.1 place-order mode, an eSIM with nothing to pay). */
export type PaymentMethod = 'online' | 'cashondelivery' | 'cardondelivery' | 'free';

/** 000 §5.7: the captcha (action place_order) before the order is placed; then the placement. */
export function placeOrder(source: CaptchaSource, request: { paymentMethod: PaymentMethod; lang: Lang }): Promise<Result<PlacedOrder>> {
  return withCaptcha(source, 'place_order', (captchaToken) =>
    attempt(() =>
      source.client.ajax(
        POSTPAID_PREPAID_MODULE,
        // 000 §5.7: every placement comes after the terms were agreed (the bridge checks it again)
        { payment_method: request.paymentMethod, terms_accepted: '1', captcha_token: captchaToken, lang: request.lang },
        PlacedOrderSchema,
        { subAction: 'wp_postpaid_prepaid_place_order' },
      ),
    ),
  );
}

/** Contract §4.17: GET with the page's URL (the bridge reads `orderid` from its query). */
export function readOrder(client: BridgeClient, pageUrl: string, lang: Lang): Promise<Result<ThankYou>> {
  return attempt(() => client.ajax(THANK_YOU_ORDER, { page_url: pageUrl, lang }, ThankYouSchema, { method: 'GET' }));
}

/** Contract §4.16: POST decryptPayonlineDetails with the URL the gateway sent the browser back to. */
export function readPaymentReturn(client: BridgeClient, pageUrl: string): Promise<Result<PaymentReturn>> {
  return attempt(() => client.ajax(PAYMENT_RETURN, { page_url: pageUrl }, PaymentReturnSchema));
}
