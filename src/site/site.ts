// 000 §2.1 site-wide behaviour on the theme's own markup (contract §6 "The theme's parts"):
// data-whl-header (compact after 60 px, the menu item of the page), data-whl-back (the header back
// button), data-whl-footer (hidden under the on-screen keyboard), broken images (the configured
// fallback), and on a checkout step checkout-guard.ts (a chunk the bridge preloads on those pages).
// This part is on every page, so it holds only what must run at once (decisions.md "Site-wide
// behaviour"): the previous page's bookkeeping (back.ts) and the checkout part; the rest (more.ts)
// loads on the page's first scroll, pointer, touch, key, focus or broken image.
import { readSiteConfig } from './config';
import { arrive, leave } from './back';

/** What loads more.ts. */
export const MORE_ON = ['scroll', 'pointerover', 'touchstart', 'keydown', 'focusin'];

export function initSite(doc: Document, win: Window): void {
  const config = readSiteConfig(doc);
  if (!config) return;
  const { location } = win;
  let storage: Storage | null = null;
  try {
    arrive((storage = win.sessionStorage), location.href);
  } catch {
    // storage refused (private mode): the back button goes home
  }
  let ready = false;
  let loaded: Promise<unknown> | undefined;
  const more = () => (loaded ??= import('./more').then((part) => part.initMore(doc, win, config, storage, () => (ready = true))));
  const load = () => void more();
  // (the on-screen keyboard opens on a focus: focusin loads it before the viewport shrinks)
  for (const type of MORE_ON) win.addEventListener(type, load, { once: true, capture: true });
  doc.addEventListener('error', load, { once: true, capture: true }); // image errors do not bubble
  if ([...doc.images].some((img) => img.complete && !img.naturalWidth)) load(); // a broken image before this ran

  let byBack = false;
  doc.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (event.defaultPrevented) return; // held by the checkout part (the exit popup)
    // a theme's Log out button (contract §4.21): its code loads on its first click
    const logout = target.closest?.<HTMLButtonElement>('button[data-whl-logout]');
    if (logout) void import('./logout').then((part) => part.logOut(logout, config));
    const back = target.closest?.<HTMLAnchorElement>('a[data-whl-back]');
    if (!back) return;
    byBack = true;
    // clicked before its target was set: go there once it is
    if (ready) return;
    event.preventDefault();
    void more().then(() => location.assign(back.href));
  });
  win.addEventListener('pagehide', () => storage && leave(storage, byBack ? null : location.href, config));
  if (config.site.page === 'checkout') void import('./checkout-guard').then((part) => part.initCheckout(doc, win, config));
}
