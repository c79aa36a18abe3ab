// The step's calls to the bridge that wait for the shopper to act (NEXT, choosing the eSIM), with
// what their answers do to the step: a chunk of their own, loaded the first time one is made
// (contract §3 codes, the flow's outcomes with their data: src/checkout/outcomes.ts).
import { withCaptcha } from '../../src/api/captcha';
import { capturePersonalDetails, type CapturePersonalDetailsRequest } from '../../src/api/personal-info';
import { changeSimType, type DevicePosition, type SimType } from '../../src/api/esim';
import { checkoutFailure, checkoutResult } from '../../src/checkout/outcomes';
import type { PageEnv } from '../../src/store';
import { FIELD_ORDER, type FormErrorKey, type StepFacts } from './form';
import { personalMessageFor } from './rules/messages';
import { configured } from '../../src/i18n/messages';
import type { MessageDescriptor } from '@lingui/core';
import type { PopupKind, ToastView } from './use-personal-info';

/** What the submit may do to the step (use-personal-info.ts builds it). */
export interface StepControl {
  env: PageEnv;
  setErrors(errors: Partial<Record<FormErrorKey, MessageDescriptor>>): void;
  setToast(toast: ToastView): void;
  setPopup(popup: PopupKind): void;
  /** 000 §4.6 ekycFailure: the manual documents and a physical SIM */
  failedScan(): void;
  /** 000 §4.8: the deposit section, with the bridge's data */
  askDeposit(deposit: NonNullable<StepFacts['deposit']>): void;
  scrollToField(key: FormErrorKey): void;
  /** accepted: the session's new nonce and the SIM type the bridge answered */
  saved(nonce: string, type: string): void;
}

/** The submit's answer: accepted, or the flow's outcome with its data (000 §8 captcha missing: captcha_failed). */
async function capture(env: PageEnv, request: Omit<CapturePersonalDetailsRequest, 'captchaToken'>) {
  return checkoutResult(
    await withCaptcha(env, 'personal_information_submit', (captchaToken) =>
      capturePersonalDetails(env.client, { ...request, captchaToken }),
    ),
  );
}

/**
 * 000 §7.4 the personal submit: a captcha token, then the details; each answer of 000 §8
 * "Personal information" becomes what the step shows.
 */
export async function submitStep(step: StepControl, request: Omit<CapturePersonalDetailsRequest, 'captchaToken'>): Promise<void> {
  const answer = await capture(step.env, request);
  if (answer.ok) return step.saved(answer.value.current_nonce, answer.value.type);
  switch (answer.code) {
    case 'validation_error': {
      const errors = Object.fromEntries(
        Object.entries(answer.fields)
          .filter(([key]) => (FIELD_ORDER as readonly string[]).includes(key))
          .map(([key, code]) => [key, personalMessageFor(code)]),
      );
      step.setErrors(errors);
      const first = FIELD_ORDER.find((key) => key in errors);
      if (first) return step.scrollToField(first);
      return step.setToast({ text: personalMessageFor('failure'), tone: 'error' });
    }
    case 'security_deposit': {
      const details = answer.details ?? {};
      // 000 §4.8 the configured warning, or ours when the operator set none
      step.setToast({
        text: configured(step.env.config.messages, 'security_deposit') || personalMessageFor('security_deposit'),
        tone: 'warning',
      });
      return step.askDeposit({
        creditLimit: typeof details.credit_limit_money === 'string' ? details.credit_limit_money : '',
        salaryRange: Boolean(details.salary_range),
        submitToken: typeof details.whlidv_submit_token === 'string' ? details.whlidv_submit_token : '',
      });
    }
    case 'ekycFailure':
      step.failedScan();
      return step.setPopup('ekycFailure');
    case 'not_eligible':
      return step.setPopup(answer.code);
    case 'session_expired':
      return; // 000 §4.3: the page's session-expiry popup (src/session-expiry) is shown and every action blocked
    default: // captcha_failed is 000 §8 'Captcha missing'; the rest their own texts or the generic failure
      step.setToast({ text: personalMessageFor(answer.code), tone: 'error' });
  }
}

/** The device's position for the eSIM check (000 §7.4 wp_change_sim_type lat, lng); refused or absent → null. */
function devicePosition(): Promise<DevicePosition | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 600_000 },
    ),
  );
}

/**
 * 000 §7.4 wp_change_sim_type, with the device's position for the eSIM: null when the bridge took it,
 * else its code (location_error, also when the browser gives no position; eKycNotVerifed, …).
 */
export async function chooseSimType(env: PageEnv, type: SimType): Promise<MessageDescriptor | null> {
  const position = type === 'esim' ? await devicePosition() : null;
  if (type === 'esim' && !position) return personalMessageFor('location_error');
  const changed = await changeSimType(env.client, type, position ?? undefined);
  return changed.ok ? null : personalMessageFor(checkoutFailure(changed).code);
}
