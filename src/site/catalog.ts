// The site's catalog (lingui.config.js: src/site), loaded with the parts that show texts: the cart
// exit popup and a failed logout's notice.
import type { Catalog } from '../i18n';

export const SITE: Catalog = { en: () => import('../../locales/en/site'), ar: () => import('../../locales/ar/site') };
