// The texts of the header widgets (cart badge, language switch): one small catalog for both.
import type { CatalogLoader } from '.';

export const headerCatalog: CatalogLoader = (lang) => (lang === 'ar' ? import('whl-catalog/header/ar') : import('whl-catalog/header/en'));
