// 000 §3.17 client-held values: the store is mapped key by key onto the documented storage keys,
// so older pages and other tabs read the same values. No personal data is written here.
import type { StoreApi } from 'zustand/vanilla';
import type { ShopState } from './types';

type Area = 'session' | 'local';

interface PersistedKey {
  key: string;
  area: Area;
  value(state: ShopState): string | null;
}

export const PERSISTED_KEYS: readonly PersistedKey[] = [
  { key: 'whl_current_ajax_nonce', area: 'session', value: (s) => s.nonce },
  { key: 'number_selected', area: 'session', value: (s) => (s.selectedNumber ? `msisdn:${s.selectedNumber.msisdn}` : null) },
  { key: 'currentSelectedNo', area: 'session', value: (s) => s.selectedNumber?.msisdn ?? null },
  { key: 'currentSelectedNoLabel', area: 'session', value: (s) => s.selectedNumber?.label ?? null },
  { key: 'postpaid_prepaid_selected_plan', area: 'session', value: (s) => s.selectedPlanSku },
  { key: 'product_service_type', area: 'session', value: (s) => s.productServiceType },
  { key: 'cart_item_type', area: 'session', value: (s) => s.cartItemType },
  { key: 'cart_merge_failure_popup', area: 'session', value: (s) => (s.cartMergeFailure ? 'true' : null) },
  { key: 'number_blocked_time', area: 'local', value: (s) => (s.blockedTime === null ? null : String(Math.round(s.blockedTime))) },
];

export interface Storages {
  sessionStorage: Storage | null;
  localStorage: Storage | null;
}

function areaOf(storages: Storages, area: Area): Storage | null {
  return area === 'session' ? storages.sessionStorage : storages.localStorage;
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function parseBlockedTime(raw: string | null): number | null {
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The persisted part of the state as found in storage. */
export function readPersisted(storages: Storages): Partial<ShopState> {
  const session = storages.sessionStorage;
  const msisdn = read(session, 'currentSelectedNo');
  const label = read(session, 'currentSelectedNoLabel');
  const serviceType = read(session, 'product_service_type');
  return {
    nonce: read(session, 'whl_current_ajax_nonce'),
    selectedNumber: msisdn && label !== null ? { msisdn, label } : null,
    selectedPlanSku: read(session, 'postpaid_prepaid_selected_plan'),
    productServiceType: serviceType === 'prepaid' || serviceType === 'postpaid' ? serviceType : null,
    cartItemType: read(session, 'cart_item_type'),
    cartMergeFailure: read(session, 'cart_merge_failure_popup') === 'true',
    blockedTime: parseBlockedTime(read(storages.localStorage, 'number_blocked_time')),
  };
}

/** Writes every change of a persisted value; returns the unsubscribe function. */
export function persistStore(store: StoreApi<ShopState>, storages: Storages): () => void {
  const written = new Map<string, string | null>();
  for (const { key, area } of PERSISTED_KEYS) written.set(key, read(areaOf(storages, area), key));
  const write = (state: ShopState) => {
    for (const { key, area, value } of PERSISTED_KEYS) {
      const next = value(state);
      if (written.get(key) === next) continue;
      written.set(key, next);
      try {
        const storage = areaOf(storages, area);
        if (next === null) storage?.removeItem(key);
        else storage?.setItem(key, next);
      } catch {
        // storage full or blocked: the page still works from memory
      }
    }
  };
  write(store.getState());
  return store.subscribe(write);
}

/** Tabs stay in step: another tab's reservation (number_blocked_time) reaches this page's store. */
export function syncAcrossTabs(store: StoreApi<ShopState>, target: Window, storages: Storages): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storages.localStorage) return;
    if (event.key === 'number_blocked_time' || event.key === null) {
      store.setState({ blockedTime: parseBlockedTime(event.key === null ? null : event.newValue) });
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
