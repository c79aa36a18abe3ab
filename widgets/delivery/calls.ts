// The step's submit (000 §7.5, contract §4.14; the call is src/api/delivery.ts) and, once the details
// are accepted, the analytics event add_shipping_info (000 §7.6); a chunk of its own, loaded on the
// first NEXT.
import { captureDeliveryDetails, type DeliveryDetailsRequest } from '../../src/api/delivery';
import { checkoutResult, type CheckoutResult } from '../../src/checkout/outcomes';
import type { PageEnv } from '../../src/store';
import type { CartSummaryOutput } from '../../src/schemas/cart-summary';
import type { DeliveryCapture } from '../../src/schemas/delivery';
import { pushEcommerce } from '../../src/checkout/analytics';
import { summaryEcommerce } from '../../src/checkout/place-order';

export interface DeliveryRequest extends DeliveryDetailsRequest {
  /** the cart the step shows: the payload of add_shipping_info (000 §7.6) */
  summary?: CartSummaryOutput | undefined;
}

/** 000 §5.6: the captcha, then the details; accepted → add_shipping_info with the chosen tier (000 §7.6). */
export async function submitDelivery(env: PageEnv, { summary, ...request }: DeliveryRequest): Promise<CheckoutResult<DeliveryCapture>> {
  const answer = checkoutResult(await captureDeliveryDetails(env, request));
  if (answer.ok && summary) {
    const tier = request.deliveryDetails.delivery_type ?? '';
    pushEcommerce('add_shipping_info', { ...summaryEcommerce(summary), shipping_tier: tier });
  }
  return answer;
}
