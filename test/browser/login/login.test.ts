// Login, the guest → customer cart merge and logout, as a shopper meets them (000 §4.5, §3.7,
// §3.16, §3.17, §6; 001 §4.11; contract §4.21): the header's Log in, the identity provider's page,
// and back on the cart with the cart merged — or, when the account already had a cart, the
// merge-failure popup with the account's cart and no countdown. Nothing the bridge holds for the
// login (tokens, the administrator's credentials) ever reaches the browser.
import type { Page, Response } from 'playwright-core';
import { axeViolations, shopUrl, snap, type Lang } from '../support';
import { digitsOf, widget } from '../journeys';
import { cartTimer, cartWidget, reserveOnCart } from '../cart/cart-journeys';
import { logIn, logOut, newAccount, serverTokens } from './login-journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const JOURNEY = 'login';
const MERGE_FAILURE = inEachLanguage((say) => say('Your cart could not be merged'));

const cartDigits = async (page: Page) => digitsOf(await cartWidget(page).evaluate((el) => el.shadowRoot?.textContent ?? ''));

describe('000 §4.5 login and the cart merge', () => {
  for (const lang of ['en', 'ar'] as Lang[]) {
    test(`a guest's cart joins the account at login, and logout leaves it with the account (${lang})`, async () => {
      const { page, errors } = await newShopper();
      const { msisdn } = await reserveOnCart(page, lang, JOURNEY);
      await logIn(page, lang, newAccount(), JOURNEY);
      await cartTimer(page).waitFor();
      expect(await cartDigits(page)).toContain(msisdn);
      await page.waitForFunction(() => sessionStorage.getItem('cart_merge_done') === 'true');
      expect(await page.evaluate(() => sessionStorage.getItem('cart_merge_failure_popup'))).toBeNull();
      await expect(widget(page, 'cart-badge').evaluate((el) => el.shadowRoot?.textContent ?? '')).resolves.toContain('1');
      await snap(page, JOURNEY, lang, 'cart-after-login');
      await logOut(page, lang);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(new URL(page.url()).searchParams.get('lang')).toBe(lang === 'ar' ? 'ar' : null);
      await page.goto(shopUrl('/my_cart/', lang));
      await cartWidget(page).getByRole('heading').first().waitFor();
      expect(await cartDigits(page)).not.toContain(msisdn); // the cart went with the account
      // the login gave the session a new id, so the nonce the page had cached is refused once and
      // refreshed (contract §2): that one 403 is the design, any other error is not
      expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    });

    test(`an account that already has a cart keeps it: the merge-failure popup, no countdown (${lang})`, async () => {
      const account = newAccount();
      const first = await newShopper();
      const kept = await reserveOnCart(first.page, lang);
      await logIn(first.page, lang, account);
      await first.page.waitForFunction(() => sessionStorage.getItem('cart_merge_done') === 'true'); // the cart is the account's
      await logOut(first.page, lang);

      const { page } = await newShopper();
      const guest = await reserveOnCart(page, lang);
      await logIn(page, lang, account);
      const dialog = cartWidget(page).getByRole('dialog', { name: MERGE_FAILURE[lang] });
      await dialog.waitFor();
      expect(await cartTimer(page).count()).toBe(0);
      expect(await cartDigits(page)).toContain(kept.msisdn);
      expect(await cartDigits(page)).not.toContain(guest.msisdn);
      await snap(page, JOURNEY, lang, 'merge-failure-popup');
      // alone: the account's number is held, so no 'number expired' over it (the guest's was released)
      expect(await cartWidget(page).getByRole('dialog').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button').first().click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => sessionStorage.getItem('cart_merge_failure_popup'))).toBeNull();
    });
  }
});

describe('000 §6 no administrator credential or token reaches the browser during login and merge', () => {
  test('every response body, cookie and storage write of a login with a merge is free of them', async () => {
    const { context, page } = await newShopper();
    await context.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { __writes: string[] }).__writes = log;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        log.push(`${key}=${value}`);
        return setItem.call(this, key, value);
      };
    });
    const bodies: string[] = [];
    const writes: string[] = [];
    const record = async (response: Response) => {
      bodies.push(JSON.stringify(await response.allHeaders()));
      if (response.status() >= 300 && response.status() < 400) return; // a redirect has no body
      bodies.push(await response.text().catch(() => ''));
    };
    page.on('response', (r) => void record(r));
    page.on(
      'framenavigated',
      () =>
        void page
          .evaluate(() => (window as unknown as { __writes: string[] }).__writes)
          .then(
            (w) => writes.push(...w),
            () => {},
          ),
    );
    await reserveOnCart(page, 'en');
    await logIn(page, 'en', newAccount());
    await page.waitForFunction(() => sessionStorage.getItem('cart_merge_done') === 'true');
    writes.push(...(await page.evaluate(() => (window as unknown as { __writes: string[] }).__writes)));
    const storage = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage, cookie: document.cookie }));
    const cookies = JSON.stringify(await context.cookies());
    const tokens = serverTokens();
    expect(tokens.length).toBeGreaterThanOrEqual(4); // the check can fail: the values are there to look for
    expect(writes.some((w) => w.startsWith('cart_merge_done='))).toBe(true); // the recorder saw the merge's writes
    const seen = [...bodies, ...writes, storage, cookies].join('\n');
    for (const token of tokens)
      expect({ token: token.slice(0, 6), leaked: seen.includes(token) }).toEqual({ token: token.slice(0, 6), leaked: false });
  });
});
