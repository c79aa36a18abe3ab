// Contract §4.14 / 000 §3.6 cityList: the public city list and the stores of store pickup,
// `GET action=whl_city_list&lang=`. Public and cached per language, a plain GET of a stable URL (no
// nonce), through the bridge's public GET (src/api/public-get.ts).
import * as v from 'valibot';
import { publicGet } from '../../src/api/public-get';
import type { Lang } from '../../src/domain/lang';

const Text = v.pipe(
  v.unknown(),
  v.transform((value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')),
);

export const CitySchema = v.object({
  city_name: v.string(),
  pccode: Text,
  governorate_id: Text,
  governorate_name: v.string(),
  wilaya_id: Text,
  wilaya_name: v.string(),
  locality_id: Text,
  /** comma-separated; '' = the city itself is its only area */
  area: v.nullish(v.string(), ''),
});
export type City = v.InferOutput<typeof CitySchema>;

export const StoreSchema = v.object({ id: Text, name: v.string(), address: v.nullish(v.string(), '') });
export type Store = v.InferOutput<typeof StoreSchema>;

export const PlacesSchema = v.object({
  cityList: v.nullish(v.array(CitySchema), []),
  stores: v.nullish(v.array(StoreSchema), []),
});
export type Places = v.InferOutput<typeof PlacesSchema>;

/** GET {ajaxUrl}?action=whl_city_list&lang=: the places and the stores in that language. */
export function fetchPlaces(ajaxUrl: string, lang: Lang): Promise<Places> {
  return publicGet(ajaxUrl, 'whl_city_list', { lang }, PlacesSchema);
}
