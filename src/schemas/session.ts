import * as v from 'valibot';
import { TokenSchema } from './common';

/** Contract §4.1 / 000 §3.1: GET current-nonce (payload under `data`; the fields the widgets read). */
export const CurrentNonceSchema = v.object({
  data: v.object({
    current_nonce: TokenSchema,
    orderType: v.nullish(v.string(), ''),
    cart_items_count: v.nullish(v.number(), 0),
  }),
});
export type CurrentNonceOutput = v.InferOutput<typeof CurrentNonceSchema>;

/** Contract §4.5: action wpb_return_current_nonce. */
export const ReturnCurrentNonceSchema = v.object({ current_nonce: TokenSchema });
