// 000 §4.2 / §4.3 the end of a reservation: clearing the cart, a reset-timer event, placing the
// order. Registered by the cart and the checkout steps only (the number page never ends a hold).
import { clearCart, unreserveNumber } from '../api/cart';
import { done, type Result } from '../api/result';
import type { SliceCreator } from './types';

/**
 * 000 §3.17 cart and number keys the shop keeps in sessionStorage that the store does not map
 * (older pages write them); clearing the cart removes them with the mapped ones.
 */
const LOOSE_CART_KEYS = [
  'cartrespData',
  'allcartitems',
  'cartItems',
  'cartchooseplan',
  'current_cart_details',
  'active_cart_item_product_name',
  'selectedphonenumber',
];

export interface ReservationEndSlice {
  /**
   * 000 §4.2 clearing the cart: wp_full_clear_cart, then the stored cart keys and the reservation
   * time go. Answers the path to go to (the empty-cart route the bridge answered, may be '').
   */
  clearCart(): Promise<Result<string>>;
  /** 000 §4.3 reset-timer: clears the blocked time and releases the stored number on the server. */
  resetReservation(): Promise<Result>;
}

export const createReservationEndSlice: SliceCreator<ReservationEndSlice> = (set, get) => ({
  async clearCart() {
    const { env } = get();
    const cleared = await clearCart(env.client);
    if (!cleared.ok) return cleared;
    const answer = cleared.value;
    for (const key of LOOSE_CART_KEYS) {
      try {
        env.sessionStorage?.removeItem(key);
      } catch {
        // blocked storage: nothing was stored either
      }
    }
    set({
      blockedTime: null,
      reservedMsisdn: null,
      selectedNumber: null,
      selectedPlanSku: null,
      productServiceType: null,
      cartItemType: null,
      cartCount: answer.cart_items_count,
    });
    get().announceCartChange(); // issue 11 cross-tab: the other tabs show the empty cart and badge
    return { ok: true, value: answer.redirection_url };
  },
  async resetReservation() {
    const { env, reservedMsisdn, selectedNumber } = get();
    const msisdn = reservedMsisdn ?? selectedNumber?.msisdn ?? null;
    // the bridge releases the number first: a cart that reloads when the hold ends must not find it still held
    const released = msisdn ? await unreserveNumber(env.client, msisdn) : done;
    set({ blockedTime: null, reservedMsisdn: null });
    if (msisdn && released.ok) get().announceCartChange();
    return released;
  },
});
