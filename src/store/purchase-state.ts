// The purchase flow's state as every page's store holds it from the start (./purchase-slices.ts):
// nothing loaded. Its actions are installed only by the widgets that call them (./purchase.ts).
import { IDLE } from './types';
import type { PurchaseState } from './purchase-slices';

export const PURCHASE_STATE: PurchaseState = { numbers: IDLE, cart: IDLE, freeDevices: IDLE };
