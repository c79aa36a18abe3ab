import * as v from 'valibot';
import { BooleanSchema, OmrSchema, ServiceTypeSchema } from './common';

/**
 * Contract §4.2 PlanCard (000 §3.3 plan card): the fields the plan cards read. The parse drops
 * the others (url_key, price before VAT, portin_url) until a widget needs them.
 */
export const PlanCardSchema = v.object({
  product_sku: v.string(),
  service_type: ServiceTypeSchema,
  /** 000 §2.5 the plan's family (plan-cards `family`: a campaign page's one family) */
  family: v.nullish(v.string(), ''),
  plan_name: v.string(),
  category: v.nullish(v.string(), ''),
  price_incl_vat: OmrSchema,
  validity: v.number(),
  data_quota: v.nullish(v.string(), ''),
  data_units: v.nullish(v.string(), ''),
  voice_quota: v.nullish(v.string(), ''),
  voice_units: v.nullish(v.string(), ''),
  highlights: v.nullish(v.array(v.string()), []),
  selected: v.nullish(BooleanSchema, false),
  activation_url: v.string(),
  /** 000 §2.3: a migration button copies the activation link of the same sku (null: no migration) */
  migration_url: v.nullish(v.string()),
  /** 000 §2.4: the '?' popup's text, looked up by SKU ('' when the plan has none) */
  credit_description: v.nullish(v.string(), ''),
});
export type PlanCardOutput = v.InferOutput<typeof PlanCardSchema>;

/** Contract §4.2: GET homepage-plans (widgets render `plans`, not the HTML templates). */
export const HomepagePlansSchema = v.object({ plans: v.array(PlanCardSchema) });
export type HomepagePlansOutput = v.InferOutput<typeof HomepagePlansSchema>;
