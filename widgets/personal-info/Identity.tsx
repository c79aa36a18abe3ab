import { useLingui } from '@lingui/react/macro';
import { Field } from '../../src/checkout/Field';
import type { PersonalInfoTalon } from './use-personal-info';
import type { FormErrorKey } from './form';
import { idTypeLabel } from './messages';
import { FLOW } from '../../src/checkout/messages';
import { touristPackNationalities } from '../../src/domain/nationalities';
import { useLazy } from '../../src/components/use-lazy';

/** The fields a scan would fill (ID number, dates, names, gender): a part loaded when the step asks for them. */
const loadManualFields = () => import('./identity/part').then((part) => part.ManualFields);
/** 000 §4.6 the eKYC scan's card: a part loaded when the operator has the scan on. */
const loadScanCard = () => import('./ScanCard').then((part) => part.ScanCard);
const MANUAL = ['customer_id', 'customer_id_dob', 'customer_id_expiry_date', 'user_first_name', 'user_last_name', 'gender'] as const;

interface IdentityProps {
  step: PersonalInfoTalon;
  error(key: FormErrorKey): string | null;
}

/**
 * 000 §2.9 identity part, the fields the §4.7 table asks for: nationality, ID type (its options by
 * nationality, 000 §5.4), ID number labelled '<ID type> Number', date of birth and ID expiry
 * (dd/mm/yyyy), first, middle and last name, gender.
 */
export function Identity({ step, error }: IdentityProps) {
  const { t } = useLingui();
  const { shown, values, facts, countries } = step;
  const ManualFields = useLazy(
    MANUAL.some((field) => shown.has(field)),
    loadManualFields,
  );
  const ScanCard = useLazy(facts.ekyc !== 'disabled', loadScanCard);
  const anyField = ['nationality', 'customer_id_type', 'customer_id', 'customer_id_dob', 'user_first_name', 'gender'].some((f) =>
    shown.has(f as never),
  );
  if (!anyField && facts.ekyc !== 'pending' && facts.ekyc !== 'success') return null;
  // 000 §5.4: the tourist pack's nationalities leave out OM and the blacklisted countries
  const nationalities = facts.touristPack ? touristPackNationalities(countries.list) : countries.list;
  return (
    <fieldset className="card" part="identity">
      <legend>{t({ message: 'Your identity', comment: '000 §2.9 identity part' })}</legend>
      {ScanCard && <ScanCard step={step} error={error('ekyc')} />}
      <div className="fields">
        {shown.has('nationality') && (
          <Field name="nationality" label={t`Nationality`} error={error('nationality')}>
            {(control) => (
              <select
                {...control}
                name="nationality"
                value={values.nationality}
                onChange={(event) => step.change('nationality', event.currentTarget.value)}
                disabled={step.busy || countries.status === 'loading'}
                aria-busy={countries.status === 'loading' || undefined}
              >
                <option value="">{t(FLOW.choose)}</option>
                {nationalities.map((country) => (
                  <option key={country.iso_code} value={country.iso_code}>
                    {country.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {shown.has('customer_id_type') && (
          <Field name="customer_id_type" label={t`ID type`} error={error('customer_id_type')}>
            {(control) => (
              <select
                {...control}
                name="customer_id_type"
                value={values.customer_id_type}
                onChange={(event) => step.change('customer_id_type', event.currentTarget.value)}
                disabled={step.busy}
              >
                <option value="">{t(FLOW.choose)}</option>
                {step.idTypes.map((type) => (
                  <option key={type} value={String(type)}>
                    {idTypeLabel(t, type, facts.touristPack)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {ManualFields && <ManualFields step={step} error={error} />}
      </div>
    </fieldset>
  );
}
