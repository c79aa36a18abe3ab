// One cart across tabs (issue 11 "Cross-tab", 000 §2.8): what the store does with "cart changed"
// (./cart-sync.ts). This tab's successful cart writes announce it; another tab's announcement
// makes this one refetch what it shows: the cart summary when a cart or checkout widget has read
// it (it carries the badge's count too), else the badge's count from current-nonce. Reads only:
// a refetch never announces, so two tabs never answer each other.
import { fetchSession } from '../api/session';
import { CART_SYNC_DELAY_MS, coalesce } from './cart-sync';
import type { SliceCreator } from './types';

export interface CartSyncSlice {
  /** after a successful cart write of this tab: the other tabs refetch (no-op without a channel) */
  announceCartChange(): void;
  /** another tab changed the cart: refetch, once for a burst, never two at a time */
  cartChangedElsewhere(): void;
}

export const createCartSyncSlice: SliceCreator<CartSyncSlice> = (set, get) => {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const refetch = coalesce(async (): Promise<void> => {
    const state = get();
    if (state.cart.status !== 'idle') {
      await state.loadCart();
      return;
    }
    // the badge (or a plan card's 'selected') shows the count: only if this page asked it already
    if (state.cartCount === null && !state.sessionLoaded) return;
    const session = await fetchSession(state.env.client, { lang: state.env.config.lang }).catch(() => null);
    if (!session) return; // the badge keeps what it showed; the next change or page asks again
    set({ cartCount: session.cart_items_count, orderType: session.orderType });
    if (session.cart_items_count === 0) set({ selectedPlanSku: null, productServiceType: null, cartItemType: null });
  });
  return {
    announceCartChange: () => get().env.cartChanged?.(),
    cartChangedElsewhere() {
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        void refetch();
      }, CART_SYNC_DELAY_MS);
    },
  };
};
