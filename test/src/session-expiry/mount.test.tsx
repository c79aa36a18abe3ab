import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { i18n } from '../../../src/i18n';
import { SESSION_EXPIRY_HOST, mountSessionExpiry } from '../../../src/session-expiry/mount';
import { SESSION_EXPIRED_KEY, isSessionExpired, markSessionExpired } from '../../../src/api/session-expiry';
import { setPageShopStore } from '../../../src/store';
import { fakeBridge } from '../support/fake-bridge';
import { configFor } from '../support/fixtures';
import { testStore } from '../support/store';

const NONCE_KEY = 'whl_current_ajax_nonce';
const host = () => document.getElementById(SESSION_EXPIRY_HOST);
const dialog = () => host()?.shadowRoot?.querySelector<HTMLElement>('dialog[open]') ?? null;

afterEach(() => {
  act(() => host()?.remove());
  sessionStorage.clear();
  setPageShopStore(undefined);
});

function page(lang: 'en' | 'ar') {
  const bridge = fakeBridge({});
  const { store, navigate } = testStore({ client: bridge.client, config: configFor(lang) });
  store.setState({ nonce: 'expired-session-nonce' }); // kept as whl_current_ajax_nonce (000 §3.17)
  return { store, navigate, bridge };
}

describe('000 §4.3 "Session expiry", §8 "Session expired: session-expiry popup; action blocked", 001 §4.9', () => {
  test.each([
    ['en', 'Session expired', 'Your session has expired. Please start again.', 'Start again', 'https://shop.example/'],
    ['ar', 'انتهت الجلسة', 'انتهت صلاحية جلستك. يرجى البدء من جديد.', 'ابدأ من جديد', 'https://shop.example/?lang=ar'],
  ] as const)(
    '%s: one modal popup for the page; its one button starts a new session on the home page',
    async (lang, title, text, button, home) => {
      const { store, navigate } = page(lang);
      markSessionExpired(); // a session_expired answer (src/api/client.ts)
      await act(() => mountSessionExpiry()); // as loaded by the flag, and again by a second answer:
      await act(() => mountSessionExpiry());
      await waitFor(() => expect(dialog()).not.toBeNull());
      expect(document.querySelectorAll(`#${SESSION_EXPIRY_HOST}`)).toHaveLength(1);
      const root = host()!.shadowRoot!;
      expect(root.querySelector('.root')).toMatchObject({ lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
      expect(dialog()!.getAttribute('aria-modal')).toBe('true');
      expect(root.querySelector('h2')?.textContent).toBe(title);
      expect(root.querySelector('p')?.textContent).toBe(text);
      const buttons = root.querySelectorAll('button, a');
      expect([...buttons].map((b) => b.textContent)).toEqual([button]); // no close
      expect(root.activeElement).toBe(buttons[0]);

      fireEvent.keyDown(dialog()!, { key: 'Escape' });
      expect(dialog()).not.toBeNull(); // Escape ignored
      expect(navigate).not.toHaveBeenCalled();

      fireEvent.click(buttons[0]!);
      expect(sessionStorage.getItem(SESSION_EXPIRED_KEY)).toBeNull();
      expect(sessionStorage.getItem(NONCE_KEY)).toBeNull();
      expect(store.getState().nonce).toBeNull();
      expect(navigate).toHaveBeenCalledWith(home); // the base URL in the page's language
    },
  );

  test('its texts are a catalog of their own, loaded with the popup (the page catalogs do not carry them)', async () => {
    page('ar');
    expect(isSessionExpired()).toBe(false);
    sessionStorage.setItem(SESSION_EXPIRED_KEY, 'true'); // a reload after the session expired
    expect(isSessionExpired()).toBe(true);
    // the compiled catalog as built (Lingui's i18n.load merges later catalogs into the first one's object)
    const storefront = readFileSync(join(__dirname, '../../../locales/ar/storefront.ts'), 'utf8');
    expect(storefront).toContain('إعادة المحاولة');
    expect(storefront).not.toContain('انتهت الجلسة');
    await act(() => mountSessionExpiry());
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(i18n.locale).toBe('ar');
  });

  test('no page store (nothing was booted): nothing is mounted', async () => {
    await act(() => mountSessionExpiry());
    expect(host()).toBeNull();
  });
});
