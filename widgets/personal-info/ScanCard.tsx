import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../src/components/Button';
import { useLazy } from '../../src/components/use-lazy';
import type { PersonalInfoTalon } from './use-personal-info';
import { PERSONAL_SHARED } from './messages';

/** The scanner is a chunk of its own: the page loads it when the shopper starts the scan (000 §4.6). */
const loadScanner = () => import('./scanner/part').then((part) => part.Scanner);

/**
 * 000 §2.9 "An eKYC scan (document and face), with the manual upload as fallback": the scan's card
 * while it is to be done, then what came of it. A failed scan turns the step to the manual fields
 * (000 §4.6).
 */
export function ScanCard({ step, error }: { step: PersonalInfoTalon; error: string | null }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const Scanner = useLazy(open, loadScanner);
  const { ekyc } = step.facts;
  if (ekyc === 'disabled') return null;
  return (
    <section className="scan-card" data-field="ekyc" part="ekyc" aria-labelledby="ekyc-title">
      <h3 id="ekyc-title">{t(PERSONAL_SHARED.verifyIdentity)}</h3>
      {ekyc === 'pending' && (
        <>
          <p>
            {t({
              message: 'Scan your ID and take a selfie: we fill in your details from your document.',
              comment: '000 §4.6 what the eKYC scan does',
            })}
          </p>
          <Button onClick={() => setOpen(true)} busy={open && !Scanner} aria-describedby={error ? 'ekyc-error' : undefined}>
            {t({ message: 'Start the scan', comment: '000 §4.6 opens the eKYC scanner' })}
          </Button>
          {error && (
            <span className="error" id="ekyc-error">
              {error}
            </span>
          )}
        </>
      )}
      {ekyc === 'success' && (
        <p className="notice success" role="status">
          {t({ message: 'Your identity is verified.', comment: '000 §4.6 after a successful scan' })}
        </p>
      )}
      {ekyc === 'failed' && (
        <p className="notice warning" role="status">
          {t({
            message: 'We could not verify your identity by the scan. Please enter your details and upload your ID documents below.',
            comment: '000 §4.6 after a failed scan: the manual fields',
          })}
        </p>
      )}
      {open && Scanner && (
        <Scanner
          orderType={step.facts.orderType}
          idType={step.values.customer_id_type || undefined}
          nationality={step.values.nationality || undefined}
          onSuccess={(result) => {
            setOpen(false);
            step.scanSucceeded(result.sessionId, result.identity);
          }}
          onFailure={() => {
            setOpen(false);
            step.setEkyc('failed');
          }}
          onSkip={() => {
            setOpen(false);
            step.setEkyc('disabled');
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}
