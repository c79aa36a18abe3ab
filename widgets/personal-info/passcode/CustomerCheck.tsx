import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../src/components/Button';
import { Field } from '../../../src/checkout/Field';
import { usePage } from '../../../src/hooks/use-page';
import { captchaToken } from '../../../src/api/captcha';
import { sendCustomerPasscode, verifyCustomerPasscode } from '../../../src/api/personal-info';
import { checkoutFailure } from '../../../src/checkout/outcomes';
import type { Failure } from '../../../src/api/result';
import { normaliseDigits } from '../../../src/domain/digits';
import { omanNumberError } from '../../../src/domain/msisdn';
import { PasscodeBoxes } from './PasscodeBoxes';
import PASSCODE_CSS from './PasscodeBoxes.css';
import { personalMessageFor } from '../rules/messages';
import { PASSCODE_TEXTS } from './messages';
import type { PersonalInfoTalon } from '../use-personal-info';

type Stage = 'number' | 'passcode' | 'verified';
type Busy = null | 'get' | 'verify' | 'resend';

/**
 * The body of the existing-customer section (./ExistingCustomer.tsx opens it). 000 §2.9, §5.8: an existing customer verifies a mobile or fixed-line number with a passcode sent
 * to it; the operator's answer (000 §3.12) sets the flags the §4.7 table reads. Every answer of 000
 * §8 "Existing customer": new_customer → the customer-not-found popup, invalid_input → the inline
 * invalid-number error, a failure on get → the fraud popup, on verify or resend → the not-found
 * popup, a wrong passcode → the inline error.
 */
export function CustomerCheck({ step }: { step: PersonalInfoTalon }) {
  const { t } = useLingui();
  const { env } = usePage();
  const [stage, setStage] = useState<Stage>('number');
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [name, setName] = useState('');
  const inFlight = useRef(false);
  // the focus, kept where the shopper goes on: the boxes once a passcode is sent, the notice once verified
  const [boxesFocus, setBoxesFocus] = useState(0);
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (stage === 'verified') notice.current?.focus();
  }, [stage]);
  const codeErrorId = 'customer-passcode-error'; // one per step

  /** One call at a time (a double click sends once); failures by 000 §8. */
  async function run(kind: Exclude<Busy, null>, work: () => Promise<Failure | void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    const failed = await work();
    inFlight.current = false;
    setBusy(null);
    if (failed) {
      const failure = checkoutFailure(failed);
      if (failure.code === 'validation_error' || failure.code === 'invalid_input') {
        if (failure.fields.otp) setCodeError(t(personalMessageFor('otp_invalid')));
        else setNumberError(t(personalMessageFor(failure.fields.customer_number ?? 'number_invalid')));
      } else if (failure.code === 'otp_invalid' || failure.code === 'otp_expired') {
        setCodeError(t(personalMessageFor(failure.code)));
      } else if (failure.code === 'session_expired') {
        // the page's popup (src/session-expiry) is shown and every action blocked
      } else if (failure.code === 'captcha_failed' || failure.code === 'rate_limited') {
        step.showToast({ text: personalMessageFor(failure.code), tone: 'error' });
      } else if (failure.code === 'not_eligible' || (kind === 'get' && failure.code !== 'new_customer')) {
        step.openPopup('not_eligible'); // 000 §8: failure on get passcode → the fraud popup
      } else {
        step.openPopup('customer_not_found'); // new_customer, or a failure on verify or resend
      }
    }
  }

  const checkNumber = () => {
    const error = omanNumberError(number);
    setNumberError(error ? t(personalMessageFor(error)) : null);
    return error === null;
  };

  const getPasscode = (resend: boolean) =>
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
      if (resend)
        step.showToast({
          text: t(PASSCODE_TEXTS.sent),
          tone: 'success',
        });
    });

  const verify = () =>
    run('verify', async () => {
      if (!/^\d{6}$/.test(code)) {
        setCodeError(t(PASSCODE_TEXTS.notSixDigits));
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

  if (stage === 'verified') {
    return (
      <p ref={notice} className="notice success" role="status" tabIndex={-1}>
        {step.facts.eligibility === 'true'
          ? t({
              message: `Verified: ${name}. We already have your identity details.`,
              comment: '000 §5.8 an eligible existing customer; {name} from the operator',
            })
          : t({
              message: `Verified: ${name}. Please complete the details below.`,
              comment: '000 §5.8 a verified customer who is not eligible to skip the identity part',
            })}
      </p>
    );
  }

  return (
    <div className="form">
      <style>{PASSCODE_CSS}</style>
      <p className="muted">
        {t({ message: 'We send a passcode to your mobile or fixed-line number.', comment: '000 §5.8 what the verification does' })}
      </p>
      <div className="fields">
        <Field
          name="customer_number"
          label={t({ message: 'Mobile or fixed-line number', comment: '000 §5.8 the existing customer’s number' })}
          error={numberError}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="tel-national"
              dir="ltr"
              value={number}
              disabled={busy !== null}
              onChange={(event) => {
                setNumber(normaliseDigits(event.currentTarget.value).replace(/\D/g, '').slice(0, 8));
                setNumberError(null);
                if (stage === 'passcode') setStage('number'); // another number needs its own passcode
              }}
              onBlur={() => number !== '' && checkNumber()}
            />
          )}
        </Field>
      </div>
      {stage === 'number' && (
        <div className="actions">
          <Button variant="secondary" onClick={() => void getPasscode(false)} busy={busy === 'get'} disabled={number.length !== 8}>
            {t({ message: 'Get passcode', comment: '000 §5.8 sends the passcode (needs exactly 8 digits)' })}
          </Button>
        </div>
      )}
      {stage === 'passcode' && (
        <div className="field" data-field="otp">
          <span className="label">{t(PASSCODE_TEXTS.label)}</span>
          <PasscodeBoxes
            value={code}
            label={t(PASSCODE_TEXTS.label)}
            errorId={codeError ? codeErrorId : undefined}
            disabled={busy !== null}
            focusRequest={boxesFocus}
            onChange={(value) => {
              setCode(value);
              setCodeError(null); // 000 §5.8: the error is hidden while typing
            }}
          />
          {codeError && (
            <span className="error" id={codeErrorId} role="alert">
              {codeError}
            </span>
          )}
          <div className="actions">
            <Button variant="secondary" onClick={() => void getPasscode(true)} busy={busy === 'resend'} disabled={busy !== null}>
              {t(PASSCODE_TEXTS.resend)}
            </Button>
            <Button onClick={() => void verify()} busy={busy === 'verify'} disabled={busy !== null}>
              {t(PASSCODE_TEXTS.verify)}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
