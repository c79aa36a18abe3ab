// Contract §5: a captcha token bound to an action name. The Sandbox asks the bridge for one;
// a production provider replaces `CaptchaProvider` without touching the callers.
import { CaptchaTokenSchema } from '../schemas/captcha';
import { BridgeError, type BridgeClient } from './client';

export type CaptchaAction =
  | 'number_reservation'
  | 'personal_information_submit'
  | 'resend_otp'
  | 'existing_customer_get_otp'
  | 'existing_customer_verify_otp'
  | 'existing_customer_resend_otp'
  | 'delivery_details_submit'
  | 'place_order';

export type CaptchaProvider = (action: CaptchaAction) => Promise<string>;

export function sandboxCaptcha(client: BridgeClient): CaptchaProvider {
  return async (action) => (await client.ajax('whl_captcha_token', { captcha_action: action }, CaptchaTokenSchema)).token;
}

/**
 * The provider named in the page configuration (contract §1 `captcha`): the Sandbox's, or Google's
 * reCAPTCHA v3, whose code loads only when an action first asks for a token.
 */
export function captchaFor(config: { provider: string; siteKey: string }, client: BridgeClient): CaptchaProvider {
  if (config.provider === 'sandbox') return sandboxCaptcha(client);
  if (config.provider === 'recaptcha') {
    return async (action) => (await import('./recaptcha')).recaptchaV3(config.siteKey)(action);
  }
  // a provider this bundle does not know: the bridge would refuse the call anyway
  return () => Promise.reject(new BridgeError('captcha_failed'));
}
