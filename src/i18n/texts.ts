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
