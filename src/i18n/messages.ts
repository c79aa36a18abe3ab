// Texts every page may show: the generic failure (000 §8) and the texts several widgets share, as
// Lingui message descriptors (`msg`). The texts of codes are the purchase flow's (src/checkout/messages.ts).
import { msg } from '@lingui/core/macro';

/** 000 §8 most failures (contract: failure, rate_limited, unknown codes, …) */
export const failure = msg({
  message: 'Something went wrong, Please try again.',
  comment: '000 §8 most failures (contract: failure, rate_limited, …)',
});

/** Texts several widgets show. */
export const COMMON = {
  loading: msg({ message: 'Loading…', comment: 'Screen-reader text of loading placeholders' }),
  retry: msg({ message: 'Try again', comment: 'Button under a failed load' }),
} as const;
