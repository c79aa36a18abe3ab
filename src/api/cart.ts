// Contract §4.6 / 000 §7.3: the cart summary (needs the nonce: it reads the session's cart).
import { CartSummarySchema, ClearCartSchema } from '../schemas/cart-summary';
import { AckSchema } from '../schemas/envelope';
import { attempt } from './result';
import { POSTPAID_PREPAID_MODULE, type BridgeClient } from './client';
import type { Lang } from '../domain/lang';

/** Contract §4.5: a number's hold released. */
const UNRESERVE_NUMBER = 'wpb_esb_unreserve_number';

export function fetchCartSummary(client: BridgeClient, query: { lang: Lang; page?: '' | 'personal-info' | 'delivery' | 'payment' }) {
  return attempt(() =>
    client.rest('cart-page-summary_details', { page: query.page ?? '', lang: query.lang }, CartSummarySchema, { nonce: true }),
  );
}

/** Contract §4.5: releases this cart's hold on a number (idempotent). */
export function unreserveNumber(client: BridgeClient, msisdn: string) {
  return attempt(() => client.ajax(UNRESERVE_NUMBER, { selected_msisdn: msisdn }, AckSchema, { method: 'GET' }).then(() => undefined));
}

/**
 * Contract §7.1 / 000 §4.2: sub_action wp_full_clear_cart of wp_postpaid_prepaid_module releases
 * the cart's hold and empties it. Kept beside the cart's other calls: only the cart (and later the
 * checkout steps) clear it, so the number page does not carry it.
 */
export function clearCart(client: BridgeClient) {
  return attempt(() => client.ajax(POSTPAID_PREPAID_MODULE, {}, ClearCartSchema, { subAction: 'wp_full_clear_cart' }));
}
