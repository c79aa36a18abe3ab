import { VANITY_LEVELS } from '../domain/msisdn';
import type { Translate } from './index';

/** FREE / SILVER / GOLD / PLATINUM in the page's language; levels the shop does not know read as sent. */
export function vanityLevelText(t: Translate, level: string): string {
  return (VANITY_LEVELS as readonly string[]).includes(level) ? t(`vanity.${level}`) : level;
}
