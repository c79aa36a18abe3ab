// 000 §4.2 adding the plan with its number to the cart (contract §4.4): the number picker's NEXT.
import { addPlanToCart } from '../api/postpaid-prepaid-module';
import { captchaFor } from '../api/captcha';
import type { ServiceType } from '../domain/routes';
import type { SliceCreator } from './types';

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

export interface AddToCartSlice {
  /** captcha → reserve and add (throws BridgeError: cart_not_empty, number_unavailable, captcha_failed, …) */
  addPlanToCart(input: AddPlanToCartInput): Promise<void>;
}

/** 000 §4.2: a successful prepaid add to cart removes the dcrm_* values. */
const DCRM_KEYS = ['dcrm_customer_id', 'dcrm_order_id', 'dcrm_status'];

export const createAddToCartSlice: SliceCreator<AddToCartSlice> = (set, get) => ({
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
