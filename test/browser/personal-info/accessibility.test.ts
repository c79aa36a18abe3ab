// Accessibility of checkout step 1 (000 §2.9, §5, §8; issue 8's bar: no axe-core WCAG 2.1 A/AA
// violations, the widget's shadow root included), in English and Arabic, at both sizes, in the
// states a shopper meets besides the plain form: every error showing (NEXT on an empty form), the
// eKYC scanner's dialog open, and the customer-not-found popup (an existing-customer check of a
// number the operator does not know).
import type { Page } from 'playwright-core';
import { axeViolations, snap, VIEWPORTS, type Lang } from '../support';
import {
  ajaxAnswer,
  nextButton,
  PERSONAL_TEXT,
  personalInfo,
  reachPersonalInfo,
  unexpectedErrors,
  snapStep,
} from './personal-info-journeys';
import { newShopper } from '../fixture';

const JOURNEY = 'personal-info-accessibility';
const UNKNOWN_NUMBER = '91111111'; // a valid Omani number no Sandbox customer has

/** axe over the whole page at both sizes; `state` names what the page shows. */
async function expectNoViolations(page: Page, state: string): Promise<void> {
  for (const size of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    expect({ state, size, v: await axeViolations(page) }).toEqual({ state, size, v: [] });
  }
}

for (const lang of ['en', 'ar'] as Lang[]) {
  const text = PERSONAL_TEXT[lang];

  describe(`000 §2.9, §5, §8 and issue 8: the personal-information step has no axe violations (${lang})`, () => {
    it('the form, its errors after NEXT, the eKYC dialog and the customer-not-found popup', async () => {
      const { page, errors } = await newShopper();
      await reachPersonalInfo(page, lang, 'prepaid');
      const step = personalInfo(page);
      await expectNoViolations(page, 'the form');

      // 1. NEXT on an empty form: every error shows, the first field takes the focus (000 §5) …
      await nextButton(page).click();
      await step.locator('[data-field="user_email"] .error').waitFor();
      expect(await step.locator('.error').count()).toBeGreaterThan(3);
      expect(await step.evaluate((host) => host.shadowRoot!.activeElement?.getAttribute('name'))).toBe('user_email');
      // … and the page scrolls it to 150 px below the top (000 §5)
      await page.waitForFunction(() => {
        const email = document.querySelector('whl-personal-info')!.shadowRoot!.querySelector('[data-field="user_email"]')!;
        // (the demo theme's header above the widget grows 16 px shorter once the page scrolls)
        return Math.abs(email.getBoundingClientRect().top - 150) <= 20;
      });
      await expectNoViolations(page, 'errors after NEXT');
      await snapStep(page, JOURNEY, lang, 'errors-after-next');

      // 2. The eKYC scanner's dialog (000 §4.6)
      await step.getByRole('button', { name: text.startScan }).click();
      const scanner = step.getByRole('dialog');
      await scanner.getByLabel(text.testDocument).waitFor();
      await expectNoViolations(page, 'the eKYC dialog');
      await snap(page, JOURNEY, lang, 'ekyc-dialog', { fullPage: false });
      await page.keyboard.press('Escape'); // leaving the scan is not a failure (000 §4.6)
      await scanner.waitFor({ state: 'detached' });

      // 3. The customer-not-found popup (000 §8 existing customer: new_customer)
      const section = step.locator('[part="existing-customer"]');
      await section.getByRole('button', { name: text.existingCustomer }).click();
      await section.getByLabel(text.customerNumber).fill(UNKNOWN_NUMBER); // the field is named by its label
      const answer = ajaxAnswer(page, (body) => body.responseCode !== 'success' || 'expires_in' in body);
      await section.getByRole('button', { name: text.getPasscode }).click();
      expect(await answer).toMatchObject({ status: 404, body: { responseCode: 'new_customer' } });
      await step.getByRole('dialog', { name: text.customerNotFound }).waitFor(); // the popup is named by its title
      await snap(page, JOURNEY, lang, 'customer-not-found-popup', { fullPage: false });
      await expectNoViolations(page, 'the customer-not-found popup');
      expect(unexpectedErrors(errors)).toEqual([]);
    });
  });
}
