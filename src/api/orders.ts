// Contract §4.15: placing the order (wp_postpaid_prepaid_place_order), after a captcha token (action
// place_order). The thank-you page's reads are ./thank-you.ts (no captcha there).
import { PlacedOrderSchema, type PlacedOrder } from '../schemas/orders';
import { withCaptcha, type CaptchaSource } from './captcha';
import { POSTPAID_PREPAID_MODULE } from './client';
import { attempt, type Result } from './result';
import type { Lang } from '../domain/lang';
import type { PlacementMethod as PaymentMethod } from '../domain/payment-methods';

/** Contract §4.15 payment_method: a tab's method, or `free` only when nothing is due today (src/domain/payment-methods.ts). */
export type { PaymentMethod };

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
