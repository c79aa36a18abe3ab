// Contract §4.21 / 000 §4.5, 001 §4.11: the calls around a login — the cart merge after it and the
// session item removed at logout (src/login holds what the page does with them).
import { AckSchema } from '../schemas/envelope';
import { CartMergeSchema, type CartMerge } from '../schemas/login';
import type { BridgeClient } from './client';
import { attempt, type Result } from './result';

/** Contract §4.21, 000 §4.5: the guest cart and the account's after a login. */
const CART_MERGE = 'wpb_create_b2c_customerTokenAndCartMerge';
/** Contract §4.5, §4.21: a session value removed (the logged-in user's, at logout). */
const SESSION_REMOVE_ITEM = 'whl_session_removeItem';

/** wpb_create_b2c_customerTokenAndCartMerge: 'no' asks whether the account's cart is kept, 'yes' merges. */
export function askCartMerge(client: BridgeClient, choice: 'no' | 'yes'): Promise<Result<CartMerge>> {
  return attempt(() => client.ajax(CART_MERGE, { post_action: choice }, CartMergeSchema));
}

/** whl_session_removeItem: the bridge drops the item (for the login's key, every item of the login). */
export function removeSessionItem(client: BridgeClient, key: string): Promise<Result> {
  return attempt(() => client.ajax(SESSION_REMOVE_ITEM, { key }, AckSchema).then(() => undefined));
}
