// The purchase flow's slices (src/store/purchase-slices.ts) are in the page's store from the
// start: their state here, their actions as stand-ins with the same signatures that load the
// slices' code on first call and hand over to it. Catalogue pages never call them, so never
// download that code (widget.json budgets); the checkout widgets start the load as soon as they
// are defined (preloadPurchase), so their first call does not wait for it.
import { IDLE, type SliceCreator } from './types';
import type { PurchaseActions, PurchaseSlices, PurchaseState } from './purchase-slices';
import type { Failure } from './result';

export const PURCHASE_STATE: PurchaseState = { numbers: IDLE, cart: IDLE, freeDevices: IDLE };

/**
 * Every action of the purchase slices (the type refuses a missing or an unknown one); all call the
 * bridge and answer a Result, and code that cannot be loaded is a `failure`, as a call that
 * cannot be made.
 */
const ACTIONS: Readonly<Record<keyof PurchaseActions, true>> = {
  loadNumbers: true,
  searchNumbers: true,
  loadMoreNumbers: true,
  loadCart: true,
  addPlanToCart: true,
  changeCartNumber: true,
  clearCart: true,
  resetReservation: true,
  loadFreeDevices: true,
};

const FAILURE: Failure = { ok: false, code: 'failure', fields: {} };

let code: Promise<typeof import('./purchase-slices')> | undefined;
/** Starts loading the purchase slices' code (once per page). */
export function preloadPurchase(): Promise<typeof import('./purchase-slices')> {
  code ??= import('./purchase-slices').catch((error: unknown) => {
    code = undefined; // the next call tries again
    throw error;
  });
  return code;
}

export const createPurchaseSlices: SliceCreator<PurchaseSlices> = (...a) => {
  let real: PurchaseActions | undefined;
  const load = async () => (real ??= (await preloadPurchase()).purchaseActions(...a));
  const standIn =
    (name: keyof PurchaseActions) =>
    (...args: never[]) => {
      const call = (actions: PurchaseActions) => (actions[name] as (...args: never[]) => Promise<unknown>)(...args);
      return real ? call(real) : load().then(call, () => FAILURE);
    };
  // the stand-ins have the actions' signatures: they call them with the same arguments
  const actions = Object.fromEntries(
    Object.keys(ACTIONS).map((name) => [name, standIn(name as keyof PurchaseActions)]),
  ) as unknown as PurchaseActions;
  return { ...PURCHASE_STATE, ...actions };
};
