// Contract §4.1 / 000 §7.1: session bootstrap.
import type { BridgeClient } from './client';
import { attempt } from './result';

export interface SessionQuery {
  /** abandoned-cart hash from the page URL (`cart`), 000 §2.1 */
  cartHash?: string | null;
  notifyType?: string | null;
  lang: string;
}

/** GET current-nonce: fresh nonce (stored by the client) plus the cart's item count and order type. */
export function fetchSession(client: BridgeClient, query: SessionQuery) {
  return attempt(() => client.currentNonce({ cart_hash: query.cartHash ?? '', notify_type: query.notifyType ?? '', lang: query.lang }));
}
