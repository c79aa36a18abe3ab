// Contract §4.8–§4.9 / 000 §7.4: the personal-information step's calls, sub_actions of
// wp_postpaid_prepaid_module; these name their captcha field `captcha_token` (000 §7.4).
import { ExistingCustomerSchema, PasscodeSentSchema, PersonalCaptureSchema } from '../schemas/personal-info';
import { POSTPAID_PREPAID_MODULE as ACTION, type BridgeClient } from './client';
import { attempt } from './result';
import type { Lang } from '../domain/lang';

export interface CapturePersonalDetailsRequest {
  /** 000 §3.8 personal_details: the keys the step shows, '' for a field left empty */
  personalDetails: Readonly<Record<string, string>>;
  captchaToken: string;
  /** what the page saw of the scan; the bridge keeps its own record (contract §4.8) */
  ekycStatus: 'success' | 'failure' | '';
  /** the scan's verification session (its result token's jti) */
  idvSessionId: string;
  /** the page's language: names are checked by it (000 §5.3) and the eSIM passcode is sent in it */
  lang: Lang;
}

export function capturePersonalDetails(client: BridgeClient, request: CapturePersonalDetailsRequest) {
  return attempt(() =>
    client.ajax(
      ACTION,
      {
        personal_details: JSON.stringify(request.personalDetails),
        captcha_token: request.captchaToken,
        ekyc_verification_status: request.ekycStatus,
        whlidv_session_id: request.idvSessionId,
        lang: request.lang,
      },
      PersonalCaptureSchema,
      { subAction: 'wp_postpaid_prepaid_personal_infomation_capture' },
    ),
  );
}

export type CustomerPasscodeStep = 'get' | 'resend';

const PASSCODE_SUB_ACTIONS = {
  get: 'verify-existing-customer-number',
  resend: 'resend-otp-existing-customer-number',
} as const;

/** 000 §5.8: a passcode to the existing customer's number (get, or resend which ends the earlier one). */
export function sendCustomerPasscode(
  client: BridgeClient,
  step: CustomerPasscodeStep,
  customerNumber: string,
  captchaToken: string,
  lang: Lang,
) {
  // the passcode's SMS is written in the page's language
  return attempt(() =>
    client.ajax(ACTION, { customer_number: customerNumber, captcha_token: captchaToken, lang }, PasscodeSentSchema, {
      subAction: PASSCODE_SUB_ACTIONS[step],
    }),
  );
}

/** 000 §5.8, §3.12: the passcode, answered by what the operator knows of the customer. */
export function verifyCustomerPasscode(client: BridgeClient, customerNumber: string, otp: string, captchaToken: string) {
  return attempt(() =>
    client.ajax(ACTION, { customer_number: customerNumber, otp, captcha_token: captchaToken }, ExistingCustomerSchema, {
      subAction: 'verify-otp-existing-customer-number',
    }),
  );
}
