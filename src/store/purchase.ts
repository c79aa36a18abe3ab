// The purchase flow's actions (src/store/purchase-slices.ts) as stand-ins with the same signatures
// that load their unit's code on first call and hand over to it. Only the checkout widgets install
// them in the page's store (src/checkout/define-checkout-widget.ts), so catalogue pages carry neither
// this code nor the units'. A checkout widget's page preloads the units it names (widget.json
// `purchase`, the manifest's `imports`), so its first call does not wait for them. The state the
// actions work on is in every store from the start (./purchase-state.ts).
import { failed, type Failure } from '../api/result';
import type { PurchaseActions, PurchaseUnit, SliceArgs } from './purchase-slices';
import { useStore } from 'zustand';
import { currentShopStore, type PurchaseStore, type ShopStore } from './index';
import type { PurchaseShopState } from './types';

/** The actions each unit's code brings. */
interface UnitActions {
  cart: Pick<PurchaseActions, 'loadCart'>;
  reservationEnd: Pick<PurchaseActions, 'clearCart' | 'resetReservation'>;
  numbers: Omit<PurchaseActions, 'loadCart' | 'clearCart' | 'resetReservation'>;
}

/** Each unit's code: its module (named in ./purchase-units.json, which rollup reads), loaded on the first call of one of its actions. */
const UNITS: { [U in PurchaseUnit]: () => Promise<{ unitActions(...a: SliceArgs): UnitActions[U] }> } = {
  cart: () => import('./cart-actions'),
  reservationEnd: () => import('./reservation-end-actions'),
  numbers: () => import('./number-actions'),
};

/**
 * Every action of the purchase slices as a stand-in with its signature that loads its unit and
 * hands over to it (the type refuses a missing one); all call the bridge and answer a Result, and
 * code that cannot be loaded is a `failure`, as a call that cannot be made. The module system
 * loads a unit once per page; after a failed load the next call asks again.
 */
function createPurchaseActions(...a: SliceArgs): PurchaseActions {
  const real: { [U in PurchaseUnit]?: UnitActions[U] } = {};
  const via = <U extends PurchaseUnit, R>(unit: U, call: (actions: UnitActions[U]) => Promise<R>): Promise<R | Failure> => {
    const loaded = real[unit];
    if (loaded) return call(loaded);
    return UNITS[unit]().then(
      (module) => {
        const actions = real[unit] ?? module.unitActions(...a);
        real[unit] = actions;
        return call(actions);
      },
      () => failed('failure'),
    );
  };
  return {
    loadNumbers: (...args) => via('numbers', (unit) => unit.loadNumbers(...args)),
    searchNumbers: (pattern) => via('numbers', (unit) => unit.searchNumbers(pattern)),
    loadMoreNumbers: () => via('numbers', (unit) => unit.loadMoreNumbers()),
    addPlanToCart: (input) => via('numbers', (unit) => unit.addPlanToCart(input)),
    changeCartNumber: (input) => via('numbers', (unit) => unit.changeCartNumber(input)),
    loadFreeDevices: () => via('numbers', (unit) => unit.loadFreeDevices()),
    loadCart: () => via('cart', (unit) => unit.loadCart()),
    clearCart: () => via('reservationEnd', (unit) => unit.clearCart()),
    resetReservation: () => via('reservationEnd', (unit) => unit.resetReservation()),
  };
}

/** Gives the page's store the purchase actions, once (every checkout widget of the page asks), and answers it with them. */
export function installPurchaseActions(store: ShopStore): PurchaseStore {
  if (!hasPurchaseActions(store)) store.setState(createPurchaseActions(store.setState, store.getState, store));
  return purchaseStoreOf(store);
}

/** Whether a checkout widget of the page installed the purchase actions (they come all at once). */
export function hasPurchaseActions(store: ShopStore): store is PurchaseStore {
  return typeof store.getState().loadCart === 'function';
}

/** A store with its purchase actions; asking for it before a checkout widget installed them is a bug. */
export function purchaseStoreOf(store: ShopStore): PurchaseStore {
  if (!hasPurchaseActions(store)) throw new Error('purchase_actions_not_installed');
  return store;
}

/** The page's store with its purchase actions: only the checkout widgets' talons ask, after installing them. */
export const currentPurchaseStore = (): PurchaseStore => purchaseStoreOf(currentShopStore());

/** Narrow selector over the page's store and its purchase actions (the checkout widgets' hooks). */
export function usePurchase<T>(selector: (state: PurchaseShopState) => T): T {
  return useStore(currentPurchaseStore(), selector);
}
