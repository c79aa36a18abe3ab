// Texts built from domain values (000 §9 display rules; the rules stay in src/domain), as Lingui
// message descriptors for the `t` of `useLingui()`.
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Validity } from '../domain/validity';

export type Translate = (message: MessageDescriptor) => string;

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
