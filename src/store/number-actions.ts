// The number page's purchase unit (src/store/purchase.ts): the number list and its search, add to
// cart and change number, free devices.
import { createNumberSlice, type NumberSlice } from './number-slice';
import { createAddToCartSlice, type AddToCartSlice } from './add-to-cart-slice';
import { createFreeDeviceSlice, type FreeDeviceSlice } from './free-device-slice';
import type { SliceArgs } from './purchase-slices';

export const unitActions = (...a: SliceArgs): Omit<NumberSlice, 'numbers'> & AddToCartSlice & Pick<FreeDeviceSlice, 'loadFreeDevices'> => {
  const { loadNumbers, searchNumbers, loadMoreNumbers } = createNumberSlice(...a);
  const { loadFreeDevices } = createFreeDeviceSlice(...a);
  return { loadNumbers, searchNumbers, loadMoreNumbers, ...createAddToCartSlice(...a), loadFreeDevices };
};
