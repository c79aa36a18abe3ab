// The number page's purchase unit (src/store/purchase.ts): the number list and its search, add to
// cart and change number, free devices.
import { createNumberSlice } from './number-slice';
import { createAddToCartSlice } from './add-to-cart-slice';
import { createFreeDeviceSlice } from './free-device-slice';
import { actionsOf } from './cart-actions';
import type { SliceArgs } from './purchase-slices';

export const unitActions = (...a: SliceArgs) =>
  actionsOf({ ...createNumberSlice(...a), ...createAddToCartSlice(...a), ...createFreeDeviceSlice(...a) });
