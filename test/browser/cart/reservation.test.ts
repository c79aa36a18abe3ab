// The reserved number on the cart, as a shopper meets it (000 §2.8, §4.2, §4.3; contract §4.4),
// in English and Arabic. Short holds are set the way an administrator would (the plugin's
// block_number_time_limit setting, fractions of a minute allowed) and restored afterwards. Time is
// moved, not waited for (issue 7): the bridge's clock on the test host and the page's clock
// (Playwright's page.clock) move together, so the countdown and the server's hold end alike.
import { moveTime, resetClock, restoreBridgeSettings, setBridgeSettings, shopUrl, snap, type Lang } from '../support';
import { widget, widgetText, numberPicker } from '../journeys';
import {
  addSecondCart,
  anotherShopperReserves,
  CART_TEXT,
  cartTimer,
  cartWidget,
  removeFromCart,
  reserveOnCart,
  secondsLeft,
  storedBlockedTime,
} from './cart-journeys';
import { newShopper } from '../fixture';

const JOURNEY = 'cart-reservation';
afterEach(() => {
  resetClock(); // the bridge's clock back to the real time, whatever happened
});

/** Runs `body` with the reservation limit set to `minutes`, then puts the settings back. */
async function withReservationLimit(minutes: number, body: () => Promise<void>): Promise<void> {
  const previous = setBridgeSettings({ block_number_time_limit: minutes });
  try {
    await body();
  } finally {
    restoreBridgeSettings(previous);
  }
}

const numberSelection = (lang: Lang) =>
  new RegExp(`/prepaid-recommended-numbers/\\?plan=[^&]+&method=change-number${lang === 'ar' ? '&lang=ar' : '$'}`);

