// Accessibility bar: no axe-core violations (WCAG 2.1 A/AA rules) on the pages of the first
// purchase slice, in English and Arabic, widgets' shadow roots included.
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, newShopper, type Lang } from './support';
import { choosePrepaidPlan, chooseFirstFreeNumber, reserveAndGoToCart, widget } from './journeys';

describe('Accessibility of the purchase slice (000 §2.3, §2.7, §2.8)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const lang of ['en', 'ar'] as Lang[]) {
    it(`homepage, number page and cart have no axe violations (${lang})`, async () => {
      const { context, page } = await newShopper(browser);
      await choosePrepaidPlan(page, lang);
      await widget(page, 'number-picker').locator('input[type="radio"]').first().waitFor({ state: 'attached' });
      expect({ page: 'numbers', v: await axeViolations(page) }).toEqual({ page: 'numbers', v: [] });
      await chooseFirstFreeNumber(page, lang);
      await reserveAndGoToCart(page, lang);
      expect({ page: 'cart', v: await axeViolations(page) }).toEqual({ page: 'cart', v: [] });
      await page.goto(page.url().replace(/\/my_cart\/.*/, '/') + (lang === 'ar' ? '?lang=ar' : ''));
      await widget(page, 'plan-cards').locator('li.card').first().waitFor();
      expect({ page: 'homepage', v: await axeViolations(page) }).toEqual({ page: 'homepage', v: [] });
      await context.close();
    });
  }
});
