// 000 §2.1 the site-wide behaviour site.ts loads on the page's first scroll, pointer, touch, key,
// focus or broken image: the back button's target, a broken image's fallback, the compact header,
// the footer hidden under the on-screen keyboard, the menu item of the page, the Log out button, and
// on a checkout step browser back neutralised and the cart exit popup.
import type { SiteConfig } from './config';
import type { SiteState } from './site';
import { PREVIOUS, samePage } from './back';
import { backTarget, isLoggedIn } from './back-target';
import { controlOf } from './control';

/** 000 §2.1 the header is compact after this much scroll, in CSS pixels. */
export const COMPACT_AFTER = 60;
/** Below this viewport width a screen is small (the footer rule). */
export const SMALL_SCREEN = 768;
/** The footer hides while the visual viewport is below this share of the screen's height. */
export const KEYBOARD_SHARE = 0.75;
/** Marks an image given the fallback: once per image, so a fallback that fails too is left as it is. */
export const FALLEN_BACK = 'data-whl-fallback';
const BACK = 'a[data-whl-back]';

/** A broken image shows the configured fallback, once. */
export function swap(img: HTMLImageElement, fallback: string): void {
  if (!fallback || img.hasAttribute(FALLEN_BACK)) return;
  img.setAttribute(FALLEN_BACK, '');
  img.removeAttribute('srcset');
  img.src = fallback;
}

/**
 * What a click on one of the site's controls (control.ts) does, its default prevented: the back
 * button and a link go there, the Log out button logs out; on a checkout step a control that leaves
 * (another page, or logging out) asks first with the cart exit popup, and the store locator opens in
 * a new tab instead.
 */
export function act(control: HTMLElement, win: Window, config: SiteConfig, state: SiteState): void {
  const { href } = control as HTMLAnchorElement;
  const go = href
    ? () => {
        state.byBack = control.matches(BACK);
        win.location.assign(href);
      }
    : () => void import('./logout').then((part) => part.logOut(control as HTMLButtonElement, config));
  const locator = config.site.storeLocatorUrl;
  if (config.site.page !== 'checkout' || (href && samePage(href, win.location.href))) go();
  else if (href && locator && samePage(href, locator)) win.open(href, '_blank', 'noopener');
  else void import('./exit-popup').then((popup) => popup.showExitPopup(control, config.lang, go));
}

export function initMore(doc: Document, win: Window, config: SiteConfig, state: SiteState): void {
  const { site } = config;
  const { history, location } = win;
  const here = location.href;

  // the back button's target (hidden where it is this page: home, on the homepage)
  const target = backTarget(config, here, state.storage?.getItem(PREVIOUS) ?? null, isLoggedIn(config, doc.cookie));
  for (const back of doc.querySelectorAll<HTMLAnchorElement>(BACK)) {
    back.href = target;
    back.hidden = samePage(target, here);
  }
  const checkout = site.page === 'checkout';
  doc.addEventListener(
    'click',
    (event) => {
      const control = controlOf(event, checkout);
      if (!control) return;
      event.preventDefault();
      act(control, win, config, state);
    },
    true,
  );
  state.ready = true;

  if (checkout) {
    // browser back stays: the current entry pushed again, now and on every popstate
    const stay = () => history.pushState({ whlStay: 1 }, '', location.href);
    if (!(history.state as { whlStay?: number } | null)?.whlStay) stay();
    win.addEventListener('popstate', stay);
  }

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
