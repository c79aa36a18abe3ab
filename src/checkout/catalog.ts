// The purchase flow's catalog (lingui.config.js: src/checkout/ and the checkout widgets without a
// catalog of their own). The checkout widgets hand it to defineWidget with their own, so its
// loaders stay off the catalogue pages.
import type { Catalog } from '../i18n';

export const CHECKOUT: Catalog = { en: () => import('../../locales/en/checkout'), ar: () => import('../../locales/ar/checkout') };
