import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { usePage } from '../../src/hooks/use-page';
import { failure } from '../../src/i18n/messages';
import type { SimType as Sim } from '../../src/api/esim';
import type { PersonalInfoTalon } from './use-personal-info';

/**
 * 000 §2.9 the SIM type (eSIM or physical SIM) for prepaid and postpaid (a part the Screen loads when
 * it offers the choice: simTypeShown). Hidden after a failed scan
 * (000 §4.6: a physical SIM) and, for an eSIM, unless the ID type is 1 or 6 (000 §4.9). Choosing the
 * eSIM asks the bridge with the device's position: location_error and eKycNotVerifed are shown
 * under the choice and the physical SIM stays.
 */
export function SimType({ step }: { step: PersonalInfoTalon }) {
  const { t } = useLingui();
  const { env } = usePage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { facts } = step;

  async function choose(type: Sim) {
    if (busy || type === facts.simType) return;
    setError(null);
    setBusy(true);
    try {
      // the step's calls are a chunk of their own (./calls.ts), loaded when first needed
      const calls = await import('./calls').catch(() => null);
      const refused = calls ? await calls.chooseSimType(env, type) : failure;
      if (refused) setError(t(refused));
      else step.setSimType(type);
    } finally {
      setBusy(false);
    }
  }

  const options: readonly { value: Sim; label: string }[] = [
    { value: 'physical', label: t({ message: 'Physical SIM', comment: '000 §2.9 SIM type choice' }) },
    { value: 'esim', label: t({ message: 'eSIM', comment: '000 §2.9 SIM type choice' }) },
  ];
  return (
    <fieldset
      className="card"
      data-field="sim_type"
      part="sim-type"
      aria-describedby={error ? 'sim-type-error' : undefined}
      aria-busy={busy || undefined}
    >
      <legend>{t({ message: 'SIM type', comment: '000 §2.9 the SIM type choice' })}</legend>
      <div className="choices">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name="sim_type"
              value={option.value}
              checked={facts.simType === option.value}
              onChange={() => void choose(option.value)}
              disabled={busy || step.busy}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <span className="error" id="sim-type-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
