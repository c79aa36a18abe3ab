// Order placement (000 §2.11, §4.1, §4.11, §7.5; contract §4.15): the one call of
// wp_postpaid_prepaid_place_order (src/api/orders.ts), shared by the payment step, the delivery step's place-order mode
// and the eSIM passcode's "nothing to pay" (each loads this chunk with import() when it places), and
// where the shopper goes next: the gateway's page for an online payment, else the thank-you route of
// the order's kind with `orderid`.
import { placeOrder as placeOrderCall, type PaymentMethod } from '../api/orders';
import { routeUrl, type LinkContext, type ServiceType } from '../domain/routes';
import type { CartSummaryOutput } from '../schemas/cart-summary';
import type { PlacedOrder } from '../schemas/orders';
import type { PageEnv } from '../store';
import type { Lang } from '../domain/lang';
import { checkoutResult, type CheckoutResult } from './outcomes';
import { asServiceType, safeRoute } from '../domain/routes';
import { cartEcommerce, pushEcommerce, type Ecommerce } from './analytics';

export type { PaymentMethod } from '../api/orders';
export type { PlacedOrder } from '../schemas/orders';

/** 000 §5.7: the captcha (action place_order), then the placement (src/api/orders.ts), read as the flow's outcome. */
export async function placeOrder(
  env: PageEnv,
  request: { paymentMethod: PaymentMethod; lang: Lang },
): Promise<CheckoutResult<PlacedOrder>> {
  return checkoutResult(await placeOrderCall(env, request));
}

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
