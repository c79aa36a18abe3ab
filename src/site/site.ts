// 000 §2.1 site-wide behaviour on the theme's own markup (contract §6 "The theme's parts"):
// - [data-whl-header]: the menu link of this page gets aria-current="page" unless the theme marked
//   one; compact (data-whl-compact) after 60 px of scroll;
// - a[data-whl-back]: the header back button (back.ts), hidden where it would lead to this page;
// - [data-whl-footer]: hidden on a small screen while the on-screen keyboard leaves under 75 % of
//   the screen's height to the page (visual viewport);
// - img: a broken image shows the configured fallback, once (no loop when the fallback fails too);
// - on a checkout step, checkout.ts (a chunk the bridge preloads on those pages).
// This part is on every page, so it is small (decisions.md "Site-wide behaviour"): it keeps the
// previous page (back.ts) and marks the menu item at once; the rest (more.ts) loads when first
// needed: a scroll past 60 px, a viewport resize, a broken image, the pointer or focus on the back
// button.
import { readSiteConfig } from './config';
import { arrive, leave, samePage } from './back';

const BACK = 'a[data-whl-back]';

export function initSite(doc: Document, win: Window): void {
  const config = readSiteConfig(doc);
  if (!config) return;
  const { location } = win;
  const on = (target: EventTarget | null, type: string, listener: (event: never) => unknown, capture?: boolean) =>
    target?.addEventListener(type, listener as EventListener, capture);

  let storage: Storage | null = null;
  try {
    arrive((storage = win.sessionStorage), location.href);
  } catch {
    // storage refused (private mode): the back button goes home
  }
  let loaded: Promise<typeof import('./more')> | undefined;
  let ready = false;
  const more = () => (loaded ??= import('./more').then((part) => (part.initMore(doc, win, config, storage), (ready = true), part)));

  let byBack = false;
  on(doc, 'click', (event: MouseEvent) => {
    const back = (event.target as Element).closest?.<HTMLAnchorElement>(BACK);
    if (!back || event.defaultPrevented) return;
    byBack = true;
    // clicked before its target was set: go there once it is
    if (ready) return;
    event.preventDefault();
    void more().then(() => location.assign(back.href));
  });
  on(win, 'pagehide', () => storage && leave(storage, byBack ? null : location.href, config));
  for (const type of ['pointerover', 'focusin']) on(doc, type, ({ target }: { target: Element }) => target.closest?.(BACK) && more());
  on(win, 'scroll', () => win.scrollY > 60 && more());
  on(win.visualViewport, 'resize', more);
  // image errors do not bubble: caught in the capture phase
  on(
    doc,
    'error',
    ({ target }: { target: HTMLImageElement }) =>
      target.tagName === 'IMG' && more().then((part) => part.swap(target, config.site.fallbackImage)),
    true,
  );
  for (const img of doc.images) if (img.complete && !img.naturalWidth) void more();

  // the menu link of this page: of its menus (nav), else of the header but the back button and the language links (hreflang)
  const header = doc.querySelector('[data-whl-header]');
  if (header && !header.querySelector('[aria-current="page"]'))
    [...header.querySelectorAll<HTMLAnchorElement>(header.querySelector('nav') ? 'nav a[href]' : 'a[href]:not([hreflang],[data-whl-back])')]
      .find((link) => samePage(link.href, location.href))
      ?.setAttribute('aria-current', 'page');

  if (config.site.page === 'checkout') void import('./checkout').then((part) => part.initCheckout(doc, win, config));
}
