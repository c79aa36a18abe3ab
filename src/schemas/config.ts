import * as v from 'valibot';
import { LangSchema, ServiceTypeSchema } from './common';

// Few distinct valibot actions: valibot is one module, so every action used anywhere ships on every page.
const HttpUrlSchema = v.pipe(v.string(), v.regex(/^https?:\/\/[^\s/]/i));
const PositiveIntegerSchema = v.pipe(v.number(), v.check((n) => Number.isInteger(n) && n > 0));

/** Contract §1: the page configuration printed once per page in #whl-config. */
export const PageConfigSchema = v.object({
  ajaxUrl: HttpUrlSchema,
  restRoot: HttpUrlSchema,
  siteUrl: HttpUrlSchema,
  lang: v.optional(LangSchema, 'en'),
  build: v.optional(v.string(), 'preact'),
  routes: v.record(v.string(), v.string()),
  limits: v.optional(
    v.object({
      blockNumberMinutes: v.optional(PositiveIntegerSchema, 15),
      numbersPageSize: v.optional(PositiveIntegerSchema, 3),
    }),
    {},
  ),
  captcha: v.optional(v.object({ provider: v.string(), siteKey: v.optional(v.string(), '') }), { provider: 'sandbox' }),
  brand: v.optional(v.object({ name: v.string() }), { name: '' }),
});
export type PageConfigInput = v.InferInput<typeof PageConfigSchema>;
export type PageConfig = v.InferOutput<typeof PageConfigSchema>;

/** Element attributes (contract §1: they override the page per placement). */
export const PlanCardsAttributesSchema = v.object({
  serviceType: v.optional(v.picklist(['prepaid', 'postpaid', 'all']), 'all'),
});
export type PlanCardsAttributes = v.InferOutput<typeof PlanCardsAttributesSchema>;

export const NumberPickerAttributesSchema = v.object({
  serviceType: v.optional(ServiceTypeSchema),
  mode: v.optional(v.picklist(['recommended', 'search']), 'recommended'),
});
export type NumberPickerAttributes = v.InferOutput<typeof NumberPickerAttributesSchema>;

export const NoAttributesSchema = v.object({});
