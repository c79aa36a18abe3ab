// Abandoned-cart restore as a shopper meets it (000 §4.4, §3.1; contract §4.1): a cart left for an
// hour gets a restore link in the demo outbox; opened on another device it lands on the cart page
// with the number held again; opened a second time it shows abandoned_cart_popup.
import { axeViolations, resetClock, shiftClock, shopUrl, snap } from '../support';
import { widget } from '../journeys';
import { cartWidget, reserveOnCart, storedBlockedTime } from './cart-journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const JOURNEY = 'cart-restore';
const POPUP = inEachLanguage((say) => ({ title: say('Your cart could not be restored'), home: say('Go to the homepage') }));

afterEach(() => {
  resetClock();
});

describe('000 §4.4 abandoned-cart restore link', () => {
  test('restored once on another device (the cart page, the hold renewed), then refused with the popup', async () => {
    const first = await newShopper();
    const { msisdn } = await reserveOnCart(first.page, 'en', JOURNEY);
    shiftClock(3660); // the cart is abandoned after an hour
    await first.page.goto(shopUrl('/demo-outbox/', 'en'));
    const message = first.page.locator('[data-outbox-message]', { hasText: 'cart=' }).first();
    const link = /https?:\/\/\S+/.exec((await message.textContent()) ?? '')?.[0] ?? '';
    expect(link).toContain('notify_type=abandoned_cart');

    const second = await newShopper();
    const before = Date.now();
    await second.page.goto(link);
    await second.page.waitForURL(/\/my_cart\//);
    await cartWidget(second.page).getByText(msisdn.slice(-4), { exact: false }).first().waitFor();
    expect(Number(await storedBlockedTime(second.page))).toBeGreaterThanOrEqual(before - 1000);
    await snap(second.page, JOURNEY, 'en', 'restored-cart');

    for (const lang of ['en', 'ar'] as const) {
      const third = await newShopper();
      await third.page.goto(link.replace(/lang=\w+/, `lang=${lang}`));
      const dialog = widget(third.page, 'cart-badge').getByRole('dialog', { name: POPUP[lang].title });
      await dialog.waitFor();
      await snap(third.page, JOURNEY, lang, 'abandoned-cart-popup');
      expect({ lang, violations: await axeViolations(third.page) }).toEqual({ lang, violations: [] });
      await dialog.getByRole('link', { name: POPUP[lang].home }).click();
      await third.page.waitForURL((url) => !url.searchParams.has('cart'));
    }
  });
});
