// Contract §4.14 / 000 §7.5: the delivery step's submit, sub_action
// wp_postpaid_prepaid_delivery_details_capture: a captcha token (action delivery_details_submit),
// then the details.
import { DeliveryCaptureSchema, type DeliveryCapture } from '../schemas/delivery';
import { withCaptcha, type CaptchaSource } from './captcha';
import { POSTPAID_PREPAID_MODULE } from './client';
import { attempt, type Result } from './result';
import type { Lang } from '../domain/lang';

export interface DeliveryDetailsRequest {
  deliveryDetails: Readonly<Record<string, string>>;
  lang: Lang;
}

/** 000 §5.6: the captcha before the action proceeds; then the details, answered by the bridge. */
export function captureDeliveryDetails(source: CaptchaSource, request: DeliveryDetailsRequest): Promise<Result<DeliveryCapture>> {
  return withCaptcha(source, 'delivery_details_submit', (captchaToken) =>
    attempt(() =>
      source.client.ajax(
        POSTPAID_PREPAID_MODULE,
        {
          delivery_details: JSON.stringify(request.deliveryDetails),
          delivery_type: request.deliveryDetails.delivery_type ?? '',
          captcha_token: captchaToken,
          lang: request.lang,
        },
        DeliveryCaptureSchema,
        { subAction: 'wp_postpaid_prepaid_delivery_details_capture' },
      ),
    ),
  );
}
