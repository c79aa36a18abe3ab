// The purchase unit every checkout step uses (src/store/purchase.ts): the cart and the end of a
// reservation (clearing the cart, the reset-timer event).
import { createCartSlice } from './cart-slice';
import { createReservationEndSlice } from './reservation-end-slice';
import type { PurchaseActions, SliceArgs } from './purchase-slices';

/** The actions (functions) of some slices, their state left as the store has it (the number unit uses it too). */
export function actionsOf<T extends object>(slices: T): Partial<PurchaseActions> {
  return Object.fromEntries(Object.entries(slices).filter(([, value]) => typeof value === 'function'));
}

export const unitActions = (...a: SliceArgs) => actionsOf({ ...createCartSlice(...a), ...createReservationEndSlice(...a) });
