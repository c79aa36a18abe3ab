// One cart across tabs (issue 11 "Cross-tab", 000 §2.8): what the store does with "cart changed"
// (./cart-sync.ts). This tab's successful cart writes announce it; another tab's announcement makes
// this one refetch what it shows (./cart-refetch.ts, loaded then), once for a burst and never two at
// a time. A refetch only reads, so two tabs never answer each other.
import { CART_SYNC_DELAY_MS } from './cart-sync';
import type { SliceCreator } from './types';

export interface CartSyncSlice {
  /** after a successful cart write of this tab: the other tabs refetch (no-op without a channel) */
  announceCartChange(): void;
  /** another tab changed the cart: refetch, once for a burst, never two at a time */
  cartChangedElsewhere(): void;
}

export const createCartSyncSlice: SliceCreator<CartSyncSlice> = (set, get) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refetch: (() => Promise<void>) | undefined;
  return {
    announceCartChange: () => get().env.cartChanged?.(),
    cartChangedElsewhere() {
      timer ??= setTimeout(() => {
        timer = undefined;
        import('./cart-refetch').then(
          (loaded) => (refetch ??= loaded.cartRefetch(set, get))(),
          () => undefined, // code that cannot load: the next page asks afresh
        );
      }, CART_SYNC_DELAY_MS);
    },
  };
};
