import * as v from 'valibot';
import { BooleanSchema, matching, OmrSchema, ServiceTypeSchema } from './common';

/** 000 §3.3 response_plan_details. */
export const PlanDetailsSchema = v.object({
  name: v.string(),
  sku: v.string(),
  url_key: v.nullish(v.string(), ''),
  validity: v.number(),
  price: OmrSchema,
  price_incl_vat: v.nullish(OmrSchema),
  service_type: ServiceTypeSchema,
  custom_attribute: v.object({
    data_quota: v.nullish(v.string(), ''),
    data_units: v.nullish(v.string(), ''),
    voice_quota: v.nullish(v.string(), ''),
    voice_units: v.nullish(v.string(), ''),
  }),
});
export type PlanDetailsOutput = v.InferOutput<typeof PlanDetailsSchema>;

/** 000 §3.4 phone number. */
export const PhoneNumberSchema = v.object({
  msisdn: matching(/^\d{8}$/),
  VANITY_LEVEL: v.string(),
  amount: OmrSchema,
});
export type PhoneNumberOutput = v.InferOutput<typeof PhoneNumberSchema>;

export const NumberGroupsSchema = v.object({
  free: v.nullish(v.array(PhoneNumberSchema), []),
  paid: v.nullish(v.array(PhoneNumberSchema), []),
});

/** Contract §4.3: GET plan-details-numbers-list. */
export const PlanDetailsNumbersListSchema = v.object({
  response_plan_details: PlanDetailsSchema,
  service_type: ServiceTypeSchema,
  response_numbers: NumberGroupsSchema,
  /** contract §7.2: whether page_index + 1 has numbers, per group */
  has_more: v.nullish(v.object({ free: BooleanSchema, paid: BooleanSchema }), { free: false, paid: false }),
});

/** Contract §4.4: sub_action wp_search_numbers. */
export const SearchNumbersSchema = v.object({ response: NumberGroupsSchema });
