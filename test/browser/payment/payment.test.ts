// Checkout step 3, payment (000 §2.11, §4.11, §5.7, §7.5; contract §4.15, §4.16), in English and
// Arabic: the shortest way through step 1 (the Sandbox's eligible existing customer 90000001), home
// delivery on step 2 (as test/browser/delivery), then the payment page: the terms, and cash on
// delivery → the browser arrives on the thank-you route with the order's id; pay online → the
// Sandbox gateway's page (`/?whl_sbx_pay=`) shows the order.
import type { BrowserContext, Page } from 'playwright-core';
import { type Lang } from '../support';
import { widget } from '../journeys';
import { reachPersonalInfo, snapStep } from '../personal-info/personal-info-journeys';
import { deliverHome, ORDER_TEXT, personalAsExistingCustomer } from '../checkout/order-journeys';
import { newShopper } from '../fixture';

const JOURNEY = 'payment';

const payment = (page: Page) => widget(page, 'payment');

/**
 * A cart with a number, the personal step (the Sandbox's eligible existing customer 90000001) and
 * home delivery (test/browser/checkout/order-journeys.ts): the browser ends on the payment page,
 * its title and methods shown (000 §4.1).
 */
async function reachPayment(page: Page, context: BrowserContext, lang: Lang, email: string): Promise<string> {
  const msisdn = await reachPersonalInfo(page, lang, 'prepaid');
  await personalAsExistingCustomer(page, context, lang, email);
  await deliverHome(page, lang);
  expect(new URL(page.url()).pathname).toBe('/prepaid-payment/');
  return msisdn;
}

for (const lang of ['en', 'ar'] as Lang[]) {
  describe(`000 §2.11, §4.11, §5.7, contract §4.15: the payment step (${lang})`, () => {
    it('cash on delivery: the terms, CONFIRM, then the thank-you route with orderid', async () => {
      const { context, page, errors } = await newShopper();
      await reachPayment(page, context, lang, `payment.cod.${lang}@example.com`);
      // 000 §2.11: the three methods as tabs (the Sandbox offers each), pay online first
      expect(await payment(page).locator('[role="tab"]').count()).toBe(3);
      expect(await payment(page).locator('#online-tab').getAttribute('aria-selected')).toBe('true');
      expect(await page.locator('html').evaluate((h) => getComputedStyle(h).direction)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await snapStep(page, JOURNEY, lang, 'payment-step');

      await payment(page).locator('#cashondelivery-tab').click();
      // 000 §5.7: without the terms nothing is placed
      await payment(page).locator('[part="place"]').click();
      await payment(page).locator('[data-field="terms"] .error').waitFor();
      expect(page.url()).toMatch(/\/prepaid-payment\//);
      await snapStep(page, JOURNEY, lang, 'payment-terms-required');

      await payment(page).locator('#payment-terms').check();
      await payment(page).locator('[part="place"]').click();
      await page.waitForURL(/\/prepaid-thank-you\/\?orderid=\d+/);
      const url = new URL(page.url());
      expect(url.searchParams.get('orderid')).toMatch(/^\d+$/);
      expect(url.searchParams.get('lang')).toBe(lang === 'ar' ? 'ar' : null);
      expect(errors).toEqual([]);
    });

    it('pay online: NEXT, then the Sandbox gateway’s page for the order', async () => {
      const { context, page, errors } = await newShopper();
      await reachPayment(page, context, lang, `payment.online.${lang}@example.com`);
      await payment(page).locator('#payment-terms').check();
      await payment(page).locator('[part="place"]').click();
      await page.waitForURL(/[?&]whl_sbx_pay=[0-9a-f]{32}/);
      // contract §4.16: the bank-like page in the payment's language, with the tester's choices
      await page.getByRole('button', { name: ORDER_TEXT[lang].approve }).waitFor();
      expect(await page.locator('html').evaluate((h) => getComputedStyle(h).direction)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await snapStep(page, JOURNEY, lang, 'gateway');
      expect(errors).toEqual([]);
    });
  });
}
