// Messages of the number codes (000 §5.1 search pattern, 000 §8 bad number, a missing choice),
// for the widgets that check numbers; every other code reads as in ./messages.
import type { MessageDescriptor } from '@lingui/core';
import type { OmanNumberError, SearchPatternError } from '../domain/msisdn';
import { messageFor } from './messages';

export type NumberMessageCode = SearchPatternError | OmanNumberError | 'number_required';

export const NUMBER_MESSAGES: Readonly<Record<NumberMessageCode, MessageDescriptor>> = {
  // 000 §5.1
  number_required: { id: 'error.number_required' },
  number_search_empty: { id: 'error.number_search_empty' },
  number_search_not_numeric: { id: 'error.number_search_not_numeric' },
  number_search_too_long: { id: 'error.number_search_too_long' },
  // 000 §8 existing customer: bad number
  number_invalid: { id: 'error.number_invalid' },
  number_prefix: { id: 'error.number_prefix' },
};

/** Message for a number code or a bridge code (a bridge validation_error names number codes per field). */
export function numberMessageFor(code: string): MessageDescriptor {
  return Object.prototype.hasOwnProperty.call(NUMBER_MESSAGES, code) ? NUMBER_MESSAGES[code as NumberMessageCode] : messageFor(code);
}
