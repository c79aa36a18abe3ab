// The purchase flow's slices (src/store/purchase-slices.ts) are in the page's store from the
// start: their state here, their actions as stand-ins with the same signatures that load their
// unit's code on first call and hand over to it. Catalogue pages never call them, so never
// download that code (widget.json budgets); a checkout widget starts loading the units it names
// (widget.json `purchase`) as soon as it is defined (preloadPurchase), so its first call does not
// wait for them.
import { IDLE, type SliceCreator } from './types';
import type { PurchaseActions, PurchaseSlices, PurchaseState, PurchaseUnit, SliceArgs } from './purchase-slices';
import type { Failure } from './result';

export const PURCHASE_STATE: PurchaseState = { numbers: IDLE, cart: IDLE, freeDevices: IDLE };

/**
 * Every action of the purchase slices and the unit its code is in (the type refuses a missing or an
 * unknown one); all call the bridge and answer a Result, and code that cannot be loaded is a
 * `failure`, as a call that cannot be made.
 */
const ACTIONS: Readonly<Record<keyof PurchaseActions, PurchaseUnit>> = {
  loadNumbers: 'numbers',
  searchNumbers: 'numbers',
  loadMoreNumbers: 'numbers',
  addPlanToCart: 'numbers',
  changeCartNumber: 'numbers',
  loadFreeDevices: 'numbers',
  loadCart: 'cart',
  clearCart: 'reservationEnd',
  resetReservation: 'reservationEnd',
};

type Unit = { unitActions(...a: SliceArgs): Partial<PurchaseActions> };
const UNITS: Readonly<Record<PurchaseUnit, () => Promise<Unit>>> = {
  cart: () => import('./cart-actions'),
  reservationEnd: () => import('./reservation-end-actions'),
  numbers: () => import('./number-actions'),
};

const FAILURE: Failure = { ok: false, code: 'failure', fields: {} };

/**
 * Starts loading a unit's code. The module system loads each once per page; after a failed load
 * the next call asks again.
 */
export const preloadPurchase = (unit: PurchaseUnit): Promise<Unit> => UNITS[unit]();

export const createPurchaseSlices: SliceCreator<PurchaseSlices> = (...a) => {
  const real: Partial<Record<PurchaseUnit, Partial<PurchaseActions>>> = {};
  const standIn =
    (name: keyof PurchaseActions) =>
    (...args: never[]) => {
      const call = (actions: Partial<PurchaseActions>) => (actions[name] as (...args: never[]) => Promise<unknown>)(...args);
      const unit = ACTIONS[name];
      const loaded = real[unit];
      if (loaded) return call(loaded);
      return preloadPurchase(unit).then(
        (module) => call((real[unit] ??= module.unitActions(...a))),
        () => FAILURE,
      );
    };
  // the stand-ins have the actions' signatures: they call them with the same arguments
  const actions = Object.fromEntries(
    Object.keys(ACTIONS).map((name) => [name, standIn(name as keyof PurchaseActions)]),
  ) as unknown as PurchaseActions;
  return { ...PURCHASE_STATE, ...actions };
};
