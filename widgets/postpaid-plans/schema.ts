// Contract §8.1: GET postpaid-plans-listing, the fields the listing reads (the spec's HTML blocks and
// analytics are the page's, not the widget's: the parse drops them).
import * as v from 'valibot';
import { OmrSchema } from '../../src/schemas/common';

const TermSchema = v.object({
  id: v.string(),
  months: v.number(),
  product_sku: v.string(),
  price_incl_vat: OmrSchema,
  activation_url: v.string(),
  migration_url: v.nullish(v.string()),
  portin_url: v.nullish(v.string()),
  free_device: v.nullish(v.object({ heading: v.string(), regular_price: OmrSchema })),
});

const PlanSchema = v.object({
  product_sku: v.string(),
  plan_name: v.string(),
  validity: v.number(),
  data_quota: v.nullish(v.string(), ''),
  data_units: v.nullish(v.string(), ''),
  voice_quota: v.nullish(v.string(), ''),
  voice_units: v.nullish(v.string(), ''),
  highlights: v.nullish(v.array(v.string()), []),
  details_html: v.nullish(v.string(), ''),
  roaming_countries: v.nullish(v.array(v.string()), []),
  roam_like_home_countries: v.nullish(v.array(v.string()), []),
  terms: v.array(TermSchema),
});

export const ListingSchema = v.object({
  sim_options: v.array(v.object({ value: v.string(), label: v.string() })),
  families: v.array(v.object({ id: v.string(), title: v.string(), plans: v.array(PlanSchema) })),
});
export type Listing = v.InferOutput<typeof ListingSchema>;
export type ListingPlan = Listing['families'][number]['plans'][number];
