// The first purchase slice, as a shopper does it (000 §2.3, §2.7, §2.8, §4.3), in English and Arabic:
// homepage plan cards → choose a plan → recommended numbers → pick one → Next reserves it →
// the cart shows the plan, the number and the reservation countdown.
import { type Lang } from './support';
import {
  choosePrepaidPlan,
  chooseFirstFreeNumber,
  reserveAndGoToCart,
  secondsOf,
  widget,
  digitsOf,
  widgetText,
  numberPicker,
} from './journeys';
import { newShopper } from './fixture';

describe('000 §2.3–§2.8 and §4.3: buying a prepaid plan with a reserved number', () => {
  for (const lang of ['en', 'ar'] as Lang[]) {
    it(`a shopper goes from the homepage to a cart holding the plan and a counting-down number (${lang})`, async () => {
      const { page, errors } = await newShopper({ clock: true });

      // 1. The homepage shows plan cards from the bridge, in the page's language and direction.
      const planName = await choosePrepaidPlan(page, lang, 'purchase');
      expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : null);
      expect(page.url().includes('lang=ar')).toBe(lang === 'ar'); // 000 §2.1: lang=ar kept on links

      // 2. The number page lists free and paid numbers; Next waits for a choice (000 §2.7).
      const picker = numberPicker(page);
      await picker.locator('h2').first().waitFor();
      expect((await picker.locator('h2').first().textContent())!.trim()).toBe(planName);
      const next = picker.locator('.foot button');
      expect(await next.isDisabled()).toBe(true);
      const msisdn = await chooseFirstFreeNumber(page, lang, 'purchase');
      expect(await next.isEnabled()).toBe(true);
      expect(digitsOf(await picker.locator('.foot').innerText())).toContain(msisdn);

      // 3. Next reserves the number and opens the cart with plan, number and countdown (000 §4.3).
      await reserveAndGoToCart(page, lang, 'purchase');
      expect(page.url().includes('lang=ar')).toBe(lang === 'ar');
      const cart = widget(page, 'cart');
      const cartText = await widgetText(page, 'cart');
      expect(cartText).toContain(planName);
      expect(digitsOf(cartText)).toContain(msisdn);
      const timer = cart.locator('[role="timer"]');
      const first = secondsOf((await timer.textContent())!);
      expect(first).toBeGreaterThan(60);
      await page.clock.runFor(2000); // two seconds of the shopper's time
      const later = secondsOf((await timer.textContent())!);
      expect(first - later).toBeGreaterThanOrEqual(2); // it ticks every second
      expect(first - later).toBeLessThanOrEqual(3);
      if (lang === 'ar') expect(await cart.evaluate((el) => el.shadowRoot!.querySelector('[dir="rtl"]') !== null)).toBe(true);

      // 4. The header badge counts the plan in the cart.
      expect(await widget(page, 'cart-badge').locator('[part="badge"]').textContent()).toBe('1');
      expect(await widget(page, 'cart-badge').locator('a').getAttribute('aria-label')).toBeTruthy();
      expect(errors).toEqual([]);
    });
  }
});
