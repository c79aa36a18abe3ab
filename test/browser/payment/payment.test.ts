// Checkout step 3, payment (000 §2.11, §4.11, §5.7, §7.5; contract §4.15, §4.16), in English and
// Arabic: the shortest way through step 1 (the Sandbox's eligible existing customer 90000001), home
// delivery on step 2 (as test/browser/delivery), then the payment page: the terms, and cash on
// delivery → the browser arrives on the thank-you route with the order's id; pay online → the
// Sandbox gateway's page (`/?whl_sbx_pay=`) shows the order.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newShopper, type Lang } from '../support';
import { widget } from '../journeys';
import {
  agreeToTerms,
  arabicDigits,
  detailsSaved,
  fillContact,
  reachPersonalInfo,
  snapStep,
  submitDetails,
  verifyExistingCustomer,
} from '../personal-info/personal-info-journeys';

const JOURNEY = 'payment';
const CUSTOMER = '90000001'; // the Sandbox's eligible Omani prepaid customer (contract §4.9)

const TEXT = {
  en: { area: 'Al Khuwair North', landmark: 'Near the Grand Mosque', title: 'Payment', gateway: 'Approve payment' },
  ar: { area: 'الخوير الشمالية', landmark: 'بجانب الجامع الأكبر', title: 'الدفع', gateway: 'الموافقة على الدفع' },
} as const;

const delivery = (page: Page) => widget(page, 'delivery');
const payment = (page: Page) => widget(page, 'payment');
const control = (page: Page, name: string) => delivery(page).locator(`[name="${name}"]`);

/** A cart with a number, the personal step and home delivery: the browser ends on the payment page. */
async function reachPayment(page: Page, context: Parameters<typeof verifyExistingCustomer>[1], lang: Lang, email: string): Promise<string> {
  const msisdn = await reachPersonalInfo(page, lang, 'prepaid');
  await verifyExistingCustomer(page, context, lang, CUSTOMER);
  await fillContact(page, { email, phone: CUSTOMER });
  await agreeToTerms(page);
  expect(await submitDetails(page)).toMatchObject({ status: 200, body: { responseCode: 'success' } });
  await detailsSaved(page, lang);
  await page.waitForURL(/\/prepaid-delivery\//);
  await control(page, 'governorate').waitFor();
  await control(page, 'governorate').selectOption('1');
  await control(page, 'wilayat').selectOption('12');
  await control(page, 'city').selectOption('113');
  await control(page, 'area').selectOption(TEXT[lang].area);
  await control(page, 'way_no').fill(arabicDigits('345'));
  await control(page, 'apt_no').fill('12');
  await control(page, 'landmark').fill(TEXT[lang].landmark);
  await delivery(page).locator('[part="next"]').click();
  // 000 §4.1: the accepted details go on to the payment page
  await page.waitForURL(/\/prepaid-payment\//);
  await payment(page).getByRole('heading', { name: TEXT[lang].title, level: 2 }).waitFor();
  return msisdn;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

for (const lang of ['en', 'ar'] as Lang[]) {
  describe(`000 §2.11, §4.11, §5.7, contract §4.15: the payment step (${lang})`, () => {
    it('cash on delivery: the terms, CONFIRM, then the thank-you route with orderid', async () => {
      const { context, page, errors } = await newShopper(browser);
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
      await context.close();
    });

    it('pay online: NEXT, then the Sandbox gateway’s page for the order', async () => {
      const { context, page, errors } = await newShopper(browser);
      await reachPayment(page, context, lang, `payment.online.${lang}@example.com`);
      await payment(page).locator('#payment-terms').check();
      await payment(page).locator('[part="place"]').click();
      await page.waitForURL(/[?&]whl_sbx_pay=[0-9a-f]{32}/);
      // contract §4.16: the bank-like page in the payment's language, with the tester's choices
      await page.getByRole('button', { name: TEXT[lang].gateway }).waitFor();
      expect(await page.locator('html').evaluate((h) => getComputedStyle(h).direction)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await snapStep(page, JOURNEY, lang, 'gateway');
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