for (const lang of ['en', 'ar'] as Lang[]) {
  const text = CART_TEXT[lang];

  describe(`000 §4.3 reservation timer on the cart (${lang})`, () => {
    it('the countdown is shown in minutes and seconds and turns red under one minute', async () => {
      await withReservationLimit(1.1, async () => {
        const { page, errors } = await newShopper({ clock: true });
        await reserveOnCart(page, lang);
        const timer = cartTimer(page);
        // a hold of just over a minute: not red yet …
        expect(await secondsLeft(page)).toBeGreaterThanOrEqual(60);
        expect(await timer.getAttribute('class')).not.toContain('danger');
        // … and red as soon as less than a minute is left
        await moveTime(page, 7);
        await cartWidget(page).locator('[role="timer"].danger').waitFor({ timeout: 5000 });
        expect(await secondsLeft(page)).toBeLessThan(60);
        await snap(page, JOURNEY, lang, 'countdown-red-under-a-minute');
        expect(errors).toEqual([]);
      });
    });

    it("when the hold runs out on the cart: 'Selected number has expired', CHOOSE ANOTHER NUMBER, checkout disabled, then back to number selection", async () => {
      await withReservationLimit(0.2, async () => {
        const { page, errors } = await newShopper({ clock: true });
        await reserveOnCart(page, lang, JOURNEY);
        const cart = cartWidget(page);
        const hold = cart.locator('[part="reservation"]');

        // 12 seconds: red under a minute from the start; the reservation text turns red at 5 s or less
        expect(await cartTimer(page).getAttribute('class')).toContain('danger');
        expect(await secondsLeft(page)).toBeGreaterThan(5);
        await moveTime(page, 7);
        await hold.locator('p.danger [role="timer"]').waitFor({ timeout: 5000 });
        expect(await secondsLeft(page)).toBeLessThanOrEqual(5);
        await snap(page, JOURNEY, lang, 'last-five-seconds');

        // expired, on the page and on the server: the message, the change button's new text, checkout disabled
        await moveTime(page, 6);
        const alert = hold.getByRole('alert');
        await alert.waitFor({ timeout: 5000 });
        expect(await alert.textContent()).toContain(text.expired);
        expect(await cart.getByRole('link', { name: text.chooseAnother }).getAttribute('href')).toMatch(numberSelection(lang));
        expect(await cart.getByRole('button', { name: text.checkout }).isDisabled()).toBe(true);
        expect(await cart.getByRole('link', { name: text.checkout }).count()).toBe(0);
        await snap(page, JOURNEY, lang, 'number-expired');

        // the message stays for a toast's time (5 s), then the shopper is taken to number selection
        await page.clock.fastForward(4000);
        expect(page.url()).toMatch(/\/my_cart\//);
        expect(await alert.textContent()).toContain(text.expired);
        await page.clock.fastForward(1500);
        await page.waitForURL(numberSelection(lang), { timeout: 10_000 });
        await numberPicker(page).locator('input[type="radio"]').first().waitFor({ state: 'attached' });
        await snap(page, JOURNEY, lang, 'back-to-number-selection');
        expect(errors).toEqual([]);
      });
    });
  });

  describe(`contract §4.4 the server's remaining time everywhere: tabs, widgets, reloads (${lang})`, () => {
    it('a second tab, a second cart widget on the page and a reload all show the same remaining time (±1 s)', async () => {
      const { context, page, errors } = await newShopper();
      await reserveOnCart(page, lang);

      // a second tab of the same browser opens the cart
      const tab2 = await context.newPage();
      await tab2.goto(shopUrl('/my_cart/', lang));
      await cartTimer(tab2).waitFor();
      const [one, two] = await Promise.all([secondsLeft(page), secondsLeft(tab2)]);
      expect(Math.abs(one - two)).toBeLessThanOrEqual(1);
      await snap(tab2, JOURNEY, lang, 'second-tab');

      // a second <whl-cart> on the same page counts with the first
      await addSecondCart(page);
      const [first, second] = await Promise.all([secondsLeft(page, 0), secondsLeft(page, 1)]);
      expect(Math.abs(first - second)).toBeLessThanOrEqual(1);
      await snap(page, JOURNEY, lang, 'two-cart-widgets');

      // a reload carries on from where the countdown was, not from the full limit
      const before = await secondsLeft(page);
      const readAt = Date.now();
      await page.reload();
      await cartTimer(page).waitFor();
      const after = await secondsLeft(page);
      const elapsed = (Date.now() - readAt) / 1000;
      expect(after).toBeLessThanOrEqual(before - Math.floor(elapsed) + 1);
      expect(after).toBeGreaterThanOrEqual(before - Math.ceil(elapsed) - 1);
      const [again, other] = await Promise.all([secondsLeft(page), secondsLeft(tab2)]);
      expect(Math.abs(again - other)).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
    });
  });

  describe(`000 §2.8 / §4.2 clearing the cart (${lang})`, () => {
    it('Remove from cart asks first, releases the number (another shopper can take it), empties the badge and lands on the empty-cart page', async () => {
      const { page, errors } = await newShopper();
      const { msisdn, numbersUrl } = await reserveOnCart(page, lang);
      expect(await widget(page, 'cart-badge').locator('[part="badge"]').textContent()).toBe('1');

      // Cancel keeps everything
      await cartWidget(page).getByRole('button', { name: text.remove }).click();
      await cartWidget(page)
        .getByRole('dialog')
        .getByRole('button', { name: lang === 'ar' ? 'إلغاء' : 'Cancel' })
        .click();
      expect(await cartWidget(page).getByRole('dialog').count()).toBe(0);
      expect(await storedBlockedTime(page)).not.toBeNull();

      await removeFromCart(page, lang, JOURNEY);
      await page.waitForURL(lang === 'ar' ? /\/empty-cart\/\?lang=ar$/ : /\/empty-cart\/$/);
      await cartWidget(page).locator('[part="empty-cart"]').waitFor();
      expect(await widgetText(page, 'cart')).toContain(text.emptyTitle);
      expect(await storedBlockedTime(page)).toBeNull();
      expect(await widget(page, 'cart-badge').locator('[part="badge"]').count()).toBe(0);
      await snap(page, JOURNEY, lang, 'empty-cart');

      // the number is free again: someone else reserves it
      expect(await anotherShopperReserves(numbersUrl, msisdn, lang)).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  describe(`000 §4.3 reset-timer (${lang})`, () => {
    it('a reset-timer event releases the number on the server and clears the blocked time', async () => {
      const { page, errors } = await newShopper();
      const { msisdn, numbersUrl } = await reserveOnCart(page, lang);
      expect(await anotherShopperReserves(numbersUrl, msisdn, lang)).toBe(false); // held for this shopper

      await page.evaluate(() => window.dispatchEvent(new Event('reset-timer')));
      await cartWidget(page).locator('[part="reservation"]').getByRole('alert').waitFor();
      expect(await storedBlockedTime(page)).toBeNull();
      await snap(page, JOURNEY, lang, 'after-reset-timer');

      expect(await anotherShopperReserves(numbersUrl, msisdn, lang)).toBe(true);
      expect(errors).toEqual([]);
    });
  });
}
