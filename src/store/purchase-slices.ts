// The purchase flow's slices (the number list, the cart, add to cart, the end of a reservation,
// free devices), as types: their code is in two units loaded on the first call of one of their
// actions (src/store/purchase.ts): ./cart-actions.ts (the cart, which every checkout step reads),
// ./reservation-end-actions.ts (clearing the cart, the reset-timer event) and ./number-actions.ts
// (numbers, add to cart, free devices: the number page's). The slices every page reads at once (the reservation's time, the chosen number) are not
// among them.
import type { NumberSlice } from './number-slice';
import type { CartSlice } from './cart-slice';
import type { AddToCartSlice } from './add-to-cart-slice';
import type { ReservationEndSlice } from './reservation-end-slice';
import type { FreeDeviceSlice } from './free-device-slice';
import type { SliceCreator } from './types';
import type PURCHASE_UNITS from './purchase-units.json';

export type PurchaseSlices = NumberSlice & CartSlice & AddToCartSlice & ReservationEndSlice & FreeDeviceSlice;
/** Their state: what the store holds from the start. */
export type PurchaseState = {
  [K in keyof PurchaseSlices as PurchaseSlices[K] extends (...args: never[]) => unknown ? never : K]: PurchaseSlices[K];
};
export type PurchaseActions = Omit<PurchaseSlices, keyof PurchaseState>;

/**
 * The code units of the purchase actions, named once in ./purchase-units.json (unit → its module), which
 * rollup (a checkout widget's page preloads the units its widget.json `purchase` names) and the
 * widget descriptions' check (scripts/widgets.mjs) read too.
 */
export type PurchaseUnit = keyof typeof PURCHASE_UNITS;

export type SliceArgs = Parameters<SliceCreator<PurchaseSlices>>;
