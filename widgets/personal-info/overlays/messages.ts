// The texts of the checkout's business outcomes (contract §3, 000 §8) that the step shows in its
// popups and toasts: defined in the overlays part, so they are in its catalog and load with it
// (the step only hands the descriptors over; ./Overlays.tsx renders them).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type OutcomeCode =
  | 'upload_invalid_type'
  | 'upload_too_large'
  | 'upload_limit'
  | 'upload_unavailable'
  | 'ekycFailure'
  | 'not_eligible'
  | 'limit_exceeded'
  | 'documentMissMatch'
  | 'security_deposit'
  | 'new_customer'
  | 'invalid_input';

export const OUTCOME_MESSAGES: Readonly<Record<OutcomeCode, MessageDescriptor>> = {
  upload_invalid_type: msg({
    message: 'This file cannot be uploaded. Only jpg, jpeg, png and pdf files are allowed.',
    comment: '000 §8 invalid extension',
  }),
  upload_too_large: msg({ message: 'The file is too large. The maximum size is 5 MB.', comment: '000 §8 oversize upload' }),
  upload_limit: msg({
    message: 'You have reached the upload limit. Please try again later.',
    comment: 'issue 31: the session or the address uploaded as many documents as the shop allows in a day',
  }),
  upload_unavailable: msg({
    message: 'Documents cannot be uploaded at the moment. Please try again later.',
    comment: 'issue 31: the shop cannot store documents now (its disk is short)',
  }),
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
};
