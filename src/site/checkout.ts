// 000 §2.1 on a checkout step (contract §1 site.page; a chunk of the site entry, loaded on those
// pages only, which the bridge preloads there: contract §6): the browser back button
// is neutralised (the current history entry pushed again), and a header, menu or footer link to
// another page asks first, with the cart exit popup (a chunk loaded then); the store locator opens
// in a new tab instead. Its click listener runs in the capture phase, before the site entry's.
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
      const link = path.find((node) => node.tagName === 'A' && node.href);
      if (
        !link ||
        event.defaultPrevented ||
        event.button ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey ||
        link.target ||
        samePage(link.href, location.href) ||
        !path.some((node) => node.matches?.('[data-whl-header],[data-whl-footer],nav'))
      )
        return;
      event.preventDefault();
      const locator = config.site.storeLocatorUrl;
      if (locator && samePage(link.href, locator)) win.open(link.href, '_blank', 'noopener');
      else void import('./exit-popup').then((popup) => popup.showExitPopup(link, config.lang));
    },
    true,
  );
}
