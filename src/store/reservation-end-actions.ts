// The purchase unit that ends a reservation (src/store/purchase.ts): clearing the cart and the
// reset-timer event, loaded when one happens.
import { createReservationEndSlice } from './reservation-end-slice';
import { actionsOf } from './cart-actions';
import type { SliceArgs } from './purchase-slices';

export const unitActions = (...a: SliceArgs) => actionsOf(createReservationEndSlice(...a));
