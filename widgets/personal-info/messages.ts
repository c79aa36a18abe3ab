// The texts of the SIM-type answers the step shows beside the choice (000 §8 eSIM); the other
// codes' texts are where they show: the form's checks in ./rules/messages.ts, the passcodes' in
// ./passcode/messages.ts, the business outcomes' in ./overlays/messages.ts.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type SimCode = 'location_error' | 'eKycNotVerifed';

export const SIM_MESSAGES: Readonly<Record<SimCode, MessageDescriptor>> = {
  location_error: msg({ message: 'Your current location should be Oman to avail eSIM.', comment: '000 §8 location_error (as specified)' }),
  eKycNotVerifed: msg({
    message: 'Please complete the eKYC verification to avail eSIM.',
    comment: '000 §8 eKycNotVerifed (as specified)',
  }),
};
