// Order placement (000 §2.11, §4.1, §4.11, §7.5; contract §4.15): the one call of
// wp_postpaid_prepaid_place_order, shared by the payment step, the delivery step's place-order mode
// and the eSIM passcode's "nothing to pay" (each loads this chunk with import() when it places), and
// where the shopper goes next: the gateway's page for an online payment, else the thank-you route of
// the order's kind with `orderid`.
import * as v from 'valibot';
import { captchaFor } from '../api/captcha';
import { routeUrl, type LinkContext, type ServiceType } from '../domain/routes';
import type { CartSummaryOutput } from '../schemas/cart-summary';
import type { PageEnv } from '../store';
import type { Lang } from '../domain/lang';
import { checkoutFailureOf, type CheckoutFailure } from './outcomes';
import { asServiceType, safeRoute } from '../domain/routes';
import { cartEcommerce, pushEcommerce, type Ecommerce } from './analytics';
import type { PlacementMethod } from '../domain/payment-methods';

/** Contract §4.15: `free` only when nothing is due today (000 §4.1 place-order mode, an eSIM with nothing to pay). */
export type { PlacementMethod as PaymentMethod } from '../domain/payment-methods';

/** Contract §4.15: the placed order. */
const PlacedOrderSchema = v.object({
  type: v.nullish(v.string(), 'offline'),
  response: v.nullish(v.string(), ''),
  service_type: v.nullish(v.string(), ''),
  // contract §4.15: the order's increment id, a string (only valibot functions the shared chunk already has)
  order_id: v.string(),
  status: v.nullish(v.string(), ''),
  payment_method: v.nullish(v.string(), ''),
});
export type PlacedOrder = v.InferOutput<typeof PlacedOrderSchema>;

export type PlaceOrderAnswer = ({ ok: true } & PlacedOrder) | CheckoutFailure;

/** 000 §5.7: the captcha (action place_order) before the order is placed; then the placement. */
export async function placeOrder(env: PageEnv, request: { paymentMethod: PlacementMethod; lang: Lang }): Promise<PlaceOrderAnswer> {
  let captchaToken: string;
  try {
    captchaToken = await (env.captcha ?? captchaFor(env.config.captcha, env.client))('place_order');
  } catch {
    return { ok: false, code: 'captcha_failed', fields: {} }; // 000 §8 captcha missing
  }
  try {
    const placed = await env.client.ajax(
      'wp_postpaid_prepaid_module',
      // 000 §5.7: every placement comes after the terms were agreed (the bridge checks it again)
      { payment_method: request.paymentMethod, terms_accepted: '1', captcha_token: captchaToken, lang: request.lang },
      PlacedOrderSchema,
      { subAction: 'wp_postpaid_prepaid_place_order' },
    );
    return { ok: true, ...placed };
  } catch (error) {
    return checkoutFailureOf(error);
  }
}

/** 000 §3.2 a tourist pack: a sub-category `{event}_tourist_pack` (contract §4.6). */
export const isTouristPack = (summary: Pick<CartSummaryOutput, 'selected_order_sub_category_type'> | undefined): boolean =>
  (summary?.selected_order_sub_category_type ?? '').endsWith('_tourist_pack');

/** The gateway's page to follow (contract §4.16): an absolute http(s) address, nothing else. */
export function gatewayUrl(response: string): string | null {
  try {
    const url = new URL(response);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** 000 §2.2, §4.1: the thank-you route of the order's kind, with `orderid`; null when the site has no such page. */
export function thankYouUrl(
  links: LinkContext,
  orderId: string,
  { serviceType, touristPack }: { serviceType: ServiceType | undefined; touristPack: boolean },
): string | null {
  const query = { orderid: orderId };
  return safeRoute(() =>
    touristPack
      ? routeUrl(links, 'tourist-pack-thank-you', { query })
      : routeUrl(links, '{service_type}-thank-you', { serviceType, query }),
  );
}

/**
 * Where a placed order goes on (contract §4.15): `online` follows the gateway's page; `offline` the
 * thank-you page. Null: neither can be reached (an online answer without a usable address).
 */
export function nextAfterPlacement(
  links: LinkContext,
  placed: PlacedOrder,
  context: { serviceType: ServiceType | undefined; touristPack: boolean },
): string | null {
  if (placed.type === 'online') return gatewayUrl(placed.response);
  return thankYouUrl(links, placed.order_id, { ...context, serviceType: asServiceType(placed.service_type) ?? context.serviceType });
}

/** 000 §7.6: the ecommerce payload of the cart a step shows (what is due today, else every line). */
export function summaryEcommerce(summary: CartSummaryOutput): Ecommerce {
  return cartEcommerce(
    summary.items.map((item) => ({ sku: item.sku, name: item.name, service_type: item.service_type, price: item.price, qty: item.qty })),
    summary.due_today ?? summary.totals,
  );
}

/** 000 §7.6 begin_checkout: the personal step shows with a cart. */
export function beginCheckout(summary: CartSummaryOutput): void {
  pushEcommerce('begin_checkout', summaryEcommerce(summary));
}
