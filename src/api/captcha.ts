// Contract §5: a captcha token bound to an action name. The Sandbox asks the bridge for one;
// a production provider replaces `CaptchaProvider` without touching the callers.
import { CaptchaTokenSchema } from '../schemas/captcha';
import { BridgeError, type BridgeClient } from './client';
import { attempt, failed, type Failure, type Result } from './result';

/** Contract §4.5, §5: the Sandbox captcha's token. */
const CAPTCHA_TOKEN = 'whl_captcha_token';

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
  return async (action) => (await client.ajax(CAPTCHA_TOKEN, { captcha_action: action }, CaptchaTokenSchema)).token;
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

/** Where a page's tokens come from: its own provider (tests), else the one its configuration names. */
export interface CaptchaSource {
  captcha?: CaptchaProvider | undefined;
  config: { captcha: { provider: string; siteKey: string } };
  client: BridgeClient;
}

/** One token for `action` (tokens are single-use, contract §5: every call asks anew), or why there is none. */
export function captchaToken(source: CaptchaSource, action: CaptchaAction): Promise<Result<string>> {
  return attempt(() => (source.captcha ?? captchaFor(source.config.captcha, source.client))(action));
}

/** 000 §5.6–§5.7, §8 'Captcha missing': a token for `action`, then the call; no token, whatever the reason, is captcha_failed. */
export async function withCaptcha<T, Code extends string>(
  source: CaptchaSource,
  action: CaptchaAction,
  send: (token: string) => Promise<{ ok: true; value: T } | Failure<Code>>,
): Promise<{ ok: true; value: T } | Failure<Code | 'captcha_failed'>> {
  const token = await captchaToken(source, action);
  return token.ok ? send(token.value) : failed('captcha_failed');
}
