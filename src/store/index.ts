// One zustand store for every widget on the page (it lives in the shared chunk), built from
// slices. The session slice is always there; the others are registered by the hooks that use
// them, so a catalogue page does not download the cart's and the reservation's code.
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createBridgeClient, type BridgeClient } from '../api/client';
import type { PageConfig } from '../schemas/config';
import { createSessionSlice } from './session-slice';
import { persistStore, readPersisted, syncAcrossTabs } from './persistence';
import type { PageEnv, ShopState, SliceCreator } from './types';

export type { PageEnv, ShopState, Remote } from './types';
export type ShopStore = StoreApi<ShopState>;

type AnySlice = SliceCreator<object>;

const registered: AnySlice[] = [];
let pageStore: ShopStore | undefined;

/** A slice never overwrites what is already in the store (values read from storage win). */
function addSlice(store: ShopStore, creator: AnySlice): void {
  const slice = creator(store.setState, store.getState, store);
  const current = store.getState();
  store.setState(Object.fromEntries(Object.entries(slice).filter(([key]) => !(key in current))) as Partial<ShopState>);
}

/** Hooks call this (at module load) for the slices they read; late slices join the live store. */
export function registerSlices(...creators: AnySlice[]): void {
  for (const creator of creators) {
    if (registered.includes(creator)) continue;
    registered.push(creator);
    if (pageStore) addSlice(pageStore, creator);
  }
}

export interface ShopStoreOptions extends Omit<PageEnv, 'client'> {
  /** defaults to the bridge client of the configuration, holding its nonce in this store */
  client?: BridgeClient;
  /** where `storage` events come from (tab sync) */
  window?: Window;
}

export function createShopStore(options: ShopStoreOptions, slices: readonly AnySlice[] = registered): ShopStore {
  const { window: target, client: givenClient, ...rest } = options;
  let store: ShopStore | undefined;
  const client =
    givenClient ??
    createBridgeClient({
      ajaxUrl: rest.config.ajaxUrl,
      restRoot: rest.config.restRoot,
      nonce: { get: () => store?.getState().nonce ?? null, set: (nonce) => store?.setState({ nonce }) },
    });
  const env: PageEnv = { ...rest, client };
  const created = createStore<ShopState>()((...a) => ({
    ...(createSessionSlice(...a) as ShopState),
    limitSeconds: rest.config.limits.blockNumberMinutes * 60,
    ...readPersisted(rest),
    env,
  }));
  store = created;
  for (const slice of slices) addSlice(created, slice);
  persistStore(created, rest);
  if (target) syncAcrossTabs(created, target, rest);
  return created;
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
