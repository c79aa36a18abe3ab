// 000 §5.6 the delivery form: what each field takes while typed (digits only, Arabic-keyboard digits
// as 0–9, the maximum lengths, the landmark's letters, digits and spaces in non-Arabic mode), the
// cascade governorate → wilayat → city/locality → area (000 §2.10, §3.6 cityList), the checks of
// NEXT and the §3.14 delivery_details the submit sends. Pure: the widget test and the hook read it.
import { normaliseDigits } from '../../src/domain/digits';
import type { Lang } from '../../src/domain/lang';
import type { City, Store } from '../../src/schemas/places';

export type Tab = 'home' | 'pickup';

export interface Values {
  governorate: string;
  wilayat: string;
  /** the chosen city's pccode (000 §3.14: the city option carries the ids) */
  city: string;
  area: string;
  way_no: string;
  apt_no: string;
  landmark: string;
  store_id: string;
}
export type FieldName = keyof Values;

export const EMPTY_VALUES: Values = {
  governorate: '',
  wilayat: '',
  city: '',
  area: '',
  way_no: '',
  apt_no: '',
  landmark: '',
  store_id: '',
};

/** The order of the fields on the page: the first one in error is scrolled to. */
export const FIELD_ORDER: readonly FieldName[] = ['governorate', 'wilayat', 'city', 'area', 'way_no', 'apt_no', 'landmark', 'store_id'];

/** 000 §5.6 the server-configured maximum lengths (contract §4.14 delivery_limits; its defaults). */
export interface Limits {
  aptMax: number;
  wayMax: number;
  landmarkMax: number;
}
export const DEFAULT_LIMITS: Limits = { aptMax: 6, wayMax: 5, landmarkMax: 60 };
/** 000 §5.6: in non-Arabic mode the landmark has at most 60 characters */
export const LANDMARK_LATIN_MAX = 60;

/** The codes of the checks, as the bridge names them too (contract §4.14). */
export type ErrorCode = 'required' | 'not_numeric' | 'too_long' | 'landmark_invalid' | 'place_unknown' | 'store_unknown';

/** What a field keeps of what was typed (000 §5.6). */
export function typed(field: FieldName, raw: string, lang: Lang, limits: Limits): string {
  if (field === 'way_no' || field === 'apt_no') {
    return normaliseDigits(raw)
      .replace(/\D/g, '')
      .slice(0, field === 'way_no' ? limits.wayMax : limits.aptMax);
  }
  if (field === 'landmark') {
    return lang === 'ar'
      ? raw.slice(0, limits.landmarkMax)
      : raw.replace(/[^A-Za-z0-9 ]/g, '').slice(0, Math.min(LANDMARK_LATIN_MAX, limits.landmarkMax));
  }
  return raw;
}

/** Distinct options by id, in the list's order. */
function distinct(cities: readonly City[], id: (city: City) => string, name: (city: City) => string) {
  const seen = new Map<string, string>();
  for (const city of cities) if (!seen.has(id(city))) seen.set(id(city), name(city));
  return [...seen].map(([value, label]) => ({ value, label }));
}

export interface Option {
  value: string;
  label: string;
}

/** 000 §2.10 the cascade: each list follows the choice above it. */
export function cascade(cities: readonly City[], values: Values) {
  const inGovernorate = cities.filter((city) => city.governorate_id === values.governorate);
  const inWilayat = inGovernorate.filter((city) => city.wilaya_id === values.wilayat);
  const city = inWilayat.find((row) => row.pccode === values.city) ?? null;
  return {
    governorates: distinct(
      cities,
      (row) => row.governorate_id,
      (row) => row.governorate_name,
    ),
    wilayats: distinct(
      inGovernorate,
      (row) => row.wilaya_id,
      (row) => row.wilaya_name,
    ),
    cities: inWilayat.map((row) => ({ value: row.pccode, label: row.city_name })),
    areas: city ? areasOf(city) : [],
    city,
  };
}

/** 000 §2.10: a city's comma-separated area list; without one, the city itself is the only area. */
export function areasOf(city: City): string[] {
  const areas = city.area
    .split(',')
    .map((area) => area.trim())
    .filter(Boolean);
  return areas.length > 0 ? areas : [city.city_name];
}

