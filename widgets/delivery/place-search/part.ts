// The address search part (widget.json `parts`): loaded with the home-delivery tab, with its own
// texts (locales/<lang>/delivery-place-search.po) and rules.
import { withCatalog } from '../../../src/i18n/use-catalog';
import { PlaceSearch as Search } from './PlaceSearch';

export const PLACE_SEARCH_CATALOG = {
  en: () => import('../../../locales/en/delivery-place-search'),
  ar: () => import('../../../locales/ar/delivery-place-search'),
};

export const PlaceSearch = withCatalog(Search, PLACE_SEARCH_CATALOG);
