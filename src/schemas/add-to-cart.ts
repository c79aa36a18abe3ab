// Contract §4.4, §7.1, §8.6–§8.7: the answers of adding to the cart and of changing the cart plan's number.
import * as v from 'valibot';
import { ReservationSchema } from './cart';

/** Contract §4.4: sub_action wp_plan_add_to_cart. */
export const AddToCartSchema = v.object({
  quote_id: v.string(),
  cart_items_count: v.number(),
  reservation: ReservationSchema,
});
export type AddToCartOutput = v.InferOutput<typeof AddToCartSchema>;

/** Contract §7.1: sub_action wp_change_plan_number. */
export const ChangeNumberSchema = v.object({
  cart_items_count: v.number(),
  reservation: ReservationSchema,
});

/** Contract §8.6–§8.7: sub_actions wp_device_add_to_cart and wp_gift_card_add_to_cart. */
export const AddedToCartSchema = v.object({ cart_items_count: v.number() });

/**
 * Contract §7.1: sub_action wp_change_plan_update_cart (000 §4.2 change-plan mode); `details_dropped`:
 * the details recorded for the old plan are gone, the personal step is to be given again.
 */
export const PlanChangedSchema = v.object({
  redirection_url: v.nullish(v.string(), ''),
  details_dropped: v.optional(v.boolean(), false),
});
export type PlanChangedOutput = v.InferOutput<typeof PlanChangedSchema>;
