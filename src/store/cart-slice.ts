// 000 §2.8 cart (contract §4.6): the summary the cart widget shows.
import type { CartSummaryOutput } from '../schemas/cart-summary';
import { fetchCartSummary } from '../api/cart';
import { done, type Result } from '../api/result';
import { PURCHASE_STATE } from './purchase-state';
import type { Remote, SliceCreator } from './types';

export interface CartSlice {
  cart: Remote<CartSummaryOutput>;
  loadCart(): Promise<Result>;
}

export const createCartSlice: SliceCreator<CartSlice> = (set, get) => {
  /** The latest load: an earlier one answering after it (a slow request, a retried nonce) is not shown. */
  let loads = 0;
  return {
    cart: PURCHASE_STATE.cart,
    async loadCart() {
      const { env, cart } = get();
      const load = ++loads;
      set({ cart: { status: 'loading', data: cart.status === 'ready' ? cart.data : undefined } });
      const answer = await fetchCartSummary(env.client, { lang: env.config.lang });
      if (load !== loads) return answer.ok ? done : answer;
      if (!answer.ok) {
        set({ cart: { status: 'error', error: answer.code } });
        return answer;
      }
      const summary = answer.value;
      if (summary.reservation) get().applyReservation(summary.reservation);
      else if (summary.items.length === 0) get().clearReservation();
      set({ cart: { status: 'ready', data: summary }, cartCount: summary.cart_items_count });
      if (summary.items.length === 0) set({ selectedPlanSku: null, productServiceType: null, cartItemType: null });
      return done;
    },
  };
};
