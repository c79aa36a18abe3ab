// Contract §4.6: the cart summary (the cart widget only).
import * as v from 'valibot';
import { OmrSchema } from './common';
import { ReservationSchema } from './cart';

export const CartItemSchema = v.object({
  item_id: v.number(),
  sku: v.string(),
  name: v.string(),
  product_type: v.nullish(v.string(), 'plan'),
  service_type: v.nullish(v.string(), ''),
  msisdn: v.nullish(v.string()),
  vanity_level: v.nullish(v.string()),
  price: OmrSchema,
  /** issue 8: the line as a card shows it; a bridge without it leaves the cart to add the VAT */
  price_incl_vat: v.nullish(OmrSchema),
  /** 000 §2.2 a gift card: sold without VAT (its line says so instead of 'incl. VAT') */
  vat_exempt: v.nullish(v.boolean(), false),
  /** a postpaid plan's price is charged every month */
  billing: v.nullish(v.picklist(['monthly', 'once']), 'once'),
  number_price: v.nullish(OmrSchema),
  number_price_incl_vat: v.nullish(OmrSchema),
  qty: v.nullish(v.number(), 1),
});

export const CartTotalsSchema = v.object({
  subtotal: OmrSchema,
  vat: OmrSchema,
  grand_total: OmrSchema,
  vat_percent: v.number(),
});
export type CartTotalsOutput = v.InferOutput<typeof CartTotalsSchema>;

/**
 * Contract §4.6 / 000 §3.6: GET cart-page-summary_details (the fields the cart shows). The fields
 * only the cart page reads (fraud_status, fraud_message, max_connections_status, max_connections,
 * selected_plan: 000 §2.8, §8) pass through unchecked (optional unknowns) and are read there (use-cart, the
 * popups' chunk), so the other pages that load the cart do not carry their schema. v.object, not
 * v.looseObject: valibot is one module, so a function any chunk uses is on every page.
 */
export const CartSummarySchema = v.object({
  items: v.array(CartItemSchema),
  totals: v.nullish(CartTotalsSchema),
  /** issue 8: what is paid now, and what a postpaid plan charges every month (null: nothing monthly) */
  due_today: v.nullish(CartTotalsSchema),
  monthly: v.nullish(CartTotalsSchema),
  reservation: v.nullish(ReservationSchema),
  cart_items_count: v.number(),
  selected_order_type: v.nullish(v.string(), ''),
  urlKey: v.nullish(v.string()),
  /** 000 §3.2 sub-category, e.g. `{event}_tourist_pack` (optional, contract §4.6) */
  selected_order_sub_category_type: v.nullish(v.string(), ''),
  /** 000 §4.5: a login's cart merge is still to settle (the steps' reservation check waits for it) */
  cart_merge_pending: v.optional(v.boolean()),
  /** 000 §3.6 / §4.11: storepickup, doordelivery, pay_online, pay_later, each '0'/'1' or 0/1 (the checkout steps read them) */
  shipping_options: v.nullish(
    v.object({
      storepickup: v.nullish(v.unknown()),
      doordelivery: v.nullish(v.unknown()),
      pay_online: v.nullish(v.unknown()),
      pay_later: v.nullish(v.unknown()),
      /** the shop's own key (contract §4.6): card on delivery offered; absent reads as offered */
      card_on_delivery: v.nullish(v.unknown()),
    }),
  ),
  /** contract §4.6: the SIM type of the recorded personal details ('physical' | 'esim' | ''); an eSIM is not paid on delivery (000 §4.11) */
  sim_type: v.nullish(v.string(), ''),
  fraud_status: v.optional(v.unknown()),
  fraud_message: v.optional(v.unknown()),
  max_connections_status: v.optional(v.unknown()),
  max_connections: v.optional(v.unknown()),
  selected_plan: v.optional(v.unknown()),
});
export type CartSummaryOutput = v.InferOutput<typeof CartSummarySchema>;

/** Contract §7.1: sub_action wp_full_clear_cart (the empty-cart route, the new count). */
export const ClearCartSchema = v.object({
  redirection_url: v.nullish(v.string(), ''),
  cart_items_count: v.nullish(v.number(), 0),
});
