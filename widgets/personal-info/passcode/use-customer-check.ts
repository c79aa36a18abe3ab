// The existing-customer check's logic (./CustomerCheck.tsx renders it). 000 §2.9, §5.8: an existing
// customer verifies a mobile or fixed-line number with a passcode sent to it, each call behind its
// captcha; the operator's answer (000 §3.12) sets the flags the §4.7 table reads. Every answer of 000
// §8 "Existing customer": new_customer → the customer-not-found popup, invalid_input → the inline
// invalid-number error, a failure on get → the fraud popup, on verify or resend → the not-found
// popup, a wrong passcode → the inline error; too many passcodes (limit_exceeded) → 000 §8's 'Limit
// exceeded' toast.
import { useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { usePage } from '../../../src/hooks/use-page';
import { captchaToken } from '../../../src/api/captcha';
import { sendCustomerPasscode, verifyCustomerPasscode } from '../../../src/api/personal-info';
import type { Failure } from '../../../src/api/result';
import { checkoutFailure } from '../../../src/checkout/outcomes';
import { normaliseDigits } from '../../../src/domain/digits';
import { omanNumberError } from '../../../src/domain/msisdn';
import { personalMessageFor } from '../rules/messages';
import { PASSCODE_TEXTS } from './messages';
import type { PersonalInfoTalon } from '../use-personal-info';

/** The number is typed, a passcode was sent to it, or the customer is verified. */
export type CustomerCheckStage = 'number' | 'passcode' | 'verified';
export type CustomerCheckCall = 'get' | 'verify' | 'resend';

export interface CustomerCheckTalon {
  stage: CustomerCheckStage;
  /** the number as typed: Western digits, at most 8 */
  number: string;
  numberError: MessageDescriptor | null;
  /** the passcode's digits typed so far */
  code: string;
  codeError: MessageDescriptor | null;
  /** the call in flight, if any */
  busy: CustomerCheckCall | null;
  /** the verified customer's name, from the operator */
  name: string;
  /** a new value asks the passcode boxes for the focus: a passcode was just sent */
  boxesFocus: number;
  typeNumber(value: string): void;
  /** the number field lost the focus: a typed number is checked */
  leaveNumber(): void;
  typeCode(value: string): void;
  getPasscode(): void;
  resendPasscode(): void;
  verify(): void;
}

export function useCustomerCheck(step: Pick<PersonalInfoTalon, 'showToast' | 'openPopup' | 'setCustomer'>): CustomerCheckTalon {
  const { env } = usePage();
  const [stage, setStage] = useState<CustomerCheckStage>('number');
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<MessageDescriptor | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState<CustomerCheckCall | null>(null);
  const [name, setName] = useState('');
  const [boxesFocus, setBoxesFocus] = useState(0);
  const inFlight = useRef(false);

  /** One call at a time (a double click sends once); failures by 000 §8. */
  async function run(kind: CustomerCheckCall, work: () => Promise<Failure | void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    const failed = await work();
    inFlight.current = false;
    setBusy(null);
    if (!failed) return;
    const failure = checkoutFailure(failed);
    if (failure.code === 'validation_error' || failure.code === 'invalid_input') {
      if (failure.fields.otp) setCodeError(personalMessageFor('otp_invalid'));
      else setNumberError(personalMessageFor(failure.fields.customer_number ?? 'number_invalid'));
    } else if (failure.code === 'otp_invalid' || failure.code === 'otp_expired') {
      setCodeError(personalMessageFor(failure.code));
    } else if (failure.code === 'session_expired') {
      // the page's popup (src/session-expiry) is shown and every action blocked
    } else if (failure.code === 'captcha_failed' || failure.code === 'rate_limited' || failure.code === 'limit_exceeded') {
      // limit_exceeded: too many passcodes to this number or from this session (contract §3): try later
      step.showToast({ text: personalMessageFor(failure.code), tone: 'error' });
    } else if (failure.code === 'not_eligible' || (kind === 'get' && failure.code !== 'new_customer')) {
      step.openPopup('not_eligible'); // 000 §8: failure on get passcode → the fraud popup
    } else {
      step.openPopup('customer_not_found'); // new_customer, or a failure on verify or resend
    }
  }

  const checkNumber = () => {
    const error = omanNumberError(number);
    setNumberError(error ? personalMessageFor(error) : null);
    return error === null;
  };

  const sendPasscode = (resend: boolean) =>
    run(resend ? 'resend' : 'get', async () => {
      if (!checkNumber()) return;
      const token = await captchaToken(env, resend ? 'existing_customer_resend_otp' : 'existing_customer_get_otp');
      if (!token.ok) return token;
      const sent = await sendCustomerPasscode(env.client, resend ? 'resend' : 'get', number, token.value, env.config.lang);
      if (!sent.ok) return sent;
      setCode('');
      setCodeError(null);
      setStage('passcode');
      setBoxesFocus((request) => request + 1);
      if (resend) step.showToast({ text: PASSCODE_TEXTS.sent, tone: 'success' });
    });

  const verify = () =>
    run('verify', async () => {
      if (!/^\d{6}$/.test(code)) {
        setCodeError(PASSCODE_TEXTS.notSixDigits);
        return;
      }
      const token = await captchaToken(env, 'existing_customer_verify_otp');
      if (!token.ok) return token;
      const verified = await verifyCustomerPasscode(env.client, number, code, token.value);
      if (!verified.ok) return verified;
      const customer = verified.value;
      const eligibility = customer.customerEligibilityStatus === 'true' ? 'true' : 'false';
      setName(customer.customerName);
      setStage('verified');
      step.setCustomer({ eligibility, otherNationality: customer.otherNationalityStatus === 'true' });
    });

  return {
    stage,
    number,
    numberError,
    code,
    codeError,
    busy,
    name,
    boxesFocus,
    typeNumber(value) {
      setNumber(normaliseDigits(value).replace(/\D/g, '').slice(0, 8));
      setNumberError(null);
      if (stage === 'passcode') setStage('number'); // another number needs its own passcode
    },
    leaveNumber() {
      if (number !== '') checkNumber();
    },
    typeCode(value) {
      setCode(value);
      setCodeError(null); // 000 §5.8: the error is hidden while typing
    },
    getPasscode: () => void sendPasscode(false),
    resendPasscode: () => void sendPasscode(true),
    verify: () => void verify(),
  };
}
