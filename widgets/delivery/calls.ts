// The step's submit (000 §7.5 wp_postpaid_prepaid_delivery_details_capture, contract §4.14): a
// captcha token (action delivery_details_submit), then the details; a chunk of its own, loaded on
// the first NEXT.
import * as v from 'valibot';
import { captchaFor } from '../../src/api/captcha';
import { checkoutFailureOf, type CheckoutFailure } from '../../src/checkout/outcomes';
import type { PageEnv } from '../../src/store';
import type { Lang } from '../../src/domain/lang';
import type { CartSummaryOutput } from '../../src/schemas/cart-summary';
import { pushEcommerce } from '../../src/checkout/analytics';
import { summaryEcommerce } from '../../src/checkout/place-order';

/** Contract §4.14: the accepted details. */
const DeliveryCaptureSchema = v.object({
  service_type: v.nullish(v.string(), ''),
  delivery_type: v.nullish(v.string(), ''),
});

export interface DeliveryRequest {
  deliveryDetails: Readonly<Record<string, string>>;
  lang: Lang;
  /** the cart the step shows: the payload of add_shipping_info (000 §7.6) */
  summary?: CartSummaryOutput | undefined;
}

export type DeliveryAnswer = ({ ok: true } & v.InferOutput<typeof DeliveryCaptureSchema>) | CheckoutFailure;

/** 000 §5.6: the captcha before the action proceeds; then the details, answered by the bridge. */
export async function submitDelivery(env: PageEnv, request: DeliveryRequest): Promise<DeliveryAnswer> {
  let captchaToken: string;
  try {
    captchaToken = await (env.captcha ?? captchaFor(env.config.captcha, env.client))('delivery_details_submit');
  } catch {
    return { ok: false, code: 'captcha_failed', fields: {} }; // 000 §8 captcha missing
  }
  try {
    const answer = await env.client.ajax(
      'wp_postpaid_prepaid_module',
      {
        delivery_details: JSON.stringify(request.deliveryDetails),
        delivery_type: request.deliveryDetails.delivery_type ?? '',
        captcha_token: captchaToken,
        lang: request.lang,
      },
      DeliveryCaptureSchema,
      { subAction: 'wp_postpaid_prepaid_delivery_details_capture' },
    );
    // 000 §7.6: the delivery details are accepted: add_shipping_info with the chosen tier
    if (request.summary) {
      const tier = request.deliveryDetails.delivery_type ?? '';
      pushEcommerce('add_shipping_info', { ...summaryEcommerce(request.summary), shipping_tier: tier });
    }
    return { ok: true, ...answer };
  } catch (error) {
    return checkoutFailureOf(error);
  }
}
