// Contract §4.12 / 000 §7.4, §9: wpb_countryLookUp, the country list of the nationality and country
// code fields. Public and cached by the browser per language, so it is a plain GET of a stable URL
// (action and lang only, src/api/public-get.ts): the session nonce would make every shopper's URL differ.
import * as v from 'valibot';
import { publicGet } from './public-get';
import type { Lang } from '../domain/lang';

/** What the widgets read of a country (the answer also has name_en, name_ar and is_gcc). */
export const CountrySchema = v.object({
  id: v.number(),
  iso_code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  /** in the asked language */
  name: v.string(),
  /** the calling code without '+', e.g. "968" */
  dial_code: v.pipe(v.string(), v.regex(/^\d{1,4}$/)),
  is_blacklisted: v.boolean(),
});
export type Country = v.InferOutput<typeof CountrySchema>;

export const CountryListSchema = v.object({ lang: v.picklist(['en', 'ar']), countries: v.array(CountrySchema) });
export type CountryList = v.InferOutput<typeof CountryListSchema>;

export interface CountryListRequest {
  /** the page configuration's ajaxUrl (contract §1) */
  ajaxUrl: string;
  lang: Lang;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** GET {ajaxUrl}?action=wpb_countryLookUp&lang=: the countries, sorted by name in that language. */
export function fetchCountries(request: CountryListRequest): Promise<CountryList> {
  return publicGet(request.ajaxUrl, 'wpb_countryLookUp', { lang: request.lang }, CountryListSchema, request);
}

export { touristPackNationalities } from '../domain/nationalities';
