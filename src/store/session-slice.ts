// 000 §3.1 session bootstrap and the nonce (contract §2); the session's plan choice (000 §3.17),
// which every page reads and the purchase widgets write.
import { fetchSession } from '../api/session';
import type { ServiceType } from '../domain/routes';
import type { SliceCreator } from './types';

export interface SessionSlice {
  nonce: string | null;
  /** header badge (000 §2.1); null until the bridge said it */
  cartCount: number | null;
  orderType: string;
  sessionLoaded: boolean;
  /** sessionStorage postpaid_prepaid_selected_plan (a sku) */
  selectedPlanSku: string | null;
  /** sessionStorage product_service_type */
  productServiceType: ServiceType | null;
  /** sessionStorage cart_item_type */
  cartItemType: string | null;
  setNonce(nonce: string | null): void;
  setCartCount(count: number): void;
  /** current-nonce once per page: nonce, cart item count, order type. Failures keep the badge hidden. */
  bootstrap(): Promise<void>;
}

export const createSessionSlice: SliceCreator<SessionSlice> = (set, get) => {
  let started: Promise<void> | null = null;
  return {
    nonce: null,
    cartCount: null,
    orderType: '',
    sessionLoaded: false,
    selectedPlanSku: null,
    productServiceType: null,
    cartItemType: null,
    setNonce: (nonce) => set({ nonce }),
    setCartCount: (cartCount) => set({ cartCount }),
    bootstrap() {
      started ??= (async () => {
        const { env } = get();
        const query = env.location().searchParams;
        try {
          const session = await fetchSession(env.client, {
            cartHash: query.get('cart'),
            notifyType: query.get('notify_type'),
            lang: env.config.lang,
          });
          set({ cartCount: session.cart_items_count, orderType: session.orderType, sessionLoaded: true });
        } catch {
          set({ sessionLoaded: true });
        }
      })();
      return started;
    },
  };
};
