// The step's placement (000 §2.11, §7.5 wp_postpaid_prepaid_place_order, contract §4.15): the shared
// call (src/checkout/place-order.ts: captcha place_order, then the order), and on success the
// analytics event add_payment_info (000 §7.6); a chunk of its own, loaded on the first CONFIRM/NEXT.
import { pushEcommerce } from '../../src/checkout/analytics';
import { placeOrder, summaryEcommerce, type PaymentMethod, type PlacedOrder } from '../../src/checkout/place-order';
import type { CheckoutResult } from '../../src/checkout/outcomes';
import type { CartSummaryOutput } from '../../src/schemas/cart-summary';
import type { PageEnv } from '../../src/store';
import type { Lang } from '../../src/domain/lang';

export { nextAfterPlacement, refusalMessage, stepFixOf } from '../../src/checkout/place-order';

export async function placeFromPayment(
  env: PageEnv,
  request: { paymentMethod: PaymentMethod; lang: Lang; summary: CartSummaryOutput | undefined },
): Promise<CheckoutResult<PlacedOrder>> {
  const answer = await placeOrder(env, request);
  if (answer.ok && request.summary) {
    pushEcommerce('add_payment_info', { ...summaryEcommerce(request.summary), payment_type: request.paymentMethod });
  }
  return answer;
}
