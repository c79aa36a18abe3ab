// Contract §4.21 / 000 §4.5: the guest → customer cart merge's answer.
import * as v from 'valibot';

export const CartMergeSchema = v.object({
  status: v.boolean(),
  message: v.nullish(v.string(), ''),
  cart_items_count: v.nullish(v.number(), 0),
  cart_merge: v.nullish(v.string(), ''),
});
export type CartMerge = v.InferOutput<typeof CartMergeSchema>;
