// 000 §8 bad number: the texts of the existing-customer step's MOBILE / FIXED LINE field
// (src/domain/msisdn.ts omanNumberError). No widget shows them yet, so no built catalog carries
// them (scripts/compile-locales.mjs groups the texts by the widgets that use them).
import type { MessageDescriptor } from '@lingui/core';
import type { OmanNumberError } from '../domain/msisdn';

export const OMAN_NUMBER_MESSAGES: Readonly<Record<OmanNumberError, MessageDescriptor>> = {
  number_invalid: { id: 'error.number_invalid' },
  number_prefix: { id: 'error.number_prefix' },
};
