// Texts every page may show: the generic failure (000 §8) and the texts several widgets share, as
// Lingui message descriptors (`msg`). The texts of codes are the purchase flow's (src/checkout/messages.ts).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** 000 §8 most failures (contract: failure, rate_limited, unknown codes, …) */
export const failure = msg({
  message: 'Something went wrong, Please try again.',
  comment: '000 §8 most failures (contract: failure, rate_limited, …)',
});

/** Texts several widgets show. */
export const COMMON = {
  loading: msg({ message: 'Loading…', comment: 'Screen-reader text of loading placeholders' }),
  retry: msg({ message: 'Try again', comment: 'Button under a failed load, or a failed scan' }),
  /** 000 §9: beside a price that includes VAT */
  inclVat: msg({ message: 'incl. VAT', comment: 'Under a price that includes VAT (000 §9)' }),
  /** 000 §8: a change of plan to the plan already in the cart (the number page, the postpaid listing) */
  samePlan: msg({ message: 'Already selected the same plan, Please try another.', comment: '000 §8 change to the same plan' }),
  /** 000 §4.3 the session-expiry popup, and the purchase flow's session_expired */
  sessionExpired: msg({ message: 'Your session has expired. Please start again.', comment: '000 §4.3 the session ended' }),
} as const;

/**
 * The spec's configured messages (000 §4.8, §4.12, §5.5, §5.6): the operator may set each, per
 * language, on the bridge's settings screen; the page configuration carries those set for the
 * page's language (contract §1 `messages`). A message not set is the widget's own translated text.
 */
export type ConfiguredMessage =
  | 'generic_error'
  | 'security_deposit'
  | 'invalid_extension'
  | 'apt_no_invalid'
  | 'way_no_invalid'
  // 001 §4.6, §4.7, §8: the account pages' (to come)
  | 'contact_number_empty'
  | 'contact_number_same'
  | 'email_empty'
  | 'email_same'
  | 'passcode_limit_exceeded';

/** The operator's text for `key` on this page, or '' when the widget's own text stands. */
export function configured(messages: unknown, key: ConfiguredMessage): string {
  const text = (messages as Partial<Record<string, unknown>> | null | undefined)?.[key];
  return typeof text === 'string' ? text : ''; // the bridge trims and strips markup
}

export type Translate = (message: MessageDescriptor) => string;
