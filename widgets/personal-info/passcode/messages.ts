// The texts of the passcode checks' answers shown beside the passcode boxes and the customer's
// number (000 §5.8, §8 "Existing customer", "eSIM"): defined in the passcode part, so they are in
// its catalog.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OmanNumberError } from '../../../src/domain/msisdn';

export type PasscodeCode = OmanNumberError | 'otp_expired' | 'otp_invalid';

export const PASSCODE_MESSAGES: Readonly<Record<PasscodeCode, MessageDescriptor>> = {
  number_invalid: msg({ message: 'Please enter a valid MOBILE / FIXED LINE', comment: '000 §8 bad number' }),
  number_prefix: msg({ message: 'The number must start with 9 or 7 or 2', comment: '000 §8 bad number' }),
  otp_expired: msg({ message: 'Passcode Expired. Please try again.', comment: '000 §8 passcode OTP_EXPIRED (wording as specified)' }),
  otp_invalid: msg({
    message: 'Passcode Expired. Please try again.',
    context: 'passcode invalid',
    comment: '000 §8 passcode INVALID (the spec gives it the same wording)',
  }),
};
