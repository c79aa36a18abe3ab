// Accessibility bar: no axe-core violations (WCAG 2.1 A/AA rules) on the pages of the purchase,
// in English and Arabic, widgets' shadow roots included: the first slice (issue 8) and the order's
// end (issue 10: delivery, payment, thank-you).
import type { Page } from 'playwright-core';
import { axeViolations, resetClock, shiftClock, shopUrl, VIEWPORTS, type Lang } from './support';
import {
  choosePrepaidPlan,
  chooseFirstFreeNumber,
  openNumberPage,
  reserveAndGoToCart,
  searchNumbers,
  widget,
  numberPicker,
} from './journeys';
import {
  agreeToTerms,
  arabicDigits,
  detailsSaved,
  fillContact,
  reachPersonalInfo,
  submitDetails,
  verifyExistingCustomer,
} from './personal-info/personal-info-journeys';
import { newShopper } from './fixture';

const CUSTOMER = '90000001'; // the Sandbox's eligible Omani prepaid customer (contract §4.9)
const AREA = { en: 'Al Khuwair North', ar: 'الخوير الشمالية' } as const;

/** axe over the whole page, at both sizes: `state` names what the page shows. */
async function expectNoViolations(page: Page, state: string): Promise<void> {
  for (const size of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    expect({ state, size, v: await axeViolations(page) }).toEqual({ state, size, v: [] });
  }
}

describe('Accessibility of the purchase (000 §2.3, §2.7, §2.8, §2.10–§2.12, issues 8 and 10)', () => {
  for (const lang of ['en', 'ar'] as Lang[]) {
    it(`homepage, number page and cart have no axe violations (${lang})`, async () => {
      const { page } = await newShopper();
      await choosePrepaidPlan(page, lang);
      await numberPicker(page).locator('input[type="radio"]').first().waitFor({ state: 'attached' });
      expect({ page: 'numbers', v: await axeViolations(page) }).toEqual({ page: 'numbers', v: [] });
      await chooseFirstFreeNumber(page, lang);
      await reserveAndGoToCart(page, lang);
      expect({ page: 'cart', v: await axeViolations(page) }).toEqual({ page: 'cart', v: [] });
      await page.goto(page.url().replace(/\/my_cart\/.*/, '/') + (lang === 'ar' ? '?lang=ar' : ''));
      await widget(page, 'plan-cards').locator('li.whl-plan').first().waitFor();
      expect({ page: 'homepage', v: await axeViolations(page) }).toEqual({ page: 'homepage', v: [] });
    });

    it(`issue 8: every state of the number page and the cart, at both sizes, has no axe violations (${lang})`, async () => {
      const { page } = await newShopper();
      const picker = numberPicker(page);
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
    });

    it(`issue 10: the delivery, payment and thank-you pages in each state, at both sizes, have no axe violations (${lang})`, async () => {
      // one shopper, one order: the personal step as the existing customer, then each state in turn
      const { context, page } = await newShopper();
      await reachPersonalInfo(page, lang, 'prepaid');
      await verifyExistingCustomer(page, context, lang, CUSTOMER);
      await fillContact(page, { email: `axe.${lang}@example.com`, phone: CUSTOMER });
      await agreeToTerms(page);
      expect(await submitDetails(page)).toMatchObject({ status: 200, body: { responseCode: 'success' } });
      await detailsSaved(page, lang);
      await page.waitForURL(/\/prepaid-delivery\//);

      // delivery (000 §2.10, §5.6): NEXT with nothing filled shows the errors; the store pickup tab, and its error
      const delivery = widget(page, 'delivery');
      const control = (name: string) => delivery.locator(`[name="${name}"]`);
      await control('governorate').waitFor();
      await delivery.locator('[part="next"]').click();
      await delivery.locator('[data-field="governorate"] .error').waitFor();
      await expectNoViolations(page, 'delivery, home delivery with its errors');
      await delivery.locator('#store-pickup-tab').click();
      await delivery.locator('[part="store-pickup"]').waitFor();
      await expectNoViolations(page, 'delivery, store pickup');
      await delivery.locator('[part="next"]').click();
      await delivery.locator('#store-error').waitFor();
      await expectNoViolations(page, 'delivery, store pickup without a store');
      await delivery.locator('#home-delivery-tab').click();
      await control('governorate').selectOption('1');
      await control('wilayat').selectOption('12');
      await control('city').selectOption('113');
      await control('area').selectOption(AREA[lang]);
      await control('way_no').fill(arabicDigits('345'));
      await control('apt_no').fill('12');
      await control('landmark').fill('12');
      await delivery.locator('[part="next"]').click();
      await page.waitForURL(/\/prepaid-payment\//);

      // payment (000 §2.11, §5.7): each method's tab, then CONFIRM without the terms
      const payment = widget(page, 'payment');
      await payment.locator('[role="tab"]').first().waitFor();
      for (const method of ['online', 'cashondelivery', 'cardondelivery']) {
        await payment.locator(`#${method}-tab`).click();
        await payment.locator(`#${method}-panel`).waitFor();
        await expectNoViolations(page, `payment, the ${method} tab`);
      }
      await payment.locator('[part="place"]').click();
      await payment.locator('[data-field="terms"] .error').waitFor();
      await expectNoViolations(page, 'payment, the terms not agreed');

      // the order's end (000 §4.12), online through the Sandbox gateway: left pending, then declined
      // (Retry payment), then approved (Retry payment again): the pending, failed and success views
      const thankYou = widget(page, 'thank-you');
      await payment.locator('#online-tab').click();
      await payment.locator('#payment-terms').check();
      await payment.locator('[part="place"]').click();
      await page.waitForURL(/[?&]whl_sbx_pay=/);
      for (const [decision, view] of [
        ['pending', 'pending'],
        ['decline', 'failed'],
        ['approve', 'success'],
      ] as const) {
        await page.locator(`button.${decision}`).click();
        await page.waitForURL(/\/prepaid-thank-you\/\?/);
        await thankYou.locator(`.hero-${view}`).waitFor();
        await expectNoViolations(page, `thank-you, the ${view} view`);
        if (view === 'pending') {
          // contract §4.18: a payment the bank left pending may still settle: no retry until it expired (30 minutes)
          expect(await thankYou.locator('[part="retry"]').count()).toBe(0);
          shiftClock(30 * 60);
          await page.reload();
          await thankYou.locator('.hero-pending').waitFor();
        }
        if (view !== 'success') {
          await thankYou.locator('[part="retry"]').click();
          await page.waitForURL(/[?&]whl_sbx_pay=/);
        }
      }
      resetClock();
    });
  }
});
