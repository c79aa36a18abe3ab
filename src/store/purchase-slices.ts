// The code of the purchase flow's slices, loaded on the first call of one of their actions
// (src/store/purchase.ts): the number list, the cart, add to cart, the end of a reservation, free
// devices, with the bridge calls and schemas they use. The slices every page reads at once (the
// reservation's time, the chosen number) are not among them.
import { createNumberSlice, type NumberSlice } from './number-slice';
import { createCartSlice, type CartSlice } from './cart-slice';
import { createAddToCartSlice, type AddToCartSlice } from './add-to-cart-slice';
import { createReservationEndSlice, type ReservationEndSlice } from './reservation-end-slice';
import { createFreeDeviceSlice, type FreeDeviceSlice } from './free-device-slice';
import type { SliceCreator } from './types';

export type PurchaseSlices = NumberSlice & CartSlice & AddToCartSlice & ReservationEndSlice & FreeDeviceSlice;
/** Their state: what the store holds from the start. */
export type PurchaseState = {
  [K in keyof PurchaseSlices as PurchaseSlices[K] extends (...args: never[]) => unknown ? never : K]: PurchaseSlices[K];
};
export type PurchaseActions = Omit<PurchaseSlices, keyof PurchaseState>;

/** The actions of the purchase slices for a store (its state is left as it is). */
export function purchaseActions(...a: Parameters<SliceCreator<PurchaseSlices>>): PurchaseActions {
  const slices: PurchaseSlices = {
    ...createNumberSlice(...a),
    ...createCartSlice(...a),
    ...createAddToCartSlice(...a),
    ...createReservationEndSlice(...a),
    ...createFreeDeviceSlice(...a),
  };
  return Object.fromEntries(Object.entries(slices).filter(([, value]) => typeof value === 'function')) as unknown as PurchaseActions;
}
