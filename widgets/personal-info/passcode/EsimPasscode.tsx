import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../src/components/Button';
import { Popup } from '../../../src/components/Popup';
import { PasscodeBoxes } from './PasscodeBoxes';
import PASSCODE_CSS from './PasscodeBoxes.css';
import { PASSCODE_TEXTS } from './messages';
import { useEsimPasscode } from './use-esim-passcode';
import type { PersonalInfoTalon } from '../use-personal-info';

/**
 * 000 §2.9 the eSIM validation popup, 000 §4.1: after an accepted eSIM (or self-activation) submit a
 * passcode goes to the contact number; a correct one leads to payment when something is due, else
 * the order is placed (`free`) and thank-you follows (./use-esim-passcode.ts).
 */
export function EsimPasscode({ step }: { step: PersonalInfoTalon }) {
  const { t } = useLingui();
  const { code, error, busy, type, verify, resend } = useEsimPasscode(step);
  const errorId = 'esim-passcode-error'; // one per step

  return (
    <Popup
      title={t({ message: 'Confirm your eSIM', comment: '000 §2.9 the eSIM validation popup: title' })}
      onEscape={busy ? null : step.closePopup}
      actions={
        <>
          <Button variant="secondary" onClick={resend} busy={busy === 'resend'} disabled={busy !== null}>
            {t(PASSCODE_TEXTS.resend)}
          </Button>
          <Button onClick={verify} busy={busy === 'verify'} disabled={busy !== null}>
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
        onChange={type}
      />
      {error && (
        <p className="error" id={errorId} role="alert">
          {t(error)}
        </p>
      )}
    </Popup>
  );
}
