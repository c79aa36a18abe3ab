// Everything a page needs once, whichever widget mounts first: configuration, the shared store,
// the script-error reporter.
import { installErrorReporter } from '../api/error-logger';
import { pageShopStore, peekShopStore, type ShopStore } from '../store';
import { readPageConfig } from './config';

let booted: ShopStore | undefined;

export function bootPage(): ShopStore {
  if (booted) return booted;
  const existing = peekShopStore();
  booted = existing ?? pageShopStore(readPageConfig(document), window);
  if (!existing) installErrorReporter(booted.getState().env.client, window);
  return booted;
}

/** Tests: forget the booted page. */
export function resetPage(): void {
  booted = undefined;
}
