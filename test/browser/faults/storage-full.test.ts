// The browser's storage full (issue 15 faults): a shopper whose localStorage and sessionStorage refuse
// every write still picks a plan and a number, reserves it and sees it in the cart; the shop keeps
// what it needs on the server (the session, the cart), so a reload loses nothing.
import type { Page } from 'playwright-core';
import { choosePrepaidPlan, chooseFirstFreeNumber, digitsOf, reserveAndGoToCart, widgetText } from '../journeys';
import { shopUrl, snap, type Lang } from '../support';
import { newShopper } from '../fixture';

/** Fills both storages of the page's origin until they refuse a single character more; returns what refused. */
function fillStorage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const refused: string[] = [];
    for (const [name, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      let size = 1 << 20;
      for (let i = 0; size >= 1; i++) {
        try {
          storage.setItem(`fill-${i}`, 'x'.repeat(size));
        } catch {
          size = Math.floor(size / 2);
        }
      }
      try {
        storage.setItem('one-more', 'x');
      } catch (e) {
        refused.push(`${name}: ${(e as Error).name}`);
      }
    }
    return refused;
  });
}

describe.each(['en', 'ar'] as const)('issue 15: the browser’s storage full (%s)', (lang: Lang) => {
  it('the shopper still reserves a number and finds it in the cart, after a reload too', async () => {
    const { page, errors } = await newShopper();
    await page.goto(shopUrl('/', lang));
    expect(await fillStorage(page)).toEqual(['localStorage: QuotaExceededError', 'sessionStorage: QuotaExceededError']);
    await choosePrepaidPlan(page, lang);
    const msisdn = await chooseFirstFreeNumber(page, lang);
    await reserveAndGoToCart(page, lang);
    expect(digitsOf(await widgetText(page, 'cart'))).toContain(msisdn);
    await page.reload();
    await page.locator('whl-cart [part="cart-line"]').first().waitFor();
    expect(digitsOf(await widgetText(page, 'cart'))).toContain(msisdn);
    await snap(page, 'faults', lang, 'cart-with-storage-full');
    expect(errors.filter((e) => !/QuotaExceeded/.test(e))).toEqual([]);
    await page.locator('whl-cart').evaluate(() => localStorage.clear());
  });
});
