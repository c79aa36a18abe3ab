// Contract §4.10 / 000 §4.1, §7.4, §8 (eSIM): the SIM type change of the personal step and the eSIM
// passcode the accepted submit sent. Sub_actions of wp_postpaid_prepaid_module; the bridge answers
// location_error and eKycNotVerifed on the change, otp_invalid and otp_expired on the verify, which
// the purchase flow reads back with checkoutFailure (src/checkout/outcomes.ts).
import { EsimPasscodeSentSchema, EsimPasscodeVerifiedSchema, SimTypeChangedSchema, type SimType } from '../schemas/esim';
import { POSTPAID_PREPAID_MODULE as ACTION, type BridgeClient } from './client';
import { attempt } from './result';
import type { Lang } from '../domain/lang';

export type { SimType } from '../schemas/esim';

/** The device's position (decimal degrees), from the browser's geolocation. */
export interface DevicePosition {
  lat: number;
  lng: number;
}

/** wp_change_sim_type: esim needs the device's position (in Oman) and a verified identity; physical needs nothing. */
export function changeSimType(client: BridgeClient, simType: SimType, position?: DevicePosition) {
  const where = simType === 'esim' && position ? { lat: position.lat, lng: position.lng } : {};
  return attempt(() => client.ajax(ACTION, { sim_type: simType, ...where }, SimTypeChangedSchema, { subAction: 'wp_change_sim_type' }));
}

/** wp_postpaid_prepaid_esim_otp_verify: the 6-digit passcode sent after the accepted eSIM submit. */
export function verifyEsimPasscode(client: BridgeClient, otp: string) {
  return attempt(() => client.ajax(ACTION, { otp }, EsimPasscodeVerifiedSchema, { subAction: 'wp_postpaid_prepaid_esim_otp_verify' }));
}

/** wp_resend_esim_otp: a new passcode (captcha action resend_otp); the earlier one stops working. */
export function resendEsimPasscode(client: BridgeClient, captchaToken: string, lang: Lang) {
  // the passcode's SMS is written in the page's language
  return attempt(() =>
    client.ajax(ACTION, { captcha_token: captchaToken, lang }, EsimPasscodeSentSchema, { subAction: 'wp_resend_esim_otp' }),
  );
}
