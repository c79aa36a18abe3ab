import { useLingui } from '@lingui/react/macro';
import type { SimType as Sim } from '../../src/api/esim';
import type { PersonalInfoTalon } from './use-personal-info';
import { useSimType } from './use-sim-type';

/**
 * 000 §2.9 the SIM type (eSIM or physical SIM) for prepaid and postpaid (a part the Screen loads when
 * it offers the choice: simTypeShown). Hidden after a failed scan
 * (000 §4.6: a physical SIM) and, for an eSIM, unless the ID type is 1 or 6 (000 §4.9). Choosing the
 * eSIM asks the bridge with the device's position (./use-sim-type.ts): location_error and
 * eKycNotVerifed are shown under the choice and the physical SIM stays.
 */
export function SimType({ step }: { step: PersonalInfoTalon }) {
  const { t } = useLingui();
  const { busy, error, choose } = useSimType(step);
  const { facts } = step;

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
              onChange={() => choose(option.value)}
              disabled={busy || step.busy}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <span className="error" id="sim-type-error" role="alert">
          {t(error)}
        </span>
      )}
    </fieldset>
  );
}
