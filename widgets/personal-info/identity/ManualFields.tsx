import { useLingui } from '@lingui/react/macro';
import type { PersonalInfoTalon } from '../use-personal-info';
import type { FormErrorKey } from '../form';
import { idTypeLabel } from '../messages';
import { TextField } from '../Screen';

/**
 * 000 §2.9 identity part, the fields the §4.7 table asks for where no scan gave them (a failed or
 * disabled eKYC, 000 §4.6): ID number labelled '<ID type> Number', date of birth and ID expiry
 * (dd/mm/yyyy), first, middle and last name, gender. In the identity fieldset's grid, after the
 * nationality and the ID type.
 */
export function ManualFields({ step, error }: { step: PersonalInfoTalon; error(key: FormErrorKey): string | null }) {
  const { t } = useLingui();
  const { shown, values, facts } = step;
  const typeName = values.customer_id_type ? idTypeLabel(t, Number(values.customer_id_type), facts.touristPack) : t`ID`;
  const dateHint = t({ message: 'dd/mm/yyyy', comment: '000 §5.3 the date format, shown under date fields' });
  return (
    <>
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
    </>
  );
}
