// What a tab refetches when another tab changed the cart (issue 11 cross-tab, ./cart-sync-slice.ts):
// loaded on the first such message only. The cart summary when a cart or step widget has read it
// (it carries the badge's count too), else the badge's count from current-nonce; a page that showed
// neither asks nothing. One refetch at a time, and one more for the messages that came during it.
// Reads only: nothing here announces.
import { fetchSession } from '../api/session';
import type { SliceCreator } from './types';

type Args = Parameters<SliceCreator<unknown>>;

export function cartRefetch(set: Args[0], get: Args[1]): () => Promise<void> {
  let running = false;
  let again = false;
  return async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const state = get();
        if (state.cart.status !== 'idle' && state.loadCart) {
          await state.loadCart(); // a cart that was read: a checkout widget installed its actions
          continue;
        }
        if (state.cartCount === null && !state.sessionLoaded) continue;
        const answer = await fetchSession(state.env.client, { lang: state.env.config.lang });
        if (!answer.ok) continue; // the badge keeps what it showed; the next change or page asks again
        const session = answer.value;
        set({ cartCount: session.cart_items_count, orderType: session.orderType });
        if (session.cart_items_count === 0) set({ selectedPlanSku: null, productServiceType: null, cartItemType: null });
      } while (again);
    } finally {
      running = false;
    }
  };
}
