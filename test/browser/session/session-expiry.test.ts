// 000 §4.3 "Session expiry", §8 "Session expired: session-expiry popup; action blocked", 001 §4.9, in
// English and Arabic: a shopper's saved session runs out (the bridge's clock moved past its 2 days of
// idleness, contract §2); the next action answers 401 session_expired and the page's one popup shows;
// from then on the action is not sent (requests watched), also after a reload, until Start again
// opens the shop on a new session.
import type { Page, Request } from 'playwright-core';
import {
  axeViolations,
  frames,
  resetClock,
  restoreBridgeSettings,
  setBridgeSettings,
  shiftClock,
  shopUrl,
  snap,
  type Lang,
} from '../support';
import { reserveFirstFreeNumber } from '../journeys';
import { CART_TEXT, cartWidget } from '../cart/cart-journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const JOURNEY = 'session-expiry';
const TEXT = inEachLanguage((say) => ({
  title: say('Session expired'),
  body: say('Your session has expired. Please start again.'),
  button: say('Start again'),
}));
/** contract §2: a saved session lives 2 days after its last use */
const PAST_IDLENESS = 2 * 86400 + 3600;

afterEach(() => {
  resetClock();
});

const popupHost = (page: Page) => page.locator('#whl-session-expiry');
const popup = (page: Page) => popupHost(page).getByRole('dialog');

/** Calls that carry the session: ajax actions, REST with X-WHL-Nonce, current-nonce. */
function sessionCalls(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('admin-ajax.php') || url.includes('current-nonce') || request.headers()['x-whl-nonce']) seen.push(request);
  });
  return seen;
}

const flag = (page: Page) => page.evaluate(() => sessionStorage.getItem('session_expiry_popup_disp'));

for (const lang of ['en', 'ar'] as Lang[]) {
  describe(`000 §4.3 session expiry: one blocking popup for the page, the action not sent (${lang})`, () => {
    it('an action after the session expired shows the popup; later actions and a reload send nothing; Start again opens a new session', async () => {
      const { context, page, errors } = await newShopper();
      await reserveFirstFreeNumber(page, lang); // a saved session with a cart
      const cookie = async () => (await context.cookies()).find((c) => c.name === 'whl_sid')?.value;
      const firstSession = await cookie();
      expect(firstSession).toBeTruthy();
      expect(await flag(page)).toBeNull();

      shiftClock(PAST_IDLENESS);
      const calls = sessionCalls(page);
      const answers: number[] = [];
      page.on('response', (response) => {
        if (response.url().includes('admin-ajax.php')) answers.push(response.status());
      });
      // an action: remove from cart (its confirmation is the cart's own, no request)
      const cart = cartWidget(page);
      await cart.getByRole('button', { name: CART_TEXT[lang].remove }).click();
      await cart.getByRole('dialog').getByRole('button', { name: CART_TEXT[lang].confirmRemove, exact: true }).click();
      await popup(page).waitFor();
      expect(answers).toEqual([401]); // the bridge said session_expired, once
      expect(await flag(page)).toBe('true');
      expect(await popupHost(page).count()).toBe(1); // one for the page, whichever widget called
      await expect(popup(page).getAttribute('aria-modal')).resolves.toBe('true');
      expect(await popup(page).evaluate((dialog) => dialog.matches('dialog:modal'))).toBe(true); // the page behind is inert
      expect(await popup(page).getByRole('heading').textContent()).toBe(TEXT[lang].title);
      expect(await popup(page).locator('p').textContent()).toBe(TEXT[lang].body);
      const buttons = popup(page).getByRole('button');
      expect(await buttons.allTextContents()).toEqual([TEXT[lang].button]); // no close
      expect(await popupHost(page).locator('.root').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(await buttons.first().evaluate((b) => b === (b.getRootNode() as ShadowRoot).activeElement)).toBe(true);
      expect(await axeViolations(page, '#whl-session-expiry')).toEqual([]);
      await snap(page, JOURNEY, lang, 'popup');

      // modal: Escape leaves it (pressed again and again: Chromium closes a dialog on a later Escape once
      // one close request was refused), and what is under it cannot be reached with the pointer
      for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
      await expect(popup(page).isVisible()).resolves.toBe(true);
      const under = await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.id);
      expect(under).toBe('whl-session-expiry');

      // the action again, as the cart's own handlers would run it: refused, nothing sent
      const sentBefore = calls.length;
      await cart.getByRole('button', { name: CART_TEXT[lang].remove }).dispatchEvent('click');
      // the cart's popup opens under the session-expiry popup, which stays on top
      await cart.getByRole('dialog').waitFor();
      expect(await cart.getByRole('dialog').evaluate((dialog) => dialog.matches('dialog:modal'))).toBe(false);
      expect(await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.id)).toBe('whl-session-expiry');
      await cart.getByRole('dialog').getByRole('button', { name: CART_TEXT[lang].confirmRemove, exact: true }).dispatchEvent('click');
      await frames(page); // the handlers ran: a call would have gone out (the client refuses it before sending)
      expect(calls.slice(sentBefore).map((r) => r.url())).toEqual([]);
      // the popup alone says it: no toast of the cart's under it
      expect(await cart.locator('[part="toast"]').count()).toBe(0);

      // a reload without pressing the button: the popup again, and no call with the session at all
      calls.length = 0;
      await page.reload();
      await popup(page).waitFor();
      await cart
        .locator('[role="timer"], .card, [role="alert"]')
        .first()
        .waitFor({ state: 'attached' })
        .catch(() => undefined);
      await page.waitForLoadState('networkidle'); // the reloaded page has sent all it sends
      expect(calls.map((r) => r.url())).toEqual([]);
      expect(await popupHost(page).count()).toBe(1);
      await snap(page, JOURNEY, lang, 'popup-after-reload');

      // Start again: the flag and the cached nonce go; the base URL in the page's language, a new session
      const newNonce = page.waitForResponse((response) => response.url().includes('current-nonce'));
      await buttons.first().click();
      await page.waitForURL(lang === 'ar' ? /\/\?lang=ar$/ : /\/$/);
      await page.locator('whl-plan-cards li.whl-plan').first().waitFor();
      expect(await flag(page)).toBeNull();
      expect(await popupHost(page).count()).toBe(0);
      // the page's first call with the session (the header's current-nonce) gets the new one
      await newNonce;
      expect(await cookie()).not.toBe(firstSession);
      expect(calls.some((r) => r.url().includes('current-nonce'))).toBe(true);
      await snap(page, JOURNEY, lang, 'started-again');
      expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    });
  });
}

