// What the personal-information form finds wrong and the personal_details it sends (000 §3.8,
// §5.2–§5.4): the domain's rules (src/domain/personal-*.ts, the bridge's twins) with the page's own
// checks (the confirmation e-mail, the scan not yet done, the deposit choice, the terms). A chunk of
// its own, loaded on the shopper's first action with its texts (./part.ts, use-personal-info.ts).
import { normaliseDigits } from '../../../src/domain/digits';
import { personalDetailsErrors } from '../../../src/domain/personal-details';
import { FIELD_ORDER, latinDigits, question, shownFields, type FieldName, type FormErrorKey, type StepFacts, type Values } from '../form';

export type FormError = string;

/** field or check → error code; empty when NEXT may submit. */
export function formErrors(values: Values, facts: StepFacts): Partial<Record<FormErrorKey, FormError>> {
  const shown = shownFields(facts);
  const sent = personalDetails(values, facts);
  const errors: Partial<Record<FormErrorKey, FormError>> = {};
  const found = personalDetailsErrors(sent, { ...facts, ...question(facts) });
  for (const [field, code] of Object.entries(found)) if (shown.has(field as FieldName)) errors[field as FieldName] = code;
  if (shown.has('income_proof_docs') && sent.income_proof_docs === '') errors.income_proof_docs = 'income_proof_required';
  if (!errors.user_email && values.confirm_email.trim() !== values.user_email.trim()) {
    errors.confirm_email = values.confirm_email.trim() === '' ? 'required' : 'email_mismatch';
  }
  if (facts.ekyc === 'pending') errors.ekyc = 'ekyc_required';
  if (facts.deposit && facts.depositChoice === '') errors.security_deposit_type = 'deposit_choice_required';
  if (!facts.terms) errors.terms = 'terms_required';
  return Object.fromEntries(
    [...FIELD_ORDER, 'ekyc', 'security_deposit_type', 'terms']
      .filter((key) => key in errors)
      .map((key) => [key, errors[key as FormErrorKey]]),
  );
}

/** 000 §3.8: what NEXT sends; fields the step does not show go empty. */
export function personalDetails(values: Values, facts: StepFacts): Record<string, string> {
  const shown = shownFields(facts);
  const value = (field: FieldName) => (shown.has(field) ? values[field].trim() : '');
  const digits = (field: FieldName) => normaliseDigits(value(field)).replace(/\s/g, '');
  return {
    user_email: value('user_email'),
    country_code: value('country_code').replace(/[+\-\s]/g, ''),
    user_phone_number: digits('user_phone_number'),
    nationality: value('nationality'),
    customer_id_type: value('customer_id_type'),
    customer_id: latinDigits(value('customer_id')).replace(/\s/g, ''),
    customer_id_expiry_date: digits('customer_id_expiry_date'),
    customer_id_dob: digits('customer_id_dob'),
    user_first_name: value('user_first_name'),
    middle_name: value('middle_name'),
    user_last_name: value('user_last_name'),
    gender: value('gender'),
    ID_doc_front_image_path: value('ID_doc_front_image_path'),
    ID_doc_back_image_path: value('ID_doc_back_image_path'),
    income_proof_docs: value('income_proof_docs'),
    security_deposit_status: facts.deposit ? 'active' : 'inactive',
    security_deposit_type: facts.deposit ? facts.depositChoice : '',
    whlidv_submit_token: facts.deposit?.submitToken ?? '',
    existing_customer_eligibility_status: facts.eligibility,
    other_nationality_status: facts.otherNationality ? 'true' : 'false',
    sim_type: facts.ekyc === 'failed' ? 'physical' : facts.simType, // 000 §4.6: a failed scan forces a physical SIM
  };
}
