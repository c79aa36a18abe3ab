import { useLingui } from '@lingui/react/macro';
import { Button } from '../components/Button';
import { Popup } from '../components/Popup';
import { routeUrl } from '../domain/routes';
import type { ShopStore } from '../store';
import { SESSION_EXPIRED_KEY } from '../api/session-expiry';
import { COMMON } from '../i18n/messages';

/** 000 §3.17 the cached nonce: the expired session's, useless to the new one. */
const NONCE_KEY = 'whl_current_ajax_nonce';

/**
 * Starts a new session: the flag and the expired session's nonce go, and the shopper lands on the
 * base URL in the page's language (docs/decisions/106-session-expiry-is-the-pages-not.md: the
 * expired session's cart went with it, so a step of the purchase would only meet its own guards); the first call there gets a new session.
 */
export function startAgain(store: ShopStore): void {
  store.setState({ nonce: null }); // the store's copy of the nonce (src/store/persistence.ts writes it through)
  try {
    sessionStorage.removeItem(SESSION_EXPIRED_KEY);
    sessionStorage.removeItem(NONCE_KEY);
  } catch {
    // storage blocked: nothing was kept beyond this page, which is left now
  }
  const { config, navigate } = store.getState().env;
  navigate(routeUrl({ siteUrl: config.siteUrl, routes: config.routes, lang: config.lang }, 'homepage'));
}

/**
 * 000 §4.3 "Session expiry", §8 "Session expired: session-expiry popup; action blocked", 001 §4.9:
 * modal, no close and Escape ignored; its one button starts a new session.
 */
export function SessionExpiryPopup({ store }: { store: ShopStore }) {
  const { t } = useLingui();
  return (
    <Popup
      title={t({ message: 'Session expired', comment: '000 §4.3 session-expiry popup: title' })}
      onEscape={null}
      topmost // above the widgets' popups: nothing of the page is reachable under it
      actions={
        <Button onClick={() => startAgain(store)} autoFocus>
          {t({ message: 'Start again', comment: '000 §4.3 session-expiry popup: its only button, a new session on the home page' })}
        </Button>
      }
    >
      <p>{t(COMMON.sessionExpired)}</p>
    </Popup>
  );
}
