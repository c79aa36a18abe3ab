// 000 §5.6 the delivery form's messages, by field and code (the codes are the bridge's too,
// contract §4.14). The texts the steps share are the checkout catalog's (src/checkout/messages.ts FLOW).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ErrorCode, FieldName } from './form';
import { configured, failure, type ConfiguredMessage } from '../../src/i18n/messages';

const REQUIRED: Readonly<Record<FieldName, MessageDescriptor>> = {
  governorate: msg({ message: 'Governorate is required.', comment: '000 §5.6 governorate' }),
  wilayat: msg({ message: 'Wilayat is required.', comment: '000 §5.6 wilayat' }),
  city: msg({ message: 'City is required.', comment: '000 §5.6 city' }),
  // 000 §5.6 'Locality': the last step of the cascade, the area of the city/locality
  area: msg({ message: 'Locality is required.', comment: '000 §5.6 locality (the area field)' }),
  way_no: msg({ message: 'Way number is required.', comment: '000 §5.6 way number' }),
  apt_no: msg({ message: 'Villa/Apartment cannot be empty.', comment: '000 §5.6 Villa/Apartment' }),
  landmark: msg({ message: 'Address/Landmark cannot be empty.', comment: '000 §5.6 landmark' }),
  store_id: msg({ message: 'Please choose a store.', comment: '000 §2.10 store pickup without a store' }),
};

const NOT_NUMERIC: Partial<Record<FieldName, MessageDescriptor>> = {
  way_no: msg({ message: 'Way number must contain digits only.', comment: '000 §5.6 way number: the numeric message' }),
  apt_no: msg({ message: 'Villa/Apartment must contain digits only.', comment: '000 §5.6 Villa/Apartment: the numeric message' }),
};

const OTHER: Readonly<Record<Exclude<ErrorCode, 'required' | 'not_numeric'>, MessageDescriptor>> = {
  too_long: msg({ message: 'This is too long.', comment: '000 §5.6 a field over its configured maximum length' }),
  landmark_invalid: msg({
    message: 'Use letters, digits and spaces only.',
    comment: '000 §5.6 the landmark in non-Arabic mode',
  }),
  place_unknown: msg({ message: 'Please choose a place from the list.', comment: 'contract §4.14 place_unknown' }),
  store_unknown: msg({ message: 'Please choose a store from the list.', comment: 'contract §4.14 store_unknown' }),
};

/** A message to translate, or the operator's text as it is. */
export type FieldMessage = MessageDescriptor | string;

/** A field's message for a check's code (ours or the bridge's); an unknown code reads as the generic failure. `messages`: the page's configured ones. */
export function fieldMessage(field: FieldName, code: string, messages?: unknown): FieldMessage {
  if (code === 'required') return REQUIRED[field];
  // 000 §5.6 "numeric, with a configured message": the operator's apt_no_invalid or way_no_invalid, shown as it is
  if (code === 'not_numeric') return configured(messages, `${field}_invalid` as ConfiguredMessage) || (NOT_NUMERIC[field] ?? failure);
  return Object.hasOwn(OTHER, code) ? OTHER[code as keyof typeof OTHER] : failure;
}

/** contract §4.14 delivery_type_unavailable: the operator switched this delivery type off meanwhile */
export const TYPE_UNAVAILABLE = msg({
  message: 'This delivery method is not available now. Please choose another one.',
  comment: 'contract §4.14 delivery_type_unavailable (a delivery type switched off in the settings)',
});
