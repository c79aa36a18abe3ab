// Accessibility bar: no axe-core violations (WCAG 2.1 A/AA rules) on the pages of the first
// purchase slice, in English and Arabic, widgets' shadow roots included.
import type { Browser } from 'playwright-core';
import type { Page } from 'playwright-core';
import { axeViolations, launchBrowser, newShopper, shopUrl, VIEWPORTS, type Lang } from './support';
import { choosePrepaidPlan, chooseFirstFreeNumber, openNumberPage, reserveAndGoToCart, searchNumbers, widget } from './journeys';

/** axe over the whole page, at both sizes: `state` names what the page shows. */
async function expectNoViolations(page: Page, state: string): Promise<void> {
  for (const size of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    expect({ state, size, v: await axeViolations(page) }).toEqual({ state, size, v: [] });
  }
}

describe('Accessibility of the purchase slice (000 §2.3, §2.7, §2.8, issue 8)', () => {
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

    it(`issue 8: every state of the number page and the cart, at both sizes, has no axe violations (${lang})`, async () => {
      const { context, page } = await newShopper(browser);
      const picker = widget(page, 'number-picker');
      await openNumberPage(page, '/prepaid-recommended-numbers/?plan=hala-5&offer=free-device', lang);
      await picker.locator('fieldset').nth(1).locator('button[aria-expanded]').click(); // a group shown in full
      await expectNoViolations(page, 'numbers, a group expanded');
      await searchNumbers(page, '12');
      await picker.locator('#q-err').waitFor();
      await expectNoViolations(page, 'numbers, a pattern refused');
      await searchNumbers(page, '00000000');
      await picker.locator('[part="no-results"]').waitFor();
      await expectNoViolations(page, 'numbers, a search that found nothing');
      await picker.locator('.plan button').click();
      await picker.getByRole('dialog').waitFor();
      await expectNoViolations(page, 'numbers, the free-device popup');

      await page.goto(shopUrl('/my_cart/', lang));
      await widget(page, 'cart').locator('[part="empty-cart"]').waitFor();
      await expectNoViolations(page, 'the empty cart');

      // a postpaid cart: due today and monthly, then the remove-from-cart popup
      await page.goto(shopUrl('/postpaid-recommended-numbers/?plan=shahry-endless-12', lang));
      await chooseFirstFreeNumber(page, lang);
      await reserveAndGoToCart(page, lang);
      await widget(page, 'cart').locator('[part="monthly"]').waitFor();
      await expectNoViolations(page, 'a postpaid cart');
      await widget(page, 'cart').locator('[part="summary"] button').last().click();
      await widget(page, 'cart').getByRole('dialog').waitFor();
      await expectNoViolations(page, 'the remove-from-cart popup');
      await context.close();
    });
  }
});
