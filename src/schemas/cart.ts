import * as v from 'valibot';
import { OmrSchema } from './common';

/** Contract §4.4 reservation (also in the cart summary). */
export const ReservationSchema = v.object({
  msisdn: v.string(),
  vanity_level: v.optional(v.string(), ''),
  remaining_seconds: v.number(),
  limit_seconds: v.number(),
  expired: v.boolean(),
});
export type ReservationOutput = v.InferOutput<typeof ReservationSchema>;

/** Contract §4.4: sub_action wp_plan_add_to_cart. */
export const AddToCartSchema = v.object({
  quote_id: v.string(),
  cart_items_count: v.number(),
  reservation: ReservationSchema,
});
export type AddToCartOutput = v.InferOutput<typeof AddToCartSchema>;

export const CartItemSchema = v.object({
  item_id: v.number(),
  sku: v.string(),
  name: v.string(),
  product_type: v.optional(v.string(), 'plan'),
  service_type: v.optional(v.string(), ''),
  msisdn: v.nullish(v.string()),
  vanity_level: v.nullish(v.string()),
  price: OmrSchema,
  number_price: v.nullish(OmrSchema),
  qty: v.optional(v.number(), 1),
});
export type CartItemOutput = v.InferOutput<typeof CartItemSchema>;

export const CartTotalsSchema = v.object({
  subtotal: OmrSchema,
  vat: OmrSchema,
  grand_total: OmrSchema,
  vat_percent: v.number(),
});
export type CartTotalsOutput = v.InferOutput<typeof CartTotalsSchema>;

/** Contract §4.6 / 000 §3.6: GET cart-page-summary_details (the fields the cart shows). */
export const CartSummarySchema = v.object({
  items: v.array(CartItemSchema),
  totals: v.nullish(CartTotalsSchema),
  reservation: v.nullish(ReservationSchema),
  cart_items_count: v.number(),
  selected_order_type: v.optional(v.string(), ''),
  urlKey: v.nullish(v.string()),
});
export type CartSummaryOutput = v.InferOutput<typeof CartSummarySchema>;
