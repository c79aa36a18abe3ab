// The texts of codes: bridge responseCodes (contract §3) and the codes of client validation
// (src/domain/msisdn.ts, a missing choice), as Lingui message descriptors (`msg`) keyed by code.
// Only the purchase flow shows them: src/checkout/ is in the `checkout` catalog (lingui.config.js).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BridgeErrorCode } from '../domain/response-codes';
import type { OmanNumberError, SearchPatternError } from '../domain/msisdn';
import type { PersonalRuleError } from '../domain/personal-rules';
import type { CheckoutCode } from './outcomes';
import { failure } from '../i18n/messages';

export type MessageCode =
  BridgeErrorCode | CheckoutCode | SearchPatternError | OmanNumberError | PersonalRuleError | 'number_required' | 'id_type_not_allowed';

export const MESSAGES: Readonly<Record<MessageCode, MessageDescriptor>> = {
  // 000 §8 "Most failures"; rate limits, stale nonces and unknown codes fall back to it
  failure,
  invalid_nonce: failure,
  rate_limited: failure,
  validation_error: failure,
  not_found: failure,
  captcha_failed: msg({
    message: "Couldn't proceed now, Unknown failure occured",
    comment: '000 §8 captcha missing (wording as specified)',
  }),
  cart_not_empty: msg`There is already a plan in your cart.`,
  number_unavailable: msg`This number is no longer available. Please choose another one.`,
  hold_limit: msg({
    message: 'You are holding the most numbers we allow at once. Complete or remove your cart, or try again in a few minutes.',
    comment: 'Contract §3 hold_limit: the client holds as many numbers as the bridge allows (issue 6 finding 1)',
  }),
  reservation_expired: msg({ message: 'Selected number has expired', comment: '000 §4.3 / §8 reservation expired' }),
  same_plan: msg({ message: 'Already selected the same plan, Please try another.', comment: '000 §8 change to the same plan' }),
  session_expired: msg`Your session has expired. Please start again.`,
  // 000 §5.1
  number_required: msg({ message: 'Please choose a phone number to proceed', comment: '000 §5.1' }),
  number_search_empty: msg({ message: 'Please enter at least 3 digits to search.', comment: '000 §5.1 empty or shorter than 3' }),
  number_search_not_numeric: msg({ message: 'Please enter digits only.', comment: '000 §5.1 not a number' }),
  number_search_too_long: msg({ message: 'Please enter no more than 8 digits.', comment: '000 §5.1 longer than 8' }),
  // 000 §8 bad number: the existing-customer step's MOBILE / FIXED LINE field (no widget shows them yet)
  number_invalid: msg({ message: 'Please enter a valid MOBILE / FIXED LINE', comment: '000 §8 bad number' }),
  number_prefix: msg({ message: 'The number must start with 9 or 7 or 2', comment: '000 §8 bad number' }),
  // 000 §5.5, §8 uploads (the bridge's own sentence, in the shopper's language, is shown when it sends one)
  upload_invalid_type: msg({
    message: 'This file cannot be uploaded. Only jpg, jpeg, png and pdf files are allowed.',
    comment: '000 §8 invalid extension',
  }),
  upload_too_large: msg({ message: 'The file is too large. The maximum size is 5 MB.', comment: '000 §8 oversize upload' }),
  // 000 §8 personal information: the business outcomes (contract §3)
  ekycFailure: msg({
    message: 'We could not verify your identity. Please upload your ID documents instead.',
    comment: '000 §8 ekycFailure: the eKYC failure popup',
  }),
  not_eligible: msg({
    message: 'We cannot complete this order online. Please visit one of our stores.',
    comment: '000 §8 not_eligible: the fraud popup',
  }),
  limit_exceeded: msg({
    message: 'Limit exceeded. Please try again after sometime.',
    comment: '000 §8 limit_exceeded (wording as specified)',
  }),
  documentMissMatch: msg({ message: 'Please upload your valid documents.', comment: '000 §8 documentMissMatch (wording as specified)' }),
  security_deposit: msg({
    message: 'A security deposit applies to this order. Choose how you would like to continue below.',
    comment: '000 §4.8 security_deposit: the warning toast when the operator configured none',
  }),
  new_customer: msg({
    message: 'This number does not belong to an existing customer.',
    comment: '000 §5.8 existing-customer check: the number is not a customer',
  }),
  invalid_input: msg({ message: 'Please check the details you entered.', comment: '000 §8 invalid_input' }),
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
};

/** Message for a code; codes the shop does not know read as the generic failure. */
export function messageFor(code: string): MessageDescriptor {
  return Object.prototype.hasOwnProperty.call(MESSAGES, code) ? MESSAGES[code as MessageCode] : failure;
}

/** The buttons of the purchase flow's popups. */
export const POPUP = {
  ok: msg({ message: 'OK', comment: 'Popup button' }),
  cancel: msg({ message: 'Cancel', comment: 'Popup button' }),
  close: msg({ message: 'Close', comment: 'Popup button' }),
} as const;
