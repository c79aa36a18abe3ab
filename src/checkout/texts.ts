// Texts built from domain values that only the purchase flow shows (src/checkout/ is in the
// `checkout` catalog, lingui.config.js).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { VanityLevel } from '../domain/msisdn';
import type { Translate } from '../i18n/texts';

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
