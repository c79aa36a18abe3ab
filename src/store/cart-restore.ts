// 000 §4.4 abandoned-cart restore, loaded only on a page opened with a cart hash in its URL (the
// restore link of the abandoned-cart e-mail): the session bootstrap hands it the bridge's answer.
import { siteLink } from '../domain/routes';
import type { CurrentNonceOutput } from '../schemas/session';
import type { ShopState } from './types';

/** 000 §4.4: the carts whose number hold the restore renewed (number_blocked_time restarts now). */
const HELD_ORDER_TYPES = new Set(['prepaid', 'postpaid', 'port_in', 'port-in']);

/** Restored → the page goes to the base URL plus redirection_url in the cart's language (the hold restarted now); not restored → the popup. */
export function restoreCart(session: CurrentNonceOutput['data'], get: () => ShopState, set: (partial: Partial<ShopState>) => void): void {
  const { env } = get();
  const restart = session.cart_restart;
  if (!restart.cart_restart_status) {
    set({ cartRestoreFailed: true });
    return;
  }
  // The bridge renewed the number's hold (contract §4.1): its countdown starts again now.
  if (HELD_ORDER_TYPES.has(session.orderType)) set({ blockedTime: env.now() });
  const lang = restart.lang === 'ar' ? 'ar' : restart.lang === 'en' ? 'en' : env.config.lang;
  const { routes } = env.config;
  const named = Object.prototype.hasOwnProperty.call(routes, restart.redirection_url);
  const path = named ? (routes[restart.redirection_url] ?? '') : restart.redirection_url;
  env.navigate(siteLink({ siteUrl: env.config.siteUrl, routes: env.config.routes, lang }, path));
}
