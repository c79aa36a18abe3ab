// The purchase unit every checkout step uses (src/store/purchase.ts): the cart.
import { createCartSlice, type CartSlice } from './cart-slice';
import type { SliceArgs } from './purchase-slices';

export const unitActions = (...a: SliceArgs): Pick<CartSlice, 'loadCart'> => {
  const { loadCart } = createCartSlice(...a);
  return { loadCart };
};
