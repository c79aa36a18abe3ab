// 000 §4.5 what a page does after a login with a guest cart of items (current-nonce said
// `cart_merge: pending`), loaded only then: the merge (./merge.ts), then the store follows —
// this tab's cart widgets, the badge's count, the merge-failure popup's flag (persisted as
// cart_merge_failure_popup) and the other tabs.
import type { ShopState } from '../store/types';
import { mergeAfterLogin } from './merge';

export async function afterLogin(get: () => ShopState, set: (partial: Partial<ShopState>) => void): Promise<void> {
  const { env } = get();
  const merge = await mergeAfterLogin(env.client, env.sessionStorage);
  if (!merge.ok) return; // the bridge still says pending: the next page load asks again
  const outcome = merge.value;
  // this tab's cart or step widgets show the merged (or the account's) cart before the popup opens over it
  const { cart, loadCart } = get(); // a cart that was read: a checkout widget installed its actions
  if (cart.status !== 'idle' && loadCart) await loadCart();
  set({ cartCount: outcome.count, ...(outcome.refused ? { cartMergeFailure: true } : {}) });
  get().announceCartChange(); // the other tabs show it too
}
