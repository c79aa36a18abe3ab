// 000 §2.8 cart (contract §4.6): the summary the cart widget shows.
import type { CartSummaryOutput } from '../schemas/cart-summary';
import { fetchCartSummary } from '../api/cart';
import { attempt, done, type Result } from './result';
import { PURCHASE_STATE } from './purchase';
import type { Remote, SliceCreator } from './types';

export interface CartSlice {
  cart: Remote<CartSummaryOutput>;
  loadCart(): Promise<Result>;
}

/**
 * Runs `work` at most once at a time: a call while it runs gets the run after it (with what the
 * bridge says then), one for however many calls came meanwhile.
 */
export function coalesce<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const run = (): Promise<T> => {
    if (!running) {
      running = work().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return run();
      });
    return queued;
  };
  return run;
}

export const createCartSlice: SliceCreator<CartSlice> = (set, get) => ({
  cart: PURCHASE_STATE.cart,
  // two widgets, a reload after an ended hold and another tab's change may ask at once: one request
  // at a time, and one more after it with what the bridge says then (./cart-sync.ts)
  loadCart: coalesce(async (): Promise<Result> => {
    const { env, cart } = get();
    set({ cart: { status: 'loading', data: cart.status === 'ready' ? cart.data : undefined } });
    const answer = await attempt(() => fetchCartSummary(env.client, { lang: env.config.lang }));
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
  }),
});
