import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../src/components/Button';
import { Field } from '../../../src/checkout/Field';
import { PasscodeBoxes } from './PasscodeBoxes';
import PASSCODE_CSS from './PasscodeBoxes.css';
import { PASSCODE_TEXTS } from './messages';
import { useCustomerCheck } from './use-customer-check';
import type { PersonalInfoTalon } from '../use-personal-info';

/**
 * The body of the existing-customer section (./ExistingCustomer.tsx opens it). 000 §2.9, §5.8: an
 * existing customer verifies a mobile or fixed-line number with a passcode sent to it; the answers
 * of 000 §8 "Existing customer" are the talon's (./use-customer-check.ts).
 */
export function CustomerCheck({ step }: { step: PersonalInfoTalon }) {
  const { t } = useLingui();
  const check = useCustomerCheck(step);
  const { stage, number, numberError, code, codeError, busy, name } = check;
  // the focus, kept where the shopper goes on: the boxes once a passcode is sent, the notice once verified
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (stage === 'verified') notice.current?.focus();
  }, [stage]);
  const codeErrorId = 'customer-passcode-error'; // one per step

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
          error={numberError && t(numberError)}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="tel-national"
              dir="ltr"
              value={number}
              disabled={busy !== null}
              onChange={(event) => check.typeNumber(event.currentTarget.value)}
              onBlur={check.leaveNumber}
            />
          )}
        </Field>
      </div>
      {stage === 'number' && (
        <div className="actions">
          <Button variant="secondary" onClick={check.getPasscode} busy={busy === 'get'} disabled={number.length !== 8}>
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
            focusRequest={check.boxesFocus}
            onChange={check.typeCode}
          />
          {codeError && (
            <span className="error" id={codeErrorId} role="alert">
              {t(codeError)}
            </span>
          )}
          <div className="actions">
            <Button variant="secondary" onClick={check.resendPasscode} busy={busy === 'resend'} disabled={busy !== null}>
              {t(PASSCODE_TEXTS.resend)}
            </Button>
            <Button onClick={check.verify} busy={busy === 'verify'} disabled={busy !== null}>
              {t(PASSCODE_TEXTS.verify)}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
