// The page's one session-expiry popup (000 §4.3, §8, 001 §4.9), loaded when the session has expired
// (./flag.ts): a root of its own at the end of <body>, in a shadow root with the shared primitives and
// the popup rules, whichever widgets the page has; its texts are a catalog of their own loaded with it.
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n, loadCatalog, STOREFRONT, type Catalog } from '../i18n';
import BASE_CSS from '../components/styles.css';
import OVERLAY_CSS from '../components/overlay-styles.css';
import { peekShopStore } from '../store';
import { SessionExpiryPopup } from './SessionExpiryPopup';
import { direction } from '../domain/lang';

export const SESSION_EXPIRY_CATALOG: Catalog = {
  en: () => import('../../locales/en/session-expiry'),
  ar: () => import('../../locales/ar/session-expiry'),
};

/** The host element's id: one per page. */
export const SESSION_EXPIRY_HOST = 'whl-session-expiry';

const CSS = `${BASE_CSS}\n${OVERLAY_CSS}`;

/** Mounts the popup, once however many answers said session_expired. */
export async function mountSessionExpiry(): Promise<void> {
  const store = peekShopStore(); // the page's (the client that saw the answer lives in it; src/shell/page.ts boots it first)
  if (!store || document.getElementById(SESSION_EXPIRY_HOST)) return;
  const { lang } = store.getState().env.config;
  // its message is the storefront catalog's (the checkout's session_expired reads the same): the page's
  // widgets loaded it already, so this asks for nothing more unless the popup came first
  await loadCatalog(lang, [STOREFRONT, SESSION_EXPIRY_CATALOG]);
  if (document.getElementById(SESSION_EXPIRY_HOST)) return;
  const host = document.createElement('div');
  host.id = SESSION_EXPIRY_HOST;
  const shadow = host.attachShadow({ mode: 'open' });
  document.body.append(host);
  createRoot(shadow).render(
    <I18nProvider i18n={i18n}>
      <style>{CSS}</style>
      <div className="root" lang={lang} dir={direction(lang)}>
        <SessionExpiryPopup store={store} />
      </div>
    </I18nProvider>,
  );
}
