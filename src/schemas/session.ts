import * as v from 'valibot';
import { TokenSchema } from './common';

/** Contract §4.1 / 000 §3.1: GET current-nonce (payload under `data`; the fields the widgets read). */
export const CurrentNonceSchema = v.object({
  data: v.object({
    current_nonce: TokenSchema,
    orderType: v.nullish(v.string(), ''),
    cart_items_count: v.nullish(v.number(), 0),
    /** contract §4.21: `pending` while the guest cart waits for the merge after login */
    cart_merge: v.nullish(v.string(), ''),
    /** 000 §4.4 abandoned-cart restore: true only for a valid restore link's hash */
    cart_restart: v.nullish(
      v.object({
        cart_restart_status: v.nullish(v.boolean(), false),
        redirection_url: v.nullish(v.string(), ''),
        lang: v.nullish(v.string(), ''),
      }),
      { cart_restart_status: false, redirection_url: '', lang: '' },
    ),
  }),
});
export type CurrentNonceOutput = v.InferOutput<typeof CurrentNonceSchema>;
