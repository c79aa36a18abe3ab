// 000 §2.1 on a checkout step (contract §1 site.page; a chunk of the site entry, loaded on those
// pages only, which the bridge preloads there: contract §6): the browser back button
// is neutralised (the current history entry pushed again), and a header, menu or footer link to
// another page (or the theme's Log out button) asks first, with the cart exit popup (a chunk loaded
// then); the store locator opens in a new tab instead. Its click listener runs in the capture phase, before the site entry's.
import type { SiteConfig } from './config';
import { samePage } from './back';

export function initCheckout(doc: Document, win: Window, config: SiteConfig): void {
  const { history, location } = win;
  const stay = () => history.pushState({ whlStay: 1 }, '', location.href);
  if (!(history.state as { whlStay?: number } | null)?.whlStay) stay();
  win.addEventListener('popstate', stay);
  doc.addEventListener(
    'click',
    (event) => {
      const path = event.composedPath() as HTMLAnchorElement[];
      // a link, or the theme's Log out button (000 §2.1 'logout' is one of the destinations)
      const control = path.find((node) => (node.tagName === 'A' && node.href) || node.matches?.('button[data-whl-logout]'));
      if (
        !control ||
        event.defaultPrevented ||
        event.button ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey ||
        control.target ||
        (control.href && samePage(control.href, location.href)) ||
        !path.some((node) => node.matches?.('[data-whl-header],[data-whl-footer],nav'))
      )
        return;
      event.preventDefault();
      const locator = config.site.storeLocatorUrl;
      if (control.href && locator && samePage(control.href, locator)) return void win.open(control.href, '_blank', 'noopener');
      const go = control.href
        ? () => location.assign(control.href)
        : () => void import('./logout').then((part) => part.logOut(control as unknown as HTMLButtonElement, config));
      void import('./exit-popup').then((popup) => popup.showExitPopup(control, config.lang, go));
    },
    true,
  );
}
