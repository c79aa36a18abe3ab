// 000 §4.5, 001 §4.11 a theme's Log out control (a button with data-whl-logout, contract §4.21),
// loaded on its first click: the page's bridge client (the widgets' store, src/shell/page.ts) makes
// the logout (src/login/logout.ts); a failure says so beside the button, which stays, and the
// shopper stays logged in.
import { t } from '@lingui/core/macro';
import { loadCatalog } from '../i18n';
import { logout } from '../login/logout';
import { bootPage } from '../shell/page';
import type { SiteConfig } from './config';
import { SITE } from './catalog';

const NOTICE = 'data-whl-logout-error';

export async function logOut(button: HTMLButtonElement, config: SiteConfig): Promise<void> {
  if (button.disabled) return;
  button.disabled = true;
  if (button.nextElementSibling?.hasAttribute(NOTICE)) button.nextElementSibling.remove();
  const loggedOut = await logout({ client: bootPage().getState().env.client, window, homeUrl: config.site.home });
  if (!loggedOut.ok) {
    button.disabled = false;
    await loadCatalog(config.lang, [SITE]).catch(() => undefined);
    const notice = document.createElement('span');
    notice.setAttribute(NOTICE, '');
    notice.setAttribute('role', 'alert');
    notice.textContent = t({
      message: 'We could not log you out. Please try again.',
      comment: '000 §4.5, 001 §4.11 logout failed (contract §4.21): beside the Log out button; the shopper stays logged in',
    });
    button.after(notice);
  }
}
