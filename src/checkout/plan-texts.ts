// A plan's and a number's facts as texts (000 §9 display rules; the rules stay in src/domain): the
// validity, the allowances, the vanity level. Only the number page and the cart's plan popup show
// them, so they are a module of their own (its texts in the checkout catalog), which the steps and
// the thank-you page do not load. Their PHP twin is php-bridge's Labels (test/fixtures/rules).
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { VanityLevel } from '../domain/msisdn';
import type { Validity } from '../domain/validity';
import type { Translate } from '../i18n/messages';

export function validityMessage({ unit, count }: Validity): MessageDescriptor {
  if (unit === 'hours') return msg({ message: `${count} hours`, comment: '000 §9: 1 day is shown as 24 hours ({count} is always 24)' });
  if (unit === 'weeks')
    return msg({ message: plural(count, { one: '# week', other: '# weeks' }), comment: '000 §9: a multiple of 7 days is shown in weeks' });
  return msg({ message: plural(count, { one: '# day', other: '# days' }), comment: '000 §9: validity in days' });
}

/**
 * An allowance as one phrase in the page's language (issue 8): "300 minutes", "Unlimited minutes",
 * "10 GB". Arabic puts the unit before "unlimited" and gives minutes their plural forms, so value and
 * unit are never joined word by word. Quota and units are the catalogue's codes (GB, MB, Minutes,
 * Unlimited); an unknown unit reads as given.
 */
export function allowanceText(t: Translate, { quota, units }: { quota: string; units: string }): string {
  const unlimited = quota.toLowerCase() === 'unlimited';
  const count = Number(quota);
  if (units === 'Minutes') {
    return unlimited
      ? t(msg({ message: 'Unlimited minutes', comment: 'A voice allowance without limit' }))
      : t(msg({ message: plural(count, { one: '# minute', other: '# minutes' }), comment: 'A voice allowance in minutes' }));
  }
  if (unlimited && (units === 'GB' || units === 'MB' || units === '')) {
    return t(msg({ message: 'Unlimited data', comment: 'A data allowance without limit' }));
  }
  if (units === 'GB') return t(msg({ message: `${quota} GB`, comment: 'A data allowance in gigabytes; {quota} is the number' }));
  if (units === 'MB') return t(msg({ message: `${quota} MB`, comment: 'A data allowance in megabytes; {quota} is the number' }));
  return `${quota} ${units}`.trim();
}

const VANITY: Readonly<Record<VanityLevel, MessageDescriptor>> = {
  FREE: msg({ message: 'Free', context: 'vanity level', comment: 'Vanity level of a number' }),
  SILVER: msg({ message: 'Silver', comment: 'Vanity level of a number' }),
  GOLD: msg({ message: 'Gold', comment: 'Vanity level of a number' }),
  PLATINUM: msg({ message: 'Platinum', comment: 'Vanity level of a number' }),
};

/** FREE / SILVER / GOLD / PLATINUM in the page's language; levels the shop does not know read as sent. */
export function vanityLevelText(t: Translate, level: string): string {
  return Object.hasOwn(VANITY, level) ? t(VANITY[level as VanityLevel]) : level;
}
