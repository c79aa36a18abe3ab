// 000 §3.8, §4.7, §5.2–§5.4: the check of a whole personal_details submit — every field the step
// requires for this order, eKYC state and customer (personal-fields.ts), each given field by its own
// rule (personal-rules.ts), and an ID type the nationality allows (id-types.ts). Twin of
// php-bridge/src/Domain/Validation/PersonalDetails.php: the widget checks what the bridge checks again.
import { idTypeOptions } from './id-types';
import { requiredPersonalFields, type PersonalFieldsQuestion } from './personal-fields';
import { PERSONAL_RULES, type PersonalRuleContext, type PersonalRuleError } from './personal-rules';

export type PersonalDetailsContext = PersonalFieldsQuestion & Omit<PersonalRuleContext, 'countryCode' | 'idType' | 'nationality'>;

export type PersonalDetailsError = PersonalRuleError | 'id_type_not_allowed';

/** The fields with a rule of their own, in the order of the step. */
const RULED = [
  'user_email',
  'country_code',
  'user_phone_number',
  'customer_id',
  'customer_id_expiry_date',
  'customer_id_dob',
  'user_first_name',
  'middle_name',
  'user_last_name',
] as const;

/** field → error code of a personal_details submit; empty when it holds. */
export function personalDetailsErrors(
  details: Readonly<Record<string, string | undefined>>,
  ctx: PersonalDetailsContext,
): Record<string, PersonalDetailsError> {
  const text = (field: string) => (details[field] ?? '').trim();
  const required: readonly string[] = requiredPersonalFields(ctx);
  const errors: Record<string, PersonalDetailsError> = {};
  // the income proof is in the table's list but checked by its own rule, the deposit's (000 §5.3, §4.8)
  for (const field of required) if (field !== 'income_proof_docs' && text(field) === '') errors[field] = 'required';
  const ruleContext: PersonalRuleContext = {
    ...ctx,
    countryCode: text('country_code') || '968',
    idType: text('customer_id_type'),
    nationality: text('nationality'),
  };
  // the middle name and the country code follow the names and the contact number onto the form
  const asked = new Set([...required, 'country_code', ...(required.includes('user_first_name') ? ['middle_name'] : [])]);
  for (const field of RULED) {
    if (errors[field] || (text(field) === '' && !asked.has(field))) continue;
    // an empty country code is the default, +968 (000 §5.2)
    const error = PERSONAL_RULES[field](field === 'country_code' ? ruleContext.countryCode! : text(field), ruleContext);
    if (error) errors[field] = error;
  }
  const type = text('customer_id_type');
  const options: readonly number[] = idTypeOptions({ ...ctx, nationality: text('nationality') });
  if (type !== '' && !errors.customer_id_type && !options.includes(Number(type))) errors.customer_id_type = 'id_type_not_allowed';
  return errors;
}
