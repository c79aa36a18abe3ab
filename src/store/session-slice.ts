// 000 §3.1 session bootstrap and the nonce (contract §2); the session's plan choice (000 §3.17),
// which every page reads and the purchase widgets write; 000 §4.4 abandoned-cart restore.
import { fetchSession } from '../api/session';
import type { ServiceType } from '../domain/routes';
import type { SliceCreator } from './types';

export interface SessionSlice {
  nonce: string | null;
  /** header badge (000 §2.1); null until the bridge said it */
  cartCount: number | null;
  orderType: string;
  sessionLoaded: boolean;
  /** 000 §4.4: the page's restore link (`cart`) could not be restored: abandoned_cart_popup shows */
  cartRestoreFailed: boolean;
  /** 000 §4.5, §3.17 cart_merge_failure_popup (persisted): the login's merge kept the account's cart */
  cartMergeFailure: boolean;
  dismissMergeFailure(): void;
  /** sessionStorage postpaid_prepaid_selected_plan (a sku) */
  selectedPlanSku: string | null;
  /** sessionStorage product_service_type */
  productServiceType: ServiceType | null;
  /** sessionStorage cart_item_type */
  cartItemType: string | null;
  setNonce(nonce: string | null): void;
  setCartCount(count: number): void;
  dismissCartRestore(): void;
  /**
   * current-nonce once per page: nonce, cart item count, order type. Failures keep the badge hidden.
   * With a cart hash in the URL (000 §4.4): restored → the page goes to the base URL plus
   * redirection_url in the cart's language (the hold restarted now); not restored → the popup.
   */
  bootstrap(): Promise<void>;
}

export const createSessionSlice: SliceCreator<SessionSlice> = (set, get) => {
  let started: Promise<void> | null = null;

  return {
    nonce: null,
    cartCount: null,
    orderType: '',
    sessionLoaded: false,
    cartRestoreFailed: false,
    cartMergeFailure: false,
    selectedPlanSku: null,
    productServiceType: null,
    cartItemType: null,
    setNonce: (nonce) => set({ nonce }),
    setCartCount: (cartCount) => set({ cartCount }),
    dismissCartRestore: () => set({ cartRestoreFailed: false }),
    dismissMergeFailure: () => set({ cartMergeFailure: false }),
    bootstrap() {
      started ??= (async () => {
        const { env } = get();
        const query = env.location().searchParams;
        const cartHash = query.get('cart') ?? '';
        const answer = await fetchSession(env.client, {
          cartHash,
          notifyType: query.get('notify_type'),
          lang: env.config.lang,
        });
        if (!answer.ok) return set({ sessionLoaded: true });
        const session = answer.value;
        set({ cartCount: session.cart_items_count, orderType: session.orderType, sessionLoaded: true });
        // 000 §4.5 after a login with a guest cart of items: the merge, loaded only then
        if (session.cart_merge) void import('../login/after-login').then((part) => part.afterLogin(get, set));
        // 000 §4.4 a restore link (cart hash in the URL): its code, loaded only then
        if (cartHash) {
          await import('./cart-restore').then(
            (part) => part.restoreCart(session, get, set),
            () => undefined, // code that cannot load: the link is tried again on the next load
          );
        }
      })();
      return started;
    },
  };
};
