// 000 §2.1 site-wide behaviour on the theme's own markup (contract §6 "The theme's parts"):
// data-whl-header (compact after 60 px, the menu item of the page), data-whl-back (the header back
// button), data-whl-footer (hidden under the on-screen keyboard), data-whl-logout (a Log out button),
// broken images (the configured fallback), and on a checkout step browser back neutralised and the
// cart exit popup. This part is on every page, so it holds only what must run at once
// (docs/decisions/107-site-wide-behaviour-marks-on-the.md): the previous page's bookkeeping (back.ts);
// the rest (more.ts) loads on the
// page's first scroll, pointer, touch, key, focus or broken image, and a click on one of its controls
// before it is in (controlOf) is held and handed to it.
import { readSiteConfig } from './config';
import { arrive, leave } from './back';
import { controlOf } from './control';

/** What loads more.ts (the on-screen keyboard opens on a focus: its footer rule is in before the viewport shrinks). */
export const MORE_ON = ['scroll', 'pointerover', 'touchstart', 'keydown', 'focusin'];

/** What this part and more.ts share. */
export interface SiteState {
  storage: Storage | null;
  /** the page is being left by its back button: it hands on no previous page */
  byBack: boolean;
  /** more.ts is in: it handles the clicks */
  ready: boolean;
}

export function initSite(doc: Document, win: Window): void {
  const config = readSiteConfig(doc);
  if (!config) return;
  const { location } = win;
  const state: SiteState = { storage: null, byBack: false, ready: false };
  try {
    arrive((state.storage = win.sessionStorage), location.href);
  } catch {
    // storage refused (private mode): the back button goes home
  }
  let loaded: Promise<typeof import('./more')> | undefined;
  const more = () => (loaded ??= import('./more').then((part) => (part.initMore(doc, win, config, state), part)));
  const load = () => void more();
  for (const type of MORE_ON) win.addEventListener(type, load, { once: true, capture: true });
  doc.addEventListener('error', load, { once: true, capture: true }); // image errors do not bubble
  if ([...doc.images].some((img) => img.complete && !img.naturalWidth)) load(); // a broken image before this ran
  doc.addEventListener(
    'click',
    (event) => {
      const control = !state.ready && controlOf(event, config.site.page === 'checkout');
      if (!control) return;
      event.preventDefault();
      void more().then((part) => part.act(control, win, config, state));
    },
    true,
  );
  win.addEventListener('pagehide', () => state.storage && leave(state.storage, state.byBack ? null : location.href, config));
}
