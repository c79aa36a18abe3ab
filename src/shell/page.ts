// Everything a page needs once, whichever widget mounts first: configuration, the shared store,
// the script-error reporter, the session-expiry popup when the page loads after the session expired (000 §4.3),
// and the site-wide behaviour on the theme's own markup (000 §2.1, src/site).
import { pageShopStore, peekShopStore, type ShopStore } from '../store';
import { isSessionExpired, onSessionExpired } from '../api/session-expiry';
import { showSessionExpiry } from '../session-expiry/show';
import { readPageConfig } from './config';
import { initSite } from '../site/site';

let booted: ShopStore | undefined;

/** 000 §7.1 page script errors (and errors caught by a widget's boundary) go to the bridge's logger. */
export function reportError(source: unknown): void {
  const client = peekShopStore()?.getState().env.client;
  if (!client) return;
  import('../api/error-logger').then(
    ({ reportScriptError, scriptErrorOf }) => reportScriptError(client, scriptErrorOf(source, location.href)),
    () => undefined,
  );
}

export function bootPage(): ShopStore {
  if (booted) return booted;
  const existing = peekShopStore();
  booted = existing ?? pageShopStore(readPageConfig(document), window);
  if (!existing) {
    window.addEventListener('error', reportError);
    window.addEventListener('unhandledrejection', reportError);
    // 000 §4.3: the bridge client says when the session expired; the shell shows the popup (once per page)
    onSessionExpired(showSessionExpiry);
    if (isSessionExpired()) showSessionExpiry(); // a reload after the session expired shows its popup again
    initSite(document, window); // 000 §2.1 site-wide behaviour on the theme's marks (src/site)
  }
  return booted;
}

/** Tests: forget the booted page. */
export function resetPage(): void {
  booted = undefined;
}
