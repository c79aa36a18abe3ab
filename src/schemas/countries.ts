// Contract §4.12 / 000 §7.4, §9: wpb_countryLookUp's answer.
import * as v from 'valibot';

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
