// 000 §4.5, 001 §4.11 logout (contract §4.21), loaded on demand when a logout control is used:
// the `logout` event (a DOM event on window and the dataLayer's), the session item removed (the
// bridge drops every item of the login), then the base URL in the page's language.
import type { BridgeClient } from '../api/client';
import { removeSessionItem } from '../api/login';
import { done, type Result } from '../api/result';

export interface LogoutTarget {
  client: BridgeClient;
  window: Window & { dataLayer?: unknown[] };
  /** the site's base URL in the page's language */
  homeUrl: string;
}

/** Answers after the navigation started; a failed removal is answered (the shopper stays logged in and is told). */
export async function logout({ client, window, homeUrl }: LogoutTarget): Promise<Result> {
  window.dispatchEvent(new CustomEvent('logout'));
  (window.dataLayer ??= []).push({ event: 'logout' });
  const removed = await removeSessionItem(client, 'loggedin_user_info');
  if (!removed.ok) return removed;
  try {
    window.sessionStorage.removeItem('whl_current_ajax_nonce'); // the session's id changed: so did its nonce
  } catch {
    // storage refused: the client refreshes a stale nonce once anyway
  }
  window.location.assign(homeUrl);
  return done;
}
