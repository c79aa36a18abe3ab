// Contract §4.14 / 000 §3.6 cityList (the city list and the stores of store pickup) and §4.19 / 000
// §2.10 the address search: the delivery step's public answers.
import * as v from 'valibot';

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

export const PlacesFoundSchema = v.object({ places: v.nullish(v.array(PlaceSchema), []) });
