// Settings → Storefront (issue 13): an administrator changes the reservation minutes, a configured
// message and a port's adapter in wp-admin and the shop follows; credentials are never printed back;
// an editor (no manage_options) can neither open the screen, nor post to it, nor test a connection.
import type { Page } from 'playwright-core';
import { adminPassword, axeViolations, baseUrl, restoreBridgeSettings, shopUrl, snap, wordpressPhp, type Lang } from '../support';
import { reserveFirstFreeNumber, secondsOf, widget, chooseFirstFreeNumber, choosePrepaidPlan } from '../journeys';
import { logInToWordPress, newShopper } from '../fixture';

const SCREEN = `${baseUrl}/wp-admin/options-general.php?page=whl-storefront`;
const SECRET = `typed-by-the-admin-${Date.now()}`;
const MESSAGE = {
  en: 'Our team is looking into it. Please try again in a minute.',
  ar: 'فريقنا يتابع الأمر. يرجى المحاولة بعد دقيقة.',
} as const;
const EDITOR = { login: `editor${Date.now()}`, password: `Ed-${Math.random().toString(36).slice(2)}-pw` };

let stored: Record<string, unknown>;
beforeAll(async () => {
  stored = JSON.parse(wordpressPhp(`echo json_encode((object) get_option('whl_bridge_settings', []));`)) as Record<string, unknown>;
  wordpressPhp(
    `wp_insert_user(['user_login' => $argv[2], 'user_pass' => $argv[3], 'user_email' => $argv[2] . '@example.om', 'role' => 'editor']);`,
    [EDITOR.login, EDITOR.password],
  );
});
afterAll(async () => {
  restoreBridgeSettings(stored);
  wordpressPhp(
    `require_once ABSPATH . 'wp-admin/includes/user.php'; $u = get_user_by('login', $argv[2]); if ($u) wp_delete_user($u->ID);`,
    [EDITOR.login],
  );
});

const field = (tab: Page, id: string) => tab.locator(`#whl-${id}`);
async function save(tab: Page): Promise<void> {
  await tab.locator('#submit').click();
  await tab.waitForLoadState();
  await tab.getByText('Settings saved.').waitFor();
}
/** Saves a typo in a field: the screen answers with an error naming it (`named`: what it could not read), and saves nothing. Its text. */
async function saveTypo(tab: Page, id: string, typed: string, named = typed): Promise<string> {
  await field(tab, id).fill(typed);
  await tab.locator('#submit').click();
  await tab.waitForLoadState();
  const notice = tab.locator('.notice-error, .error').filter({ hasText: named });
  await notice.waitFor();
  expect(await tab.getByText('Settings saved.').count()).toBe(0);
  return (await notice.textContent()) ?? '';
}

/** The page configuration a shop page carries (contract §1). */
async function pageConfig(
  page: Page,
): Promise<{ limits: { blockNumberMinutes: number }; captcha: { provider: string }; messages: object }> {
  return JSON.parse((await page.locator('#whl-config').textContent())!) as never;
}

