// The texts of the form's checks (000 §5.2–§5.4 field rules, src/domain/personal-rules.ts, and the
// page's own checks, ./form-check.ts), in the rules part's catalog, which loads with the checks; and
// the one lookup of every code the step may show, for the parts that show them (each code's text
// is in the catalog of the part that shows it).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PersonalRuleError } from '../../../src/domain/personal-rules';
import type { CheckoutCode } from '../../../src/checkout/outcomes';
import { messageFor } from '../../../src/checkout/messages';
import { OUTCOME_MESSAGES } from '../overlays/messages';
import { PASSCODE_MESSAGES, type PasscodeCode } from '../passcode/messages';
import { SIM_MESSAGES } from '../messages';
import { FLOW } from '../../../src/checkout/messages';
import { PERSONAL_SHARED } from '../messages';

/** What the page checks beside the fields' rules (./form-check.ts). */
type StepCode = 'email_mismatch' | 'income_proof_required' | 'ekyc_required' | 'deposit_choice_required' | 'terms_required';

export type PersonalCode = CheckoutCode | PasscodeCode | PersonalRuleError | StepCode | 'id_type_not_allowed';

const FIELD_MESSAGES: Readonly<Record<Exclude<PersonalRuleError, PasscodeCode> | StepCode | 'id_type_not_allowed', MessageDescriptor>> = {
  required: msg({ message: 'Please enter mandatory fields.', comment: '000 §5.2 a mandatory field left empty (wording as specified)' }),
  email_invalid: msg({ message: 'Please enter a valid e-mail address.', comment: '000 §5.2 e-mail' }),
  contact_invalid: msg({ message: 'Please enter a valid contact number.', comment: '000 §5.2 contact number of another country' }),
  contact_blocked: msg({
    message: 'This number cannot be used as a contact number. Please give another one.',
    comment: '000 §5.2 contact number in the blocked list',
  }),
  contact_is_reserved_number: msg({
    message: 'Please give a contact number other than the number you are buying.',
    comment: '000 §5.2 contact number equal to the reserved number',
  }),
  country_code_locked: msg({ message: 'Only +968 can be used for this order.', comment: '000 §5.2 postpaid, reactivation, port-in' }),
  country_code_invalid: msg({
    message: 'Please choose a country code from the list.',
    comment: '000 §5.2 a country code that is not one of the country list (issue 31)',
  }),
  name_alphabet: msg({ message: 'Please enter alphabets only', comment: '000 §5.3 names (wording as specified)' }),
  id_number_invalid: msg({ message: 'Please enter a valid ID number.', comment: '000 §5.3 ID number' }),
  date_invalid: msg({ message: 'Please enter the date as dd/mm/yyyy.', comment: '000 §5.3 dates' }),
  dob_under_age: msg({ message: 'You must be at least 18 years old.', comment: '000 §5.3 date of birth' }),
  document_expired: PERSONAL_SHARED.documentExpired,
  id_type_not_allowed: msg({
    message: 'Please choose one of the ID types offered for your nationality.',
    comment: '000 §5.4 an ID type the nationality does not allow',
  }),
  email_mismatch: msg({ message: 'The two e-mail addresses do not match.', comment: '000 §5.2 confirm e-mail must equal the e-mail' }),
  income_proof_required: msg({
    message: 'Please upload your income proof.',
    comment: '000 §5.3 income proof: its own empty error (the deposit asks for it)',
  }),
  ekyc_required: msg({
    message: 'Please verify your identity to continue.',
    comment: '000 §4.6 NEXT before the identity scan was done',
  }),
  deposit_choice_required: msg({
    message: 'Please choose how you would like to continue.',
    comment: '000 §4.8 the security deposit section: no option chosen',
  }),
  terms_required: FLOW.termsRequired,
};

/** Every code of the step with its text. */
export const PERSONAL_MESSAGES: Readonly<Record<PersonalCode, MessageDescriptor>> = {
  ...FIELD_MESSAGES,
  ...PASSCODE_MESSAGES,
  ...SIM_MESSAGES,
  ...OUTCOME_MESSAGES,
};

/** Message for a code of this step, else the purchase flow's (src/checkout/messages.ts), else the generic failure. */
export function personalMessageFor(code: string): MessageDescriptor {
  return Object.hasOwn(PERSONAL_MESSAGES, code) ? PERSONAL_MESSAGES[code as PersonalCode] : messageFor(code);
}
