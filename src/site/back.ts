// 000 §2.1 header back button, §3.17 sessionStorage previousUrl; 001 §2.1, §2.2, §2.4 its rules
// from the thank-you, track-order and my-orders pages.
import type { SiteConfig } from './config';

/** 000 §3.17 the previous page's URL. */
export const PREVIOUS = 'previousUrl';
/** The page shown last in this tab: it becomes previousUrl when another page loads (a reload keeps it). */
export const CURRENT = 'whl_current_url';

/** A page's address without its query (lang), hash and trailing slash. */
const pageOf = (href: string) => href.split(/[?#]/)[0]!.replace(/\/+$/, '');

/** Same page: the same address, whatever the query (lang) or hash, and a trailing slash aside. */
export const samePage = (a: string, b: string): boolean => pageOf(a) === pageOf(b);

/**
 * Every page hands its URL on as the next page's previousUrl: leaving a page (pagehide, so also into
 * the back-forward cache) writes it as the current one (`leave`), and the next page to load, if it
 * is another page, makes it previousUrl (`arrive`); a reload or a change of language keeps the one
 * there was. A thank-you page hands on the homepage instead (001 §2.1: back from the page after it
 * goes home). Leaving by the back button hands on nothing (`leave` with null): back again from there
 * goes home, not here.
 */
export function arrive(storage: Storage, here: string): void {
  const last = storage.getItem(CURRENT);
  if (last && !samePage(last, here)) storage.setItem(PREVIOUS, last);
}

export function leave(storage: Storage, here: string | null, config: SiteConfig): void {
  if (here === null) [PREVIOUS, CURRENT].forEach((key) => storage.removeItem(key));
  else storage.setItem(CURRENT, config.site.page === 'thank-you' ? config.site.home : here);
}
