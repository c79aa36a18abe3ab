import { waitFor } from '@testing-library/react';
import { bootPage, reportError, resetPage } from '../../../src/shell/page';
import { peekShopStore, setPageShopStore } from '../../../src/store';
import { markSessionExpired } from '../../../src/api/session-expiry';
import { fakeBridge } from '../support/fake-bridge';
import { testStore } from '../support/store';
import { configFor } from '../support/fixtures';

afterEach(() => {
  setPageShopStore(undefined);
  resetPage();
  document.body.innerHTML = '';
});

describe('contract §1 one store per page, built from #whl-config by the first widget', () => {
  test('the first boot reads the configuration; later boots share the same store', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'whl-config';
    script.textContent = JSON.stringify(configFor('ar'));
    document.body.append(script);
    const store = bootPage();
    expect(store.getState().env.config.lang).toBe('ar');
    expect(bootPage()).toBe(store);
    expect(peekShopStore()).toBe(store);
  });
});

describe('000 §4.3 session expiry, 001 §4.9: a page loaded after the session expired shows its popup again', () => {
  function configScript() {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'whl-config';
    script.textContent = JSON.stringify(configFor('en'));
    document.body.append(script);
  }
  const popup = () => document.getElementById('whl-session-expiry')?.shadowRoot?.querySelector('dialog[open]');

  afterEach(() => sessionStorage.clear());

  test('session_expiry_popup_disp is true: the first boot mounts the popup (once)', async () => {
    sessionStorage.setItem('session_expiry_popup_disp', 'true');
    configScript();
    bootPage();
    bootPage();
    await waitFor(() => expect(popup()).toBeTruthy());
    expect(document.querySelectorAll('#whl-session-expiry')).toHaveLength(1);
  });

  test('the bridge client says the session expired: the booted page mounts the popup (once for two answers)', async () => {
    configScript();
    bootPage();
    expect(popup()).toBeFalsy();
    markSessionExpired(); // a session_expired answer (src/api/client.ts)
    markSessionExpired();
    await waitFor(() => expect(popup()).toBeTruthy());
    expect(document.querySelectorAll('#whl-session-expiry')).toHaveLength(1);
  });

  test('no flag: no popup', async () => {
    configScript();
    bootPage();
    await new Promise((done) => setTimeout(done, 20));
    expect(document.getElementById('whl-session-expiry')).toBeNull();
  });
});

describe('000 §7.1 page script errors are reported to wp_js_error_logger', () => {
  test('an error event of the page', async () => {
    const bridge = fakeBridge({ wp_js_error_logger: { body: { responseCode: 'success' } } });
    testStore({ client: bridge.client });
    reportError(
      new ErrorEvent('error', { message: 'ReferenceError: gtag is not defined', filename: 'https://shop.example/app.js', lineno: 7 }),
    );
    await waitFor(() => expect(bridge.callsTo('wp_js_error_logger')).toHaveLength(1));
    expect(bridge.calls[0]?.fields).toEqual({ msg: 'ReferenceError: gtag is not defined', url: 'https://shop.example/app.js', line: 7 });
  });

  test('before any store exists nothing is sent (and nothing throws)', () => {
    expect(() => reportError(new Error('early'))).not.toThrow();
  });
});
