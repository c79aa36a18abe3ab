// The texts of the SIM-type answers the step shows beside the choice (000 §8 eSIM); the other
// codes' texts are where they show: the form's checks in ./rules/messages.ts, the passcodes' in
// ./passcode/messages.ts, the business outcomes' in ./overlays/messages.ts.
//
// The ID types' names (000 §3.10) and the texts several of its parts share are here too.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IdType } from '../../src/domain/id-types';
import type { OmanNumberError } from '../../src/domain/msisdn';
import type { Translate } from '../../src/i18n/messages';

export type SimCode = 'location_error' | 'eKycNotVerifed';

export const SIM_MESSAGES: Readonly<Record<SimCode, MessageDescriptor>> = {
  location_error: msg({ message: 'Your current location should be Oman to avail eSIM.', comment: '000 §8 location_error (as specified)' }),
  eKycNotVerifed: msg({
    message: 'Please complete the eKYC verification to avail eSIM.',
    comment: '000 §8 eKycNotVerifed (as specified)',
  }),
};

/**
 * 000 §8 a bad Omani number: shown under the contact number (the form's rules part) and under the
 * existing customer's number (the passcode part), so here, in the catalog the step loads at start.
 */
export const OMAN_NUMBER_MESSAGES: Readonly<Record<OmanNumberError, MessageDescriptor>> = {
  number_invalid: msg({ message: 'Please enter a valid MOBILE / FIXED LINE', comment: '000 §8 bad number' }),
  number_prefix: msg({ message: 'The number must start with 9 or 7 or 2', comment: '000 §8 bad number' }),
};

const ID_TYPES: Readonly<Record<IdType, MessageDescriptor>> = {
  1: msg({ message: 'Civil ID', comment: '000 §3.10 ID type 1, the Omani civil ID' }),
  6: msg({ message: 'Resident Card', comment: '000 §3.10 ID type 6' }),
  7: msg({ message: 'GCC ID', comment: '000 §3.10 ID type 7' }),
  13: msg({ message: 'GCC Passport', comment: '000 §3.10 ID type 13' }),
  14: msg({ message: 'Other Nationality Passport', comment: '000 §3.10 ID type 14' }),
};
const TOURIST_PASSPORT = msg({ message: 'Passport', comment: '000 §2.9 ID type 14 as the tourist pack shows it' });

/** 000 §3.10: an ID type's name; type 14 reads 'Passport' for the tourist pack (000 §2.9). */
export function idTypeLabel(t: Translate, type: number, touristPack: boolean): string {
  if (type === 14 && touristPack) return t(TOURIST_PASSPORT);
  return Object.hasOwn(ID_TYPES, type) ? t(ID_TYPES[type as IdType]) : String(type);
}

/** Contract §7.1, issue 31: why the shopper is back on the step after a change of plan. */
export const PLAN_CHANGED = msg({
  message: 'Your plan has changed, so please enter your personal information again. It is checked against your new plan.',
  comment:
    'contract §7.1: shown at the top of the personal information step after a change of plan dropped the details given for the old plan',
});

/** Texts two parts of the step show: the form's checks and the eKYC scanner, the scan card and the scanner. */
export const PERSONAL_SHARED = {
  documentExpired: msg({
    message: 'Document is expired, Please make sure to use a valid document',
    comment: '000 §5.3 expired document, typed or scanned (wording as specified)',
  }),
  verifyIdentity: msg({ message: 'Verify your identity', comment: '000 §4.6 the eKYC scan: its card and its dialog' }),
} as const;
