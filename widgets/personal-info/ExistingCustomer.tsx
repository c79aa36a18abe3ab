import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLazy } from '../../src/components/use-lazy';
import type { PersonalInfoTalon } from './use-personal-info';

/** The check itself is the passcode part, loaded when the shopper opens the section. */
const loadCheck = () => import('./passcode/part').then((part) => part.CustomerCheck);

/**
 * 000 §2.9 "An existing-customer verification by mobile or fixed-line number plus a passcode": a
 * section closed at first, whose button opens the check (passcode/CustomerCheck.tsx).
 */
export function ExistingCustomer({ step }: { step: PersonalInfoTalon }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const CustomerCheck = useLazy(open, loadCheck);
  const bodyId = 'existing-customer'; // one per step
  return (
    <section
      className="card"
      part="existing-customer"
      aria-labelledby={`${bodyId}-title`}
      aria-busy={(open && !CustomerCheck) || undefined}
    >
      <h3 id={`${bodyId}-title`}>
        <button type="button" className="btn link" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {t({ message: 'Already our customer? Verify your number', comment: '000 §2.9 opens the existing-customer verification' })}
        </button>
      </h3>
      <div id={bodyId} hidden={!open}>
        {CustomerCheck && <CustomerCheck step={step} />}
      </div>
    </section>
  );
}
