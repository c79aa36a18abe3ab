// 000 §4.2 adding the plan with its number to the cart (contract §4.4), or changing the number of
// the plan in the cart (method change-number, contract §7.1): the number picker's NEXT.
import { addPlanToCart, changePlanNumber } from '../api/postpaid-prepaid-module';
import { captchaFor } from '../api/captcha';
import { BridgeError } from '../api/client';
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

export interface ChangeCartNumberInput {
  msisdn: string;
  vanityLevel: string;
  /** the plan in the cart */
  sku: string;
  serviceType: ServiceType;
}

export interface AddToCartSlice {
  /** captcha → reserve and add (throws BridgeError: cart_not_empty, number_unavailable, captcha_failed, …) */
  addPlanToCart(input: AddPlanToCartInput): Promise<void>;
  /** captcha → reserve the new number for the plan in the cart (throws BridgeError: number_unavailable, not_found, captcha_failed, …) */
  changeCartNumber(input: ChangeCartNumberInput): Promise<void>;
}

/** 000 §4.2: a successful prepaid add to cart removes the dcrm_* values. */
const DCRM_KEYS = ['dcrm_customer_id', 'dcrm_order_id', 'dcrm_status'];

export const createAddToCartSlice: SliceCreator<AddToCartSlice> = (set, get) => {
  /** Tokens are single-use (contract §5): every attempt, including the cart-clear resend, gets its own. */
  async function reservationToken(): Promise<string> {
    const { env } = get();
    const captcha = env.captcha ?? captchaFor(env.config.captcha.provider, env.client);
    try {
      return await captcha('number_reservation');
    } catch (cause) {
      // 000 §8 'Captcha missing': no token, whatever the reason, is the captcha toast
      throw new BridgeError('captcha_failed', 0, {}, { cause });
    }
  }

  return {
    async addPlanToCart(input) {
      const { env } = get();
      const captchaToken = await reservationToken();
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
    async changeCartNumber(input) {
      const captchaToken = await reservationToken();
      const answer = await changePlanNumber(get().env.client, {
        msisdn: input.msisdn,
        sku: input.sku,
        captchaToken,
        serviceType: input.serviceType,
        vanityType: input.vanityLevel,
      });
      get().applyReservation(answer.reservation);
      set({ cartCount: answer.cart_items_count });
    },
  };
};
