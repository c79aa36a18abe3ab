// Contract §4.14 / 000 §3.6 the city list and the stores, §4.19 / 000 §2.10 the address search
// (restricted to Oman by the bridge's Places port): public GETs of stable URLs (no nonce), cached per
// language by browsers (./public-get.ts).
import { PlacesFoundSchema, PlacesSchema, type Place, type Places } from '../schemas/places';
import { publicGet } from './public-get';
import { attempt, type Result } from './result';
import type { Lang } from '../domain/lang';

/** Contract §4.14: the cities of the delivery step (a public GET). */
const CITY_LIST = 'whl_city_list';
/** Contract §4.19: the delivery step's place search (a public GET). */
const PLACE_SEARCH = 'whl_place_search';

/** GET {ajaxUrl}?action=whl_city_list&lang=: the places and the stores in that language. */
export function fetchPlaces(ajaxUrl: string, lang: Lang): Promise<Result<Places>> {
  return attempt(() => publicGet(ajaxUrl, CITY_LIST, { lang }, PlacesSchema));
}

/** 000 §2.10: what is searched once typed (the bridge answers nothing below 2 characters). */
export const MIN_QUERY = 2;

/** GET {ajaxUrl}?action=whl_place_search&q=&lang=: at most 8 places in Oman. */
export function searchPlaces(ajaxUrl: string, query: string, lang: Lang, signal?: AbortSignal): Promise<Result<Place[]>> {
  return attempt(
    async () => (await publicGet(ajaxUrl, PLACE_SEARCH, { q: query, lang }, PlacesFoundSchema, signal ? { signal } : {})).places,
  );
}
