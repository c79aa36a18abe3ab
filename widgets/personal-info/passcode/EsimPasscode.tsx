import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../src/components/Button';
import { Popup } from '../../../src/components/Popup';
import { usePage } from '../../../src/hooks/use-page';
import { useShop } from '../../../src/store';
import { captchaToken } from '../../../src/api/captcha';
import { resendEsimPasscode, verifyEsimPasscode } from '../../../src/api/esim';
import { failed, type Failure } from '../../../src/api/result';
import { checkoutFailure } from '../../../src/checkout/outcomes';
import { PasscodeBoxes } from './PasscodeBoxes';
import PASSCODE_CSS from './PasscodeBoxes.css';
import { personalMessageFor } from '../rules/messages';
import { PASSCODE_TEXTS } from './messages';
import type { PersonalInfoTalon } from '../use-personal-info';

/**
 * 000 §2.9 the eSIM validation popup, 000 §4.1: after an accepted eSIM (or self-activation) submit a
 * passcode goes to the contact number; a correct one leads to payment when something is due, else
 * the order is placed (`free`) and thank-you follows. OTP_EXPIRED or INVALID reads 'Passcode Expired. Please try again.' (000 §8).
 */
export function EsimPasscode({ step }: { step: PersonalInfoTalon }) {
  const { t } = useLingui();
  const { env } = usePage();
  const orderPlaced = useShop((s) => s.orderPlaced);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'verify' | 'resend'>(null);
  const inFlight = useRef(false);
  const errorId = 'esim-passcode-error'; // one per step

  /** One call at a time; `work` answers the failure to say, if any. */
  async function run(kind: 'verify' | 'resend', work: () => Promise<Failure | void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    // code that cannot load (the placement's) fails as a call that cannot be made
    const answer = await work().catch(() => failed('failure'));
    inFlight.current = false;
    setBusy(null);
    if (!answer) return;
    const failure = checkoutFailure(answer);
    // session_expired: the page's popup (src/session-expiry) is shown and every action blocked
    if (failure.code !== 'session_expired')
      setError(t(personalMessageFor(failure.code === 'validation_error' ? 'otp_invalid' : failure.code)));
  }

  const verify = () =>
    run('verify', async () => {
      if (!/^\d{6}$/.test(code)) {
        setError(t(PASSCODE_TEXTS.notSixDigits));
        return;
      }
      const verified = await verifyEsimPasscode(env.client, code);
      if (!verified.ok) return verified;
      if (verified.value.payment_status) return step.esimVerified(true);
      // 000 §4.1 nothing due: the order is placed here (`free`, contract §4.15), the popup waiting; then thank-you with its id
      const placing = await import('../../../src/checkout/place-order');
      const placed = await placing.placeOrder(env, { paymentMethod: 'free', lang: env.config.lang });
      if (!placed.ok) return setError(t(personalMessageFor(placed.code)));
      orderPlaced(); // the number is sold, on no timer (000 §4.3)
      step.esimVerified(false, placed.value.order_id);
    });

  const resend = () =>
    run('resend', async () => {
      const token = await captchaToken(env, 'resend_otp');
      if (!token.ok) return token;
      const sent = await resendEsimPasscode(env.client, token.value, env.config.lang);
      if (!sent.ok) return sent;
      setCode('');
      setError(null);
      step.showToast({
        text: t(PASSCODE_TEXTS.sent),
        tone: 'success',
      });
    });

  return (
    <Popup
      title={t({ message: 'Confirm your eSIM', comment: '000 §2.9 the eSIM validation popup: title' })}
      onEscape={busy ? null : step.closePopup}
      actions={
        <>
          <Button variant="secondary" onClick={() => void resend()} busy={busy === 'resend'} disabled={busy !== null}>
            {t(PASSCODE_TEXTS.resend)}
          </Button>
          <Button onClick={() => void verify()} busy={busy === 'verify'} disabled={busy !== null}>
            {t(PASSCODE_TEXTS.verify)}
          </Button>
        </>
      }
    >
      <style>{PASSCODE_CSS}</style>
      <p>
        {t({
          message: 'We sent a 6-digit passcode to your contact number. Enter it to confirm your eSIM.',
          comment: '000 §4.1 the eSIM passcode',
        })}
      </p>
      <PasscodeBoxes
        value={code}
        label={t(PASSCODE_TEXTS.label)}
        errorId={error ? errorId : undefined}
        disabled={busy !== null}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
      />
      {error && (
        <p className="error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </Popup>
  );
}
