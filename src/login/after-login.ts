// 000 §4.5 what a page does after a login with a guest cart of items (current-nonce said
// `cart_merge: pending`), loaded only then: the merge (./merge.ts), then the store follows —
// the badge's count, the merge-failure popup's flag (persisted as cart_merge_failure_popup), this
// tab's cart widgets and the other tabs.
import type { ShopState } from '../store/types';
import { mergeAfterLogin } from './merge';

export async function afterLogin(get: () => ShopState, set: (partial: Partial<ShopState>) => void): Promise<void> {
  const { env } = get();
  try {
    const outcome = await mergeAfterLogin(env.client, env.sessionStorage);
    set({ cartCount: outcome.count, ...(outcome.refused ? { cartMergeFailure: true } : {}) });
    get().announceCartChange(); // the other tabs show the account's cart
    get().cartChangedElsewhere(); // and this tab's cart widgets refetch it
  } catch {
    // the bridge still says pending: the next page load asks again
  }
}
