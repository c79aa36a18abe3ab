// Contract §4.19 / 000 §2.10: the address search, restricted to Oman by the bridge's Places port;
// a public GET (no nonce) of the typed text, answered with places the city list knows.
import * as v from 'valibot';
import { publicGet } from '../../../src/api/public-get';
import type { Lang } from '../../../src/domain/lang';

const Text = v.pipe(
  v.unknown(),
  v.transform((value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')),
);
const Coordinate = v.nullish(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'number' ? value : null)),
  ),
  null,
);

export const PlaceSchema = v.object({
  label: v.string(),
  pccode: Text,
  governorateid: Text,
  wilayaid: Text,
  localityid: Text,
  latitude: Coordinate,
  longitude: Coordinate,
});
export type Place = v.InferOutput<typeof PlaceSchema>;

const PlacesFoundSchema = v.object({ places: v.nullish(v.array(PlaceSchema), []) });

/** 000 §2.10: what is searched once typed (the bridge answers nothing below 2 characters). */
export const MIN_QUERY = 2;

/** GET {ajaxUrl}?action=whl_place_search&q=&lang=: at most 8 places in Oman. */
export async function searchPlaces(ajaxUrl: string, query: string, lang: Lang, signal?: AbortSignal): Promise<Place[]> {
  const answer = await publicGet(ajaxUrl, 'whl_place_search', { q: query, lang }, PlacesFoundSchema, signal ? { signal } : {});
  return answer.places;
}