/** The city row of a place the address search found (contract §4.19): its pccode and ids, or null. */
export function cityOfPlace(
  cities: readonly City[],
  place: { pccode: string; governorateid: string; wilayaid: string; localityid: string },
): City | null {
  return (
    cities.find(
      (city) =>
        city.pccode === place.pccode &&
        city.governorate_id === place.governorateid &&
        city.wilaya_id === place.wilayaid &&
        city.locality_id === place.localityid,
    ) ?? null
  );
}

/** The cascade filled from a found place's city: governorate, wilayat, city, and its area when it has one only. */
export function placeValues(cities: readonly City[], values: Values, city: City): Values {
  const cascaded = choose(cities, { ...values, governorate: city.governorate_id, wilayat: city.wilaya_id }, 'city', city.pccode);
  return cascaded;
}

/** A choice clears the ones below it; a city with a single area takes it. */
export function choose(cities: readonly City[], values: Values, field: FieldName, value: string): Values {
  if (field === 'governorate') return { ...values, governorate: value, wilayat: '', city: '', area: '' };
  if (field === 'wilayat') return { ...values, wilayat: value, city: '', area: '' };
  if (field === 'city') {
    const next = { ...values, city: value, area: '' };
    const areas = cascade(cities, next).areas;
    return areas.length === 1 ? { ...next, area: areas[0]! } : next;
  }
  return { ...values, [field]: value };
}

/** 000 §5.6 the checks of NEXT, by field in page order. */
export function formErrors(
  values: Values,
  tab: Tab,
  cities: readonly City[],
  stores: readonly Store[],
  lang: Lang,
  limits: Limits,
): Partial<Record<FieldName, ErrorCode>> {
  const errors: Partial<Record<FieldName, ErrorCode>> = {};
  if (tab === 'pickup') {
    if (!values.store_id) errors.store_id = 'required';
    else if (!stores.some((store) => store.id === values.store_id)) errors.store_id = 'store_unknown';
    return errors;
  }
  const { city, areas } = cascade(cities, values);
  for (const field of ['governorate', 'wilayat', 'city', 'area', 'way_no', 'apt_no', 'landmark'] as const) {
    if (values[field].trim() === '') errors[field] = 'required';
  }
  if (values.city && !city) errors.city = 'place_unknown';
  if (values.area && city && !areas.includes(values.area)) errors.area = 'place_unknown';
  for (const [field, max] of [
    ['way_no', limits.wayMax],
    ['apt_no', limits.aptMax],
  ] as const) {
    if (errors[field]) continue;
    if (!/^\d+$/.test(values[field])) errors[field] = 'not_numeric';
    else if (values[field].length > max) errors[field] = 'too_long';
  }
  if (!errors.landmark) {
    if (lang !== 'ar' && !/^[A-Za-z0-9 ]+$/.test(values.landmark)) errors.landmark = 'landmark_invalid';
    else if (values.landmark.length > (lang === 'ar' ? limits.landmarkMax : LANDMARK_LATIN_MAX)) errors.landmark = 'too_long';
  }
  // FIELD_ORDER's order, so the first key is the first field on the page
  return Object.fromEntries(FIELD_ORDER.filter((field) => errors[field]).map((field) => [field, errors[field]]));
}

/** The map pin of a place found by the address search (contract §4.19), sent with the address. */
export interface Pin {
  latitude: number;
  longitude: number;
}

/** 000 §3.14 / contract §4.14: delivery_details as sent (store pickup: the type and the store). */
export function deliveryDetails(values: Values, tab: Tab, cities: readonly City[], pin: Pin | null = null): Record<string, string> {
  if (tab === 'pickup') return { delivery_type: 'store_pickup', store_id: values.store_id };
  const city = cascade(cities, values).city;
  return {
    delivery_type: 'home_delivery',
    apt_no: values.apt_no,
    way_no: values.way_no,
    governorate: city?.governorate_name ?? '',
    wilayat: city?.wilaya_name ?? '',
    city: city?.city_name ?? '',
    area: values.area,
    landmark: values.landmark.trim(),
    latitude: pin ? String(pin.latitude) : '',
    longitude: pin ? String(pin.longitude) : '',
    postcode: city?.pccode ?? '',
    pccode: city?.pccode ?? '',
    governorateid: city?.governorate_id ?? '',
    wilayaid: city?.wilaya_id ?? '',
    localityid: city?.locality_id ?? '',
  };
}
