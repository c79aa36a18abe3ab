// Contract §4.21 / 000 §4.5, 001 §4.11: the calls around a login — the cart merge after it and the
// session item removed at logout (src/login holds what the page does with them).
import { AckSchema } from '../schemas/envelope';
import { CartMergeSchema, type CartMerge } from '../schemas/login';
import { CART_MERGE, SESSION_REMOVE_ITEM } from './actions';
import type { BridgeClient } from './client';
import { attempt, type Result } from './result';

/** wpb_create_b2c_customerTokenAndCartMerge: 'no' asks whether the account's cart is kept, 'yes' merges. */
export function askCartMerge(client: BridgeClient, choice: 'no' | 'yes'): Promise<Result<CartMerge>> {
  return attempt(() => client.ajax(CART_MERGE, { post_action: choice }, CartMergeSchema));
}

/** whl_session_removeItem: the bridge drops the item (for the login's key, every item of the login). */
export function removeSessionItem(client: BridgeClient, key: string): Promise<Result> {
  return attempt(() => client.ajax(SESSION_REMOVE_ITEM, { key }, AckSchema).then(() => undefined));
}
