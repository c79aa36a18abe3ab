// 000 §2.1 where the header back button goes; 001 §2.1, §2.2, §2.4 its rules from the thank-you,
// track-order and my-orders pages (the thank-you rule is kept by back.ts leave). Loaded on need with more.ts.
import type { SiteConfig } from './config';
import { samePage } from './back';

/**
 * Whether the shopper is logged in (001 §2.2), as a cached page can know it without a request: the
 * login's hint cookie `whl_logged_in=1` (contract §4.21), or the page configuration's `loggedIn` when
 * it says so; a guest otherwise. Only a hint, for the back button: every call is decided by the session.
 */
export function isLoggedIn(config: SiteConfig, cookie: string): boolean {
  return config.loggedIn === true || /(?:^|;\s*)whl_logged_in=1(?:;|$)/.test(cookie);
}

/**
 * Where the header back button goes from `here`: from my-orders home; from track order to my-orders
 * when logged in; else the previous page in the page's language (lang=ar kept), home when there is
 * none or it is this page.
 */
export function backTarget({ site, lang }: SiteConfig, here: string, previous: string | null, loggedIn: boolean): string {
  if (site.page === 'track-order' && loggedIn && site.myOrders) return site.myOrders;
  if (site.page === 'my-orders' || !previous || samePage(previous, here)) return site.home;
  const url = new URL(previous);
  if (lang === 'ar') url.searchParams.set('lang', 'ar');
  else url.searchParams.delete('lang');
  return url.href;
}
