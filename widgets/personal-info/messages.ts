// The texts of the personal-information step's codes: the field rules of 000 §5.2–§5.4
// (src/domain/personal-rules.ts), the existing-customer number (000 §5.8), the passcode and eSIM
// answers shown beside their fields, and the page's own checks; the business outcomes that show in
// popups and toasts are the overlays part's (./overlays/messages.ts). They are this widget's own
// catalog (widget.json `catalog`), so the cart and the number pages never load them.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OmanNumberError } from '../../src/domain/msisdn';
import type { PersonalRuleError } from '../../src/domain/personal-rules';
import type { CheckoutCode } from '../../src/checkout/outcomes';
import { messageFor } from '../../src/checkout/messages';
import { OUTCOME_MESSAGES, type OutcomeCode } from './overlays/messages';

/** What the page checks beside the fields' rules (./form.ts). */
type StepCode = 'email_mismatch' | 'income_proof_required' | 'ekyc_required' | 'deposit_choice_required' | 'terms_required';

export type PersonalCode = CheckoutCode | OmanNumberError | PersonalRuleError | StepCode | 'id_type_not_allowed';

const FIELD_MESSAGES: Readonly<Record<Exclude<PersonalCode, OutcomeCode>, MessageDescriptor>> = {
  // 000 §8 bad number: the existing-customer step's MOBILE / FIXED LINE field
  number_invalid: msg({ message: 'Please enter a valid MOBILE / FIXED LINE', comment: '000 §8 bad number' }),
  number_prefix: msg({ message: 'The number must start with 9 or 7 or 2', comment: '000 §8 bad number' }),
  otp_expired: msg({ message: 'Passcode Expired. Please try again.', comment: '000 §8 passcode OTP_EXPIRED (wording as specified)' }),
  otp_invalid: msg({
    message: 'Passcode Expired. Please try again.',
    context: 'passcode invalid',
    comment: '000 §8 passcode INVALID (the spec gives it the same wording)',
  }),
  location_error: msg({ message: 'Your current location should be Oman to avail eSIM.', comment: '000 §8 location_error (as specified)' }),
  eKycNotVerifed: msg({
    message: 'Please complete the eKYC verification to avail eSIM.',
    comment: '000 §8 eKycNotVerifed (as specified)',
  }),
  // 000 §5.2–§5.4 field rules (src/domain/personal-rules.ts)
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
  name_alphabet: msg({ message: 'Please enter alphabets only', comment: '000 §5.3 names (wording as specified)' }),
  id_number_invalid: msg({ message: 'Please enter a valid ID number.', comment: '000 §5.3 ID number' }),
  date_invalid: msg({ message: 'Please enter the date as dd/mm/yyyy.', comment: '000 §5.3 dates' }),
  dob_under_age: msg({ message: 'You must be at least 18 years old.', comment: '000 §5.3 date of birth' }),
  document_expired: msg({
    message: 'Document is expired, Please make sure to use a valid document',
    comment: '000 §5.3 expired document (wording as specified)',
  }),
  id_type_not_allowed: msg({
    message: 'Please choose one of the ID types offered for your nationality.',
    comment: '000 §5.4 an ID type the nationality does not allow',
  }),
  // ./form.ts: what the page checks beside the fields' rules
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
  terms_required: msg({ message: 'Please agree to the terms and conditions', comment: '000 §8 terms not agreed (wording as specified)' }),
};

/** Every code of the step: the fields' and the page's here, the outcomes' shown in popups and toasts in the overlays part. */
export const PERSONAL_MESSAGES: Readonly<Record<PersonalCode, MessageDescriptor>> = { ...FIELD_MESSAGES, ...OUTCOME_MESSAGES };

/** Message for a code of this step, else the purchase flow's (src/checkout/messages.ts), else the generic failure. */
export function personalMessageFor(code: string): MessageDescriptor {
  return Object.hasOwn(PERSONAL_MESSAGES, code) ? PERSONAL_MESSAGES[code as PersonalCode] : messageFor(code);
}
