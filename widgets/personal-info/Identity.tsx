import { useLingui } from '@lingui/react/macro';
import { Field } from '../../src/checkout/Field';
import type { PersonalInfoTalon } from './use-personal-info';
import type { FormErrorKey } from './form';
import { idTypeLabel, PERSONAL_TEXTS } from './texts';
import { TextField } from './Screen';
import { ScanCard } from './ScanCard';

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
  const anyField = ['nationality', 'customer_id_type', 'customer_id', 'customer_id_dob', 'user_first_name', 'gender'].some((f) =>
    shown.has(f as never),
  );
  if (!anyField && facts.ekyc !== 'pending' && facts.ekyc !== 'success') return null;
  const typeName = values.customer_id_type ? idTypeLabel(t, Number(values.customer_id_type), facts.touristPack) : t`ID`;
  // 000 §5.4: the tourist pack's nationalities leave out OM and the blacklisted countries
  const nationalities = facts.touristPack
    ? countries.list.filter((country) => country.iso !== 'OM' && !country.blacklisted)
    : countries.list;
  const dateHint = t({ message: 'dd/mm/yyyy', comment: '000 §5.3 the date format, shown under date fields' });
  return (
    <fieldset className="card" part="identity">
      <legend>{t({ message: 'Your identity', comment: '000 §2.9 identity part' })}</legend>
      <ScanCard step={step} error={error('ekyc')} />
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
                <option value="">{t(PERSONAL_TEXTS.choose)}</option>
                {nationalities.map((country) => (
                  <option key={country.iso} value={country.iso}>
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
                <option value="">{t(PERSONAL_TEXTS.choose)}</option>
                {step.idTypes.map((type) => (
                  <option key={type} value={String(type)}>
                    {idTypeLabel(t, type, facts.touristPack)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {shown.has('customer_id') && (
          <TextField
            step={step}
            name="customer_id"
            label={t({ message: `${typeName} Number`, comment: "000 §2.9 the ID number's label: '<ID type> Number'" })}
            inputMode={values.customer_id_type === '14' || facts.touristPack ? 'text' : 'numeric'}
            autoComplete="off"
            dir="ltr"
            error={error('customer_id')}
          />
        )}
        {shown.has('customer_id_dob') && (
          <TextField
            step={step}
            name="customer_id_dob"
            label={t`Date of birth`}
            inputMode="numeric"
            autoComplete="bday"
            placeholder="dd/mm/yyyy"
            hint={dateHint}
            dir="ltr"
            error={error('customer_id_dob')}
          />
        )}
        {shown.has('customer_id_expiry_date') && (
          <TextField
            step={step}
            name="customer_id_expiry_date"
            label={t`ID expiry date`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="dd/mm/yyyy"
            hint={dateHint}
            dir="ltr"
            error={error('customer_id_expiry_date')}
          />
        )}
        {shown.has('user_first_name') && (
          <TextField step={step} name="user_first_name" label={t`First name`} autoComplete="given-name" error={error('user_first_name')} />
        )}
        {shown.has('middle_name') && (
          <TextField
            step={step}
            name="middle_name"
            label={
              values.customer_id_type === '1' && values.nationality === 'OM'
                ? t`Middle name`
                : t({ message: 'Middle name (optional)', comment: '000 §5.3 the middle name outside ID type 1 with OM' })
            }
            autoComplete="additional-name"
            error={error('middle_name')}
          />
        )}
        {shown.has('user_last_name') && (
          <TextField step={step} name="user_last_name" label={t`Last name`} autoComplete="family-name" error={error('user_last_name')} />
        )}
      </div>
      {shown.has('gender') && (
        <fieldset className="field" data-field="gender" aria-describedby={error('gender') ? 'gender-error' : undefined}>
          <legend className="label">{t`Gender`}</legend>
          <div className="choices">
            {(['male', 'female'] as const).map((gender) => (
              <label key={gender} className="choice">
                <input
                  type="radio"
                  name="gender"
                  value={gender}
                  checked={values.gender === gender}
                  onChange={() => step.change('gender', gender)}
                  aria-invalid={Boolean(error('gender'))}
                  disabled={step.busy}
                />
                <span>{gender === 'male' ? t`Male` : t`Female`}</span>
              </label>
            ))}
          </div>
          {error('gender') && (
            <span className="error" id="gender-error">
              {error('gender')}
            </span>
          )}
        </fieldset>
      )}
    </fieldset>
  );
}
