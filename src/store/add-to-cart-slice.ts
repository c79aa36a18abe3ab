// 000 §4.2 adding the plan with its number to the cart (contract §4.4), or changing the number of
// the plan in the cart (method change-number, contract §7.1): the number picker's NEXT.
import type { ServiceType } from '../domain/routes';
import { addToCart } from '../api/add-to-cart';
import { changePlanNumber } from '../api/numbers';
import { withCaptcha } from '../api/captcha';
import { done, type Result } from '../api/result';
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

export const createAddToCartSlice: SliceCreator<AddToCartSlice> = (set, get) => ({
  async addPlanToCart(input) {
    const { env } = get();
    // tokens are single-use (contract §5): every attempt, including the cart-clear resend, gets its own
    const answer = await withCaptcha(env, 'number_reservation', (captchaToken) =>
      addToCart(
        env.client,
        {
          kind: 'plan',
          msisdn: input.msisdn,
          sku: input.sku,
          captchaToken,
          serviceType: input.serviceType,
          vanityType: input.vanityLevel,
          offerType: input.offerType,
          simType: input.simType,
          activation: input.activation,
        },
        input.replaceCart,
      ),
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
    const { env } = get();
    const answer = await withCaptcha(env, 'number_reservation', (captchaToken) =>
      changePlanNumber(env.client, {
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
});
