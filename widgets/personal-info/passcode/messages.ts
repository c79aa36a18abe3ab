// The texts of the passcode checks' answers shown beside the passcode boxes and the customer's
// number (000 §5.8, §8 "Existing customer", "eSIM"): defined in the passcode part, so they are in
// its catalog.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OmanNumberError } from '../../../src/domain/msisdn';
import { OMAN_NUMBER_MESSAGES } from '../messages';

export type PasscodeCode = OmanNumberError | 'otp_expired' | 'otp_invalid';

export const PASSCODE_MESSAGES: Readonly<Record<PasscodeCode, MessageDescriptor>> = {
  ...OMAN_NUMBER_MESSAGES, // shown by the contact number's rules too: in the step's own catalog
  otp_expired: msg({ message: 'Passcode Expired. Please try again.', comment: '000 §8 passcode OTP_EXPIRED (wording as specified)' }),
  otp_invalid: msg({
    message: 'Passcode Expired. Please try again.',
    context: 'passcode invalid',
    comment: '000 §8 passcode INVALID (the spec gives it the same wording)',
  }),
};

/** The passcode boxes' texts, for the eSIM passcode and the existing customer's check alike (000 §5.8). */
export const PASSCODE_TEXTS = {
  label: msg({ message: 'Passcode', comment: '000 §5.8 the 6-digit passcode' }),
  resend: msg({ message: 'Resend passcode', comment: '000 §5.8 a new passcode; the earlier one stops working' }),
  verify: msg({ message: 'Verify', comment: '000 §5.8 checks the passcode' }),
  sent: msg({ message: 'OTP has been send to the mobile number', comment: '000 §8 resend success (wording as specified)' }),
  notSixDigits: msg({
    message: 'Please enter the valid OTP.',
    comment: '000 §5.8 passcode: digits only, exactly 6 (wording as specified)',
  }),
} as const;
