// The purchase unit that ends a reservation (src/store/purchase.ts): clearing the cart and the
// reset-timer event, loaded when one happens.
import { createReservationEndSlice, type ReservationEndSlice } from './reservation-end-slice';
import type { SliceArgs } from './purchase-slices';

export const unitActions = (...a: SliceArgs): ReservationEndSlice => {
  const { clearCart, resetReservation } = createReservationEndSlice(...a);
  return { clearCart, resetReservation };
};
