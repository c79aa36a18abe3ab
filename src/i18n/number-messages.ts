// The number picker's messages: the number codes (000 §5.1 search pattern, a missing choice) and
// the bridge codes its calls answer with a text of their own (captcha_failed on NEXT,
// session_expired); cart_not_empty, number_unavailable and hold_limit open popups instead, and
// any other code reads as the generic failure (000 §8). Kept apart from ./messages (every bridge
// code), so the picker's catalog carries only the texts it can show.
import type { MessageDescriptor } from '@lingui/core';
import type { SearchPatternError } from '../domain/msisdn';

export type NumberMessageCode = SearchPatternError | 'number_required';

const generic: MessageDescriptor = { id: 'error.failure' };

export const NUMBER_MESSAGES: Readonly<Record<NumberMessageCode | 'captcha_failed' | 'session_expired', MessageDescriptor>> = {
  captcha_failed: { id: 'error.captcha_failed' },
  session_expired: { id: 'error.session_expired' },
  // 000 §5.1
  number_required: { id: 'error.number_required' },
  number_search_empty: { id: 'error.number_search_empty' },
  number_search_not_numeric: { id: 'error.number_search_not_numeric' },
  number_search_too_long: { id: 'error.number_search_too_long' },
};

/** Message for a number code or a bridge code (a bridge validation_error names the pattern's code per field). */
export function numberMessageFor(code: string): MessageDescriptor {
  return Object.prototype.hasOwnProperty.call(NUMBER_MESSAGES, code) ? NUMBER_MESSAGES[code as NumberMessageCode] : generic;
}
