// What a tab refetches when another tab changed the cart (issue 11 cross-tab, ./cart-sync-slice.ts):
// loaded on the first such message only. The cart summary when a cart or step widget has read it
// (it carries the badge's count too), else the badge's count from current-nonce; a page that showed
// neither asks nothing. Reads only: nothing here announces.
import { fetchSession } from '../api/session';
import { coalesce } from './cart-slice';
import type { SliceCreator } from './types';

type Args = Parameters<SliceCreator<unknown>>;

export function cartRefetch(set: Args[0], get: Args[1]): () => Promise<void> {
  return coalesce(async () => {
    const state = get();
    if (state.cart.status !== 'idle') {
      await state.loadCart();
      return;
    }
    if (state.cartCount === null && !state.sessionLoaded) return;
    const session = await fetchSession(state.env.client, { lang: state.env.config.lang }).catch(() => null);
    if (!session) return; // the badge keeps what it showed; the next change or page asks again
    set({ cartCount: session.cart_items_count, orderType: session.orderType });
    if (session.cart_items_count === 0) set({ selectedPlanSku: null, productServiceType: null, cartItemType: null });
  });
}
