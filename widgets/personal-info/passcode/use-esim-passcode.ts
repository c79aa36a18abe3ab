// The eSIM passcode popup's logic (./EsimPasscode.tsx renders it). 000 §2.9 the eSIM validation
// popup, 000 §4.1: a correct passcode leads to payment when something is due, else the order is
// placed (`free`, contract §4.15) and thank-you follows; a new passcode needs the captcha
// `resend_otp`. OTP_EXPIRED or INVALID reads 'Passcode Expired. Please try again.' (000 §8).
import { useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { usePage } from '../../../src/hooks/use-page';
import { useShop } from '../../../src/store';
import { captchaToken } from '../../../src/api/captcha';
import { resendEsimPasscode, verifyEsimPasscode } from '../../../src/api/esim';
import { failed, type Failure } from '../../../src/api/result';
import { checkoutFailure } from '../../../src/checkout/outcomes';
import { personalMessageFor } from '../rules/messages';
import { PASSCODE_TEXTS } from './messages';
import type { PersonalInfoTalon } from '../use-personal-info';

export type EsimPasscodeCall = 'verify' | 'resend';

export interface EsimPasscodeTalon {
  /** the digits typed so far */
  code: string;
  /** why the passcode was not taken, shown under the boxes */
  error: MessageDescriptor | null;
  /** the call in flight, if any: every button and box waits for it */
  busy: EsimPasscodeCall | null;
  /** the boxes changed: the error is hidden while typing */
  type(code: string): void;
  verify(): void;
  resend(): void;
}

export function useEsimPasscode(step: Pick<PersonalInfoTalon, 'esimVerified' | 'showToast'>): EsimPasscodeTalon {
  const { env } = usePage();
  const orderPlaced = useShop((s) => s.orderPlaced);
  const [code, setCode] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState<EsimPasscodeCall | null>(null);
  const inFlight = useRef(false);

  /** One call at a time (a double click sends once); `work` answers the failure to say, if any. */
  async function run(kind: EsimPasscodeCall, work: () => Promise<Failure | void>) {
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
      setError(personalMessageFor(failure.code === 'validation_error' ? 'otp_invalid' : failure.code));
  }

  const verify = () =>
    run('verify', async () => {
      if (!/^\d{6}$/.test(code)) {
        setError(PASSCODE_TEXTS.notSixDigits);
        return;
      }
      const verified = await verifyEsimPasscode(env.client, code);
      if (!verified.ok) return verified;
      if (verified.value.payment_status) return step.esimVerified(true);
      // 000 §4.1 nothing due: the order is placed here (`free`, contract §4.15), the popup waiting; then thank-you with its id
      const placing = await import('../../../src/checkout/place-order');
      const placed = await placing.placeOrder(env, { paymentMethod: 'free', lang: env.config.lang });
      // refused for what this step records (contract §4.15, e.g. details that no longer fit the cart): said here
      if (!placed.ok) return setError(placing.fixOf(placed)?.text ?? personalMessageFor(placed.code));
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
      step.showToast({ text: PASSCODE_TEXTS.sent, tone: 'success' });
    });

  return {
    code,
    error,
    busy,
    type(next) {
      setCode(next);
      setError(null);
    },
    verify: () => void verify(),
    resend: () => void resend(),
  };
}
