// 000 §2.1 the site-wide behaviour site.ts loads on the page's first scroll, pointer, touch, key,
// focus or broken image: the compact header, the menu item of the page, the footer
// hidden under the on-screen keyboard, a broken image's fallback and the back button's target.
import type { SiteConfig } from './config';
import { PREVIOUS, samePage } from './back';
import { backTarget, isLoggedIn } from './back-target';

/** 000 §2.1 the header is compact after this much scroll, in CSS pixels. */
export const COMPACT_AFTER = 60;
/** Below this viewport width a screen is small (the footer rule). */
export const SMALL_SCREEN = 768;
/** The footer hides while the visual viewport is below this share of the screen's height. */
export const KEYBOARD_SHARE = 0.75;
/** Marks an image given the fallback: once per image, so a fallback that fails too is left as it is. */
export const FALLEN_BACK = 'data-whl-fallback';

/** A broken image shows the configured fallback, once. */
export function swap(img: HTMLImageElement, fallback: string): void {
  if (!fallback || img.hasAttribute(FALLEN_BACK)) return;
  img.setAttribute(FALLEN_BACK, '');
  img.removeAttribute('srcset');
  img.src = fallback;
}

export function initMore(doc: Document, win: Window, config: SiteConfig, storage: Storage | null, ready: () => void): void {
  const { site } = config;
  const here = win.location.href;

  // the back button's target (hidden where it is this page: home, on the homepage)
  const target = backTarget(config, here, storage?.getItem(PREVIOUS) ?? null, isLoggedIn(config, doc.cookie));
  for (const back of doc.querySelectorAll<HTMLAnchorElement>('a[data-whl-back]')) {
    back.href = target;
    back.hidden = samePage(target, here);
  }
  ready();

  // image errors do not bubble: caught in the capture phase; and those that failed before
  doc.addEventListener(
    'error',
    ({ target }) => (target as Element).tagName === 'IMG' && swap(target as HTMLImageElement, site.fallbackImage),
    true,
  );
  for (const img of doc.images) if (img.complete && !img.naturalWidth) img.decode().catch(() => swap(img, site.fallbackImage));

  const header = doc.querySelector('[data-whl-header]');
  const footer = doc.querySelector<HTMLElement>('[data-whl-footer]');
  const viewport = win.visualViewport;
  const fit = () => {
    header?.toggleAttribute('data-whl-compact', win.scrollY > COMPACT_AFTER);
    if (footer && viewport) footer.hidden = win.innerWidth < SMALL_SCREEN && viewport.height < win.screen.height * KEYBOARD_SHARE;
  };
  fit();
  win.addEventListener('scroll', fit, { passive: true });
  viewport?.addEventListener('resize', fit);

  // the menu link of this page, unless the theme marked one: of its menus (nav), else of the header
  // but the back button and the language links (hreflang, this page in the other language)
  if (header && !header.querySelector('[aria-current="page"]'))
    [...header.querySelectorAll<HTMLAnchorElement>(header.querySelector('nav') ? 'nav a[href]' : 'a[href]:not([hreflang],[data-whl-back])')]
      .find((link) => samePage(link.href, here))
      ?.setAttribute('aria-current', 'page');
}