describe('issue 13: Settings → Storefront, for administrators only', () => {
  it('an administrator sets the reservation minutes and the generic error message (en, ar); the shop follows', async () => {
    const { tab } = await logInToWordPress('admin', adminPassword());
    await tab.goto(SCREEN);
    await tab.getByRole('heading', { name: 'Storefront', level: 1 }).waitFor();
    await snap(tab, 'settings-screen', 'en', 'the-screen');
    expect(await axeViolations(tab, '.whl-settings form')).toEqual([]);
    await field(tab, 'block_number_time_limit').fill('7');
    await field(tab, 'messages-generic_error-en').fill(MESSAGE.en);
    await field(tab, 'messages-generic_error-ar').fill(MESSAGE.ar);
    await save(tab);
    expect(await field(tab, 'block_number_time_limit').inputValue()).toBe('7');

    for (const lang of ['en', 'ar'] as Lang[]) {
      const shopper = await newShopper();
      await reserveFirstFreeNumber(shopper.page, lang);
      const left = secondsOf((await widget(shopper.page, 'cart').locator('[role="timer"]').first().textContent())!);
      expect(left).toBeLessThanOrEqual(7 * 60);
      expect(left).toBeGreaterThan(6 * 60);
      expect((await pageConfig(shopper.page)).limits.blockNumberMinutes).toBe(7);
      // 000 §8.3: the thank-you page of an order this browser did not place: 'Sorry!' and the configured message
      await shopper.page.goto(shopUrl('/prepaid-thank-you/?orderid=100999999', lang));
      await widget(shopper.page, 'thank-you').getByText(MESSAGE[lang]).waitFor();
      await snap(shopper.page, 'settings-screen', lang, 'configured-generic-error');
    }
  });

  it('a credential is stored, never printed back; a port on reCAPTCHA makes the shop ask Google and fail closed when siteverify is down', async () => {
    const { tab } = await logInToWordPress('admin', adminPassword());
    await tab.goto(SCREEN);
    await field(tab, 'adapters-captcha').selectOption('recaptcha');
    await field(tab, 'upstreams-captcha-secret').fill(SECRET);
    // siteverify where nothing answers: the bridge's call fails as when Google is down
    await field(tab, 'upstreams-captcha-verify_url').fill('http://127.0.0.1:9/siteverify');
    await field(tab, 'upstreams-captcha-timeout_seconds').fill('1');
    await save(tab);
    expect(await tab.content()).not.toContain(SECRET);
    expect(await field(tab, 'upstreams-captcha-secret').inputValue()).toBe('');
    expect(await field(tab, 'upstreams-captcha-secret').getAttribute('placeholder')).toBe('Stored (hidden). Type to replace.');
    // the test connection button reports the failure without the secret
    await tab.locator('#whl-port-captcha table .whl-test-connection').click();
    const result = tab.locator('#whl-port-captcha table .whl-test-result');
    await result.filter({ hasText: /Failed/ }).waitFor();
    expect(await result.textContent()).toMatch(/^Failed: recaptcha probe: (connection failure|timeout)\.$/);
    const secret = wordpressPhp(`echo get_option('whl_bridge_settings')['upstreams']['captcha']['secret'] ?? '';`);
    expect(secret).toBe(SECRET);

    const shopper = await newShopper();
    // Google's script, as the browser would load it: a token for the action
    const asked: string[] = [];
    await shopper.page.route('https://www.google.com/recaptcha/api.js*', (route) => {
      asked.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.grecaptcha = { ready: (f) => f(), execute: (key, o) => Promise.resolve("token-for-" + o.action) };',
      });
    });
    await choosePrepaidPlan(shopper.page, 'en');
    expect((await pageConfig(shopper.page)).captcha.provider).toBe('recaptcha');
    await chooseFirstFreeNumber(shopper.page, 'en');
    await widget(shopper.page, 'number-picker').locator('.foot button').click();
    await widget(shopper.page, 'number-picker').locator('[part="toast"]').getByText('Something went wrong, Please try again.').waitFor();
    expect(asked).toEqual([expect.stringMatching(/^https:\/\/www\.google\.com\/recaptcha\/api\.js\?render=/)]);
    expect(shopper.page.url()).toMatch(/prepaid-recommended-numbers/); // not reserved: the shopper stays, the choice kept
    await snap(shopper.page, 'settings-screen', 'en', 'recaptcha-down-fails-closed');
  });

  it('issue 15: a typo in the trusted proxies keeps the list stored and the screen says which entry', async () => {
    const { tab } = await logInToWordPress('admin', adminPassword());
    await tab.goto(SCREEN);
    await field(tab, 'trusted_proxies').fill('10.0.0.0/24, 10.0.0.7');
    await save(tab);
    expect(await field(tab, 'trusted_proxies').inputValue()).toBe('10.0.0.0/24, 10.0.0.7');

    expect(await saveTypo(tab, 'trusted_proxies', '10.0.0.0/24, proxy.example.om', 'proxy.example.om')).toContain(
      'proxy.example.om is not an address or a network',
    );
    expect(await field(tab, 'trusted_proxies').inputValue()).toBe('10.0.0.0/24, 10.0.0.7'); // the list stored, not the typo
    await snap(tab, 'settings-screen', 'en', 'trusted-proxies-typo', { fullPage: false });
    expect(await axeViolations(tab, '.whl-settings form')).toEqual([]);
  });

  it('issue 15: a relative upload folder keeps the folder stored and the screen says what the field takes', async () => {
    const { tab } = await logInToWordPress('admin', adminPassword());
    await tab.goto(SCREEN);
    const stored = await field(tab, 'upload_storage_dir').inputValue();

    expect(await saveTypo(tab, 'upload_storage_dir', 'uploads/private')).toContain('“uploads/private” is not an absolute folder path');
    expect(await field(tab, 'upload_storage_dir').inputValue()).toBe(stored); // the folder stored, not the typo
    await snap(tab, 'settings-screen', 'en', 'upload-folder-typo', { fullPage: false });
    expect(await axeViolations(tab, '.whl-settings form')).toEqual([]);
  });

  it('an editor can neither open the screen, nor post to it, nor test a connection', async () => {
    const { tab } = await logInToWordPress(EDITOR.login, EDITOR.password);
    expect(await tab.locator('#adminmenu a[href="options-general.php?page=whl-storefront"]').count()).toBe(0);
    const opened = await tab.goto(SCREEN);
    expect(opened?.status()).toBe(403);
    await tab.getByText('Sorry, you are not allowed to access this page.').waitFor();
    const posted = await tab.request.post(`${baseUrl}/wp-admin/options.php`, {
      form: {
        option_page: 'whl_bridge',
        action: 'update',
        'whl_bridge_settings[_screen]': '1',
        'whl_bridge_settings[brand_name][en]': 'Hijacked',
      },
    });
    expect(posted.status()).toBe(403);
    const tested = await tab.request.post(`${baseUrl}/wp-admin/admin-ajax.php`, {
      form: { action: 'whl_bridge_test_connection', port: 'captcha' },
    });
    expect(tested.status()).toBe(403);
    expect(await tested.text()).not.toContain(SECRET);
    expect(wordpressPhp(`echo json_encode(get_option('whl_bridge_settings'));`)).not.toContain('Hijacked');
  });
});
