import * as v from 'valibot';
import { LangSchema, matching, positive, StringMapSchema } from './common';

const HttpUrlSchema = matching(/^https?:\/\/[^\s/]/i);
const PositiveIntegerSchema = positive(true);
/** Fractions too: the bridge allows short holds for tests (0.25 minutes). */
const PositiveNumberSchema = positive(false);

/** Contract §1: the page configuration printed once per page in #whl-config. */
export const PageConfigSchema = v.object({
  ajaxUrl: HttpUrlSchema,
  restRoot: HttpUrlSchema,
  siteUrl: HttpUrlSchema,
  lang: v.nullish(LangSchema, 'en'),
  build: v.nullish(v.string(), 'preact'),
  routes: StringMapSchema,
  limits: v.nullish(
    v.object({
      blockNumberMinutes: v.nullish(PositiveNumberSchema, 15),
      numbersPageSize: v.nullish(PositiveIntegerSchema, 3),
    }),
    {},
  ),
  captcha: v.nullish(v.object({ provider: v.string(), siteKey: v.nullish(v.string(), '') }), { provider: 'sandbox' }),
  brand: v.nullish(v.object({ name: v.string() }), { name: '' }),
  /** contract §1 `personal`: the personal-information step's settings, which that widget reads itself (widgets/personal-info/config.ts) */
  personal: v.nullish(v.unknown()),
  /** contract §1 `delivery`: the delivery step's configured lengths, which that widget reads itself (widgets/delivery/config.ts) */
  delivery: v.nullish(v.unknown()),
  /** contract §1 `messages`: the operator's texts set for this language, read where shown (src/i18n/messages.ts configured) */
  messages: v.nullish(v.unknown()),
});
export type PageConfig = v.InferOutput<typeof PageConfigSchema>;
