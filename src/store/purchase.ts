// The purchase flow's actions (src/store/purchase-slices.ts) as stand-ins with the same signatures
// that load their unit's code on first call and hand over to it. Only the checkout widgets install
// them in the page's store (src/checkout/define-checkout-widget.ts), so catalogue pages carry neither
// this code nor the units'. A checkout widget's page preloads the units it names (widget.json
// `purchase`, the manifest's `imports`), so its first call does not wait for them. The state the
// actions work on is in every store from the start (./purchase-state.ts).
import type { PurchaseActions, PurchaseUnit, SliceArgs } from './purchase-slices';
import type { Failure } from '../api/result';
import type { ShopStore } from './index';

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

/** A unit's code: the module system loads each once per page; after a failed load the next call asks again. */
const loadUnit = (unit: PurchaseUnit): Promise<Unit> => UNITS[unit]();

function createPurchaseActions(...a: SliceArgs): PurchaseActions {
  const real: Partial<Record<PurchaseUnit, Partial<PurchaseActions>>> = {};
  const standIn =
    (name: keyof PurchaseActions) =>
    (...args: never[]) => {
      const call = (actions: Partial<PurchaseActions>) => (actions[name] as (...args: never[]) => Promise<unknown>)(...args);
      const unit = ACTIONS[name];
      const loaded = real[unit];
      if (loaded) return call(loaded);
      return loadUnit(unit).then(
        (module) => call((real[unit] ??= module.unitActions(...a))),
        () => FAILURE,
      );
    };
  // the stand-ins have the actions' signatures: they call them with the same arguments
  return Object.fromEntries(
    Object.keys(ACTIONS).map((name) => [name, standIn(name as keyof PurchaseActions)]),
  ) as unknown as PurchaseActions;
}

/** Gives the page's store the purchase actions, once (every checkout widget of the page asks). */
export function installPurchaseActions(store: ShopStore): void {
  if (typeof store.getState().loadCart === 'function') return;
  store.setState(createPurchaseActions(store.setState, store.getState, store) as never);
}
