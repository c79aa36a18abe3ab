// The step's calls to the bridge that wait for the shopper to act (NEXT, choosing the eSIM): a
// chunk of their own, loaded the first time one is made, answering an outcome instead of throwing
// (contract §3 codes, the flow's outcomes with their data: src/checkout/outcomes.ts).
import { captchaFor } from '../../src/api/captcha';
import { capturePersonalDetails, type CapturePersonalDetailsRequest } from '../../src/api/personal-info';
import { changeSimType, type DevicePosition, type SimType } from '../../src/api/esim';
import { checkoutFailureOf, type CheckoutFailure } from '../../src/checkout/outcomes';
import type { PageEnv } from '../../src/store';

export type Submitted = { ok: true; type: string; nonce: string } | { ok: false; failure: CheckoutFailure };

/** 000 §7.4 the personal submit: a captcha token (none: 000 §8 'Captcha missing'), then the details. */
export async function submitPersonalDetails(
  env: PageEnv,
  request: Omit<CapturePersonalDetailsRequest, 'captchaToken'>,
): Promise<Submitted> {
  let captchaToken: string;
  try {
    captchaToken = await (env.captcha ?? captchaFor(env.config.captcha.provider, env.client))('personal_information_submit');
  } catch {
    return { ok: false, failure: { ok: false, code: 'captcha_failed', fields: {} } };
  }
  try {
    const answer = await capturePersonalDetails(env.client, { ...request, captchaToken });
    return { ok: true, type: answer.type, nonce: answer.current_nonce };
  } catch (error) {
    return { ok: false, failure: checkoutFailureOf(error) };
  }
}

/** 000 §7.4 wp_change_sim_type: null when the bridge took it, else its code (location_error, eKycNotVerifed, …). */
export async function chooseSimType(env: PageEnv, type: SimType, position?: DevicePosition): Promise<string | null> {
  try {
    await changeSimType(env.client, type, position);
    return null;
  } catch (error) {
    return checkoutFailureOf(error).code;
  }
}
