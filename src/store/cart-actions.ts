// The purchase unit every checkout step uses (src/store/purchase.ts): the cart.
import { createCartSlice } from './cart-slice';
import type { PurchaseActions, SliceArgs } from './purchase-slices';

/** The actions (functions) of some slices, their state left as the store has it (the other units use it too). */
export function actionsOf<T extends object>(slices: T): Partial<PurchaseActions> {
  return Object.fromEntries(Object.entries(slices).filter(([, value]) => typeof value === 'function'));
}

export const unitActions = (...a: SliceArgs) => actionsOf(createCartSlice(...a));
