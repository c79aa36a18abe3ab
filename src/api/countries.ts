// Contract §4.12 / 000 §7.4, §9: wpb_countryLookUp, the country list of the nationality and country
// code fields. Public and cached by the browser per language, so it is a plain GET of a stable URL
// (action and lang only): the session nonce would make every shopper's URL differ.
import ky from 'ky';
import * as v from 'valibot';
import { BridgeError, parseJson, settle } from './client';
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
export async function fetchCountries(request: CountryListRequest): Promise<CountryList> {
  const url = new URL(request.ajaxUrl);
  url.searchParams.set('action', 'wpb_countryLookUp');
  url.searchParams.set('lang', request.lang);
  let answer;
  try {
    const response = await ky.get(url, {
      retry: 0,
      timeout: request.timeoutMs ?? 20_000,
      throwHttpErrors: false,
      headers: { accept: 'application/json' },
      parseJson,
      ...(request.fetch ? { fetch: request.fetch } : {}),
    });
    answer = { status: response.status, body: await response.json() };
  } catch (cause) {
    throw new BridgeError('failure', 0, {}, { cause }); // network error, timeout: contract §3 'failure'
  }
  return settle(answer, CountryListSchema);
}

/** 000 §5.4: the tourist pack's nationalities leave out Oman and the blacklisted countries. */
export function touristPackNationalities(countries: readonly Country[]): Country[] {
  return countries.filter((country) => country.iso_code !== 'OM' && !country.is_blacklisted);
}
