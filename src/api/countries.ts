// Contract §4.12 / 000 §7.4, §9: wpb_countryLookUp, the country list of the nationality and country
// code fields. Public and cached by the browser per language, so it is a plain GET of a stable URL
// (action and lang only, src/api/public-get.ts): the session nonce would make every shopper's URL differ.
import { CountryListSchema, type CountryList } from '../schemas/countries';
import { publicGet } from './public-get';
import { attempt, type Result } from './result';
import type { Lang } from '../domain/lang';

/** Contract §4.12: the countries (a public GET). */
const COUNTRY_LOOKUP = 'wpb_countryLookUp';

export interface CountryListRequest {
  /** the page configuration's ajaxUrl (contract §1) */
  ajaxUrl: string;
  lang: Lang;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** GET {ajaxUrl}?action=wpb_countryLookUp&lang=: the countries, sorted by name in that language. */
export function fetchCountries(request: CountryListRequest): Promise<Result<CountryList>> {
  return attempt(() => publicGet(request.ajaxUrl, COUNTRY_LOOKUP, { lang: request.lang }, CountryListSchema, request));
}

export type { Country, CountryList } from '../schemas/countries';
export { touristPackNationalities } from '../domain/nationalities';