describe('000 §4.3 the popup opens on any page with the flag set (en and ar)', () => {
  it.each(['en', 'ar'] as Lang[])('%s: the homepage loaded after an expiry shows it and sends nothing with the session', async (lang) => {
    const { context, page } = await newShopper();
    await context.addInitScript(() => sessionStorage.setItem('session_expiry_popup_disp', 'true'));
    const calls = sessionCalls(page);
    await page.goto(shopUrl('/', lang));
    await popup(page).waitFor();
    await page.locator('whl-plan-cards li.whl-plan').first().waitFor(); // public reads still go: the page is there, under the popup
    expect(calls.map((r) => r.url())).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, JOURNEY, lang, 'popup-on-homepage');
  });
});

describe('ARCHITECTURE §1 the React build shows the same popup (000 §4.3)', () => {
  let previous: Record<string, unknown>;
  beforeAll(() => {
    previous = setBridgeSettings({ build: 'react' });
  });
  afterAll(() => restoreBridgeSettings(previous));

  it('the cart page loaded after an expiry: the popup from the React build, nothing sent with the session', async () => {
    const { context, page } = await newShopper();
    await context.addInitScript(() => sessionStorage.setItem('session_expiry_popup_disp', 'true'));
    const calls = sessionCalls(page);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    await page.goto(shopUrl('/my_cart/', 'ar'));
    await popup(page).waitFor();
    expect(scripts.some((url) => /\/assets\/build\/react\/chunks\/mount-/.test(url))).toBe(true);
    expect(await popup(page).getByRole('heading').textContent()).toBe(TEXT.ar.title);
    await page.waitForLoadState('networkidle'); // the page has sent all it sends
    expect(calls.map((r) => r.url())).toEqual([]);
  });
});
