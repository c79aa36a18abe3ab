// 000 §2.1 the site-wide behaviour loaded on need (site.ts loads it the first time one of these is
// needed): the compact header (on the first scroll past 60 px), the footer hidden while the
// on-screen keyboard takes the height (on the first visual viewport resize), a broken image's
// fallback (on the first broken image) and the back button's target (when the pointer or the focus
// reaches it, or on its click).
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
export const BACK = 'a[data-whl-back]';

/** A broken image shows the configured fallback, once. */
export function swap(img: HTMLImageElement, fallback: string): void {
  if (!fallback || img.hasAttribute(FALLEN_BACK)) return;
  img.setAttribute(FALLEN_BACK, '');
  img.removeAttribute('srcset');
  img.src = fallback;
}

export function initMore(doc: Document, win: Window, config: SiteConfig, storage: Storage | null): void {
  const { site } = config;
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
  // the images that failed before the site's code ran (their error event was missed)
  for (const img of doc.images) if (img.complete && !img.naturalWidth) img.decode().catch(() => swap(img, site.fallbackImage));
  const here = win.location.href;
  const target = backTarget(config, here, storage?.getItem(PREVIOUS) ?? null, isLoggedIn(config));
  for (const back of doc.querySelectorAll<HTMLAnchorElement>(BACK)) {
    back.href = target;
    back.hidden = samePage(target, here); // home, on the homepage
  }
}
