// 000 §2.8 cart, §4.2 adding to cart (contract §4.4, §4.6).
import { bridgeErrorCode } from '../api/client';
import { fetchCartSummary } from '../api/cart';
import { addPlanToCart } from '../api/postpaid-prepaid-module';
import { captchaFor } from '../api/captcha';
import type { ServiceType } from '../domain/routes';
import type { CartSummaryOutput } from '../schemas/cart';
import type { Remote, SliceCreator } from './types';

export interface AddPlanToCartInput {
  msisdn: string;
  vanityLevel: string;
  sku: string;
  serviceType: ServiceType;
  /** the shopper confirmed the replace-selected-plan popup (000 §4.2) */
  replaceCart: boolean;
  offerType?: string | null;
  simType?: string | null;
  activation?: string | null;
}

export interface CartSlice {
  cart: Remote<CartSummaryOutput>;
  /** sessionStorage postpaid_prepaid_selected_plan (a sku) */
  selectedPlanSku: string | null;
  /** sessionStorage product_service_type */
  productServiceType: ServiceType | null;
  /** sessionStorage cart_item_type */
  cartItemType: string | null;
  loadCart(): Promise<void>;
  /** captcha → reserve and add (throws BridgeError: cart_not_empty, number_unavailable, captcha_failed, …) */
  addPlanToCart(input: AddPlanToCartInput): Promise<void>;
}

/** 000 §4.2: a successful prepaid add to cart removes the dcrm_* values. */
const DCRM_KEYS = ['dcrm_customer_id', 'dcrm_order_id', 'dcrm_status'];

export const createCartSlice: SliceCreator<CartSlice> = (set, get) => ({
  cart: { status: 'idle' },
  selectedPlanSku: null,
  productServiceType: null,
  cartItemType: null,
  async loadCart() {
    const { env, cart } = get();
    set({ cart: { status: 'loading', data: cart.status === 'ready' ? cart.data : undefined } });
    try {
      const summary = await fetchCartSummary(env.client, { lang: env.config.lang });
      if (summary.reservation) get().applyReservation(summary.reservation);
      else if (summary.items.length === 0) get().clearReservation();
      set({ cart: { status: 'ready', data: summary }, cartCount: summary.cart_items_count });
      if (summary.items.length === 0) set({ selectedPlanSku: null, productServiceType: null, cartItemType: null });
    } catch (error) {
      set({ cart: { status: 'error', error: bridgeErrorCode(error) } });
    }
  },
  async addPlanToCart(input) {
    const { env } = get();
    // tokens are single-use (contract §5): every attempt, including the cart-clear resend, gets its own
    const captcha = env.captcha ?? captchaFor(env.config.captcha.provider, env.client);
    const captchaToken = await captcha('number_reservation');
    const answer = await addPlanToCart(env.client, {
      msisdn: input.msisdn,
      sku: input.sku,
      cartUpdateFlag: input.replaceCart ? 'cart-clear' : 'cart-not-clear',
      captchaToken,
      serviceType: input.serviceType,
      vanityType: input.vanityLevel,
      offerType: input.offerType,
      simType: input.simType,
      activation: input.activation,
    });
    get().applyReservation(answer.reservation);
    set({ cartCount: answer.cart_items_count, selectedPlanSku: input.sku, productServiceType: input.serviceType, cartItemType: 'plan' });
    if (input.serviceType === 'prepaid') for (const key of DCRM_KEYS) env.sessionStorage?.removeItem(key);
  },
});
