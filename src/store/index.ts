// One zustand store for every widget on the page (it lives in the shared chunk), built once from
// every slice (zustand's slices pattern): what the type says is there, is there. The purchase flow's
// actions, which only the checkout widgets call, are optional in ShopState: those widgets install
// them when they are defined (./purchase.ts, src/checkout/define-checkout-widget.ts) and their talons
// read a PurchaseStore (./purchase.ts usePurchase), so catalogue pages carry none of their code. The purchase
// flow's state is here from the start (./purchase-state.ts).
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createBridgeClient, type BridgeClient } from '../api/client';
import type { PageConfig } from '../schemas/config';
import { createSessionSlice } from './session-slice';
import { createReservationSlice } from './reservation-slice';
import { createSelectionSlice } from './selection-slice';
import { PURCHASE_STATE } from './purchase-state';
import { createCartSyncSlice } from './cart-sync-slice';
import { openCartChannel } from './cart-sync';
import { persistStore, readPersisted, syncAcrossTabs } from './persistence';
import type { PageEnv, PurchaseShopState, ShopState } from './types';

export type { PageEnv, PurchaseShopState, ShopState, Remote } from './types';
export type { Result, Failure } from '../api/result';
export type ShopStore = StoreApi<ShopState>;
/** The page's store once a checkout widget installed the purchase actions (./purchase.ts). */
export type PurchaseStore = StoreApi<PurchaseShopState>;

let pageStore: ShopStore | undefined;

export interface ShopStoreOptions extends Omit<PageEnv, 'client'> {
  /** defaults to the bridge client of the configuration, holding its nonce in this store */
  client?: BridgeClient;
  /** where `storage` events and the cart channel's messages come from (tab sync) */
  window?: Window;
}

export function createShopStore(options: ShopStoreOptions): ShopStore {
  const { window: target, client: givenClient, ...rest } = options;
  const client =
    givenClient ??
    createBridgeClient({
      ajaxUrl: rest.config.ajaxUrl,
      restRoot: rest.config.restRoot,
      // called once the store below exists
      nonce: { get: () => store.getState().nonce ?? null, set: (nonce) => store.setState({ nonce }) },
    });
  // issue 11 cross-tab: "cart changed" from another tab makes this one refetch (the store exists by then)
  const announce = target && openCartChannel(target, () => store.getState().cartChangedElsewhere());
  const env: PageEnv = { ...rest, client, ...(announce ? { cartChanged: announce } : {}) };
  // the purchase actions come with the checkout widgets (installPurchaseActions), which alone call them
  const store: ShopStore = createStore<ShopState>()((...a) => ({
    ...createSessionSlice(...a),
    ...createReservationSlice(...a),
    ...createSelectionSlice(...a),
    ...PURCHASE_STATE,
    ...createCartSyncSlice(...a),
    limitSeconds: rest.config.limits.blockNumberMinutes * 60,
    // what the page stored earlier wins over the slices' initial values
    ...readPersisted(rest),
    env,
  }));
  persistStore(store, rest);
  if (target) syncAcrossTabs(store, target, rest);
  return store;
}

function storageOf(target: Window, area: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return target[area];
  } catch {
    return null;
  }
}

/** The page's store, created on first use from the page configuration. */
export function pageShopStore(config: PageConfig, target: Window = window): ShopStore {
  pageStore ??= createShopStore({
    config,
    now: () => Date.now(),
    location: () => new URL(target.location.href),
    navigate: (url) => target.location.assign(url),
    sessionStorage: storageOf(target, 'sessionStorage'),
    localStorage: storageOf(target, 'localStorage'),
    window: target,
  });
  return pageStore;
}

/** Tests and embedders: use this store for every widget of the page. */
export function setPageShopStore(store: ShopStore | undefined): void {
  pageStore = store;
}

export function peekShopStore(): ShopStore | undefined {
  return pageStore;
}

export function currentShopStore(): ShopStore {
  if (!pageStore) throw new Error('store_not_ready');
  return pageStore;
}

/** Narrow selector over the page's store (hooks only). */
export function useShop<T>(selector: (state: ShopState) => T): T {
  return useStore(currentShopStore(), selector);
}
