// Texts of the personal-information step built from domain values (000 §3.10 ID types) and the
// ones several of its parts share.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IdType } from '../../src/domain/id-types';
import type { Translate } from '../../src/i18n/texts';

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

export const PERSONAL_TEXTS = {
  title: msg({ message: 'Personal information', comment: '000 §2.9 heading of checkout step 1' }),
  stepDelivery: msg({ message: 'Delivery', comment: 'Checkout progress: step 2' }),
  stepPayment: msg({ message: 'Payment', comment: 'Checkout progress: step 3' }),
  choose: msg({ message: 'Choose…', comment: 'The empty first option of a drop-down' }),
} as const;
