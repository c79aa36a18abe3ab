// 000 §4.2 adding the plan with its number to the cart (contract §4.4), or changing the number of
// the plan in the cart (method change-number, contract §7.1): the number picker's NEXT.
import type { ServiceType } from '../domain/routes';
import { addPlanToCart, changePlanNumber } from '../api/postpaid-prepaid-module';
import { captchaFor } from '../api/captcha';
import { attempt, done, type Failure, type Result } from './result';
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
  /** captcha → reserve and add (fails with cart_not_empty, number_unavailable, hold_limit, captcha_failed, …) */
  addPlanToCart(input: AddPlanToCartInput): Promise<Result>;
  /** captcha → reserve the new number for the plan in the cart (fails with number_unavailable, not_found, captcha_failed, …) */
  changeCartNumber(input: ChangeCartNumberInput): Promise<Result>;
}

/** 000 §4.2: a successful prepaid add to cart removes the dcrm_* values. */
const DCRM_KEYS = ['dcrm_customer_id', 'dcrm_order_id', 'dcrm_status'];

export const createAddToCartSlice: SliceCreator<AddToCartSlice> = (set, get) => {
  /** Tokens are single-use (contract §5): every attempt, including the cart-clear resend, gets its own. */
  async function reservationToken(): Promise<Result<string>> {
    const { env } = get();
    const captcha = env.captcha ?? captchaFor(env.config.captcha, env.client);
    const token = await attempt(() => captcha('number_reservation'));
    // 000 §8 'Captcha missing': no token, whatever the reason, is the captcha toast
    return token.ok ? token : ({ ok: false, code: 'captcha_failed', fields: {} } satisfies Failure);
  }

  return {
    async addPlanToCart(input) {
      const { env } = get();
      const token = await reservationToken();
      if (!token.ok) return token;
      const captchaToken = token.value;
      const answer = await attempt(() =>
        addPlanToCart(env.client, {
          msisdn: input.msisdn,
          sku: input.sku,
          cartUpdateFlag: input.replaceCart ? 'cart-clear' : 'cart-not-clear',
          captchaToken,
          serviceType: input.serviceType,
          vanityType: input.vanityLevel,
          offerType: input.offerType,
          simType: input.simType,
          activation: input.activation,
        }),
      );
      if (!answer.ok) return answer;
      get().applyReservation(answer.value.reservation);
      set({
        cartCount: answer.value.cart_items_count,
        selectedPlanSku: input.sku,
        productServiceType: input.serviceType,
        cartItemType: 'plan',
      });
      if (input.serviceType === 'prepaid') for (const key of DCRM_KEYS) env.sessionStorage?.removeItem(key);
      get().announceCartChange(); // issue 11 cross-tab: the other tabs' badge and cart follow
      return done;
    },
    async changeCartNumber(input) {
      const token = await reservationToken();
      if (!token.ok) return token;
      const captchaToken = token.value;
      const answer = await attempt(() =>
        changePlanNumber(get().env.client, {
          msisdn: input.msisdn,
          sku: input.sku,
          captchaToken,
          serviceType: input.serviceType,
          vanityType: input.vanityLevel,
        }),
      );
      if (!answer.ok) return answer;
      get().applyReservation(answer.value.reservation);
      set({ cartCount: answer.value.cart_items_count });
      get().announceCartChange();
      return done;
    },
  };
};
