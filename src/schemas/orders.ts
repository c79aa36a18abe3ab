// Contract §4.15–§4.16: the placed order and the payment gateway's return.
import * as v from 'valibot';

/** Contract §4.15: the placed order. */
export const PlacedOrderSchema = v.object({
  type: v.nullish(v.string(), 'offline'),
  response: v.nullish(v.string(), ''),
  service_type: v.nullish(v.string(), ''),
  // contract §4.15: the order's increment id, a string (only valibot functions the shared chunk already has)
  order_id: v.string(),
  status: v.nullish(v.string(), ''),
  payment_method: v.nullish(v.string(), ''),
});
export type PlacedOrder = v.InferOutput<typeof PlacedOrderSchema>;
