// Contract §4.4: the reservation, which the number picker (add to cart, ./add-to-cart.ts) and the cart both read.
import * as v from 'valibot';
import { BooleanSchema } from './common';

/** Contract §4.4 reservation (also in the cart summary, ./cart-summary). */
export const ReservationSchema = v.object({
  msisdn: v.string(),
  vanity_level: v.nullish(v.string(), ''),
  remaining_seconds: v.number(),
  limit_seconds: v.number(),
  expired: BooleanSchema,
});
export type ReservationOutput = v.InferOutput<typeof ReservationSchema>;
