// Checkout step 1 for a new prepaid customer who scans their ID (000 §2.9, §4.6, §4.7, §5.2), in
// English and Arabic: reserve a number, open the personal-information step from the cart, give the
// contact details, nationality and ID type, run the eKYC scan with the Sandbox's 'valid' test document (an Omani civil ID),
// agree to the terms, NEXT. The bridge records the details on the shopper's quote.
import { type Lang } from '../support';
import {
  agreeToTerms,
  arabicDigits,
  detailsSaved,
  field,
  fillContact,
  PERSONAL_TEXT,
  personalInfo,
  reachPersonalInfo,
  recordedDetails,
  runScan,
  submitDetails,
  snapStep,
} from './personal-info-journeys';
import { newShopper } from '../fixture';

const JOURNEY = 'personal-info-ekyc-success';

for (const lang of ['en', 'ar'] as Lang[]) {
  const text = PERSONAL_TEXT[lang];

  describe(`000 §2.9, §4.6, §4.7: a new prepaid customer verified by the eKYC scan (${lang})`, () => {
    it('contact details, nationality and ID type, a successful scan, terms, NEXT: the details are recorded', async () => {
      const { page, errors } = await newShopper();
      const msisdn = await reachPersonalInfo(page, lang, 'prepaid', JOURNEY);
      const step = personalInfo(page);
      expect((await step.locator('#personal-title').textContent())!.trim()).toBe(text.title);
      expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : null);
      // 000 §5.2: +968 by default
      expect(await field(page, 'country_code').inputValue()).toBe('968');

      // 1. Contact: the e-mail twice and a contact number (an Arabic keyboard's digits count as digits)
      const email = `new.customer.${lang}@example.com`;
      await fillContact(page, { email, phone: lang === 'ar' ? arabicDigits('72345678') : '72345678' });

      // 2. Nationality and ID type first (000 §4.7: prepaid asks them; the scan's document follows them, 000 §5.4)
      await field(page, 'nationality').selectOption('OM');
      await field(page, 'customer_id_type').selectOption('1');
      expect((await field(page, 'customer_id_type').locator('option:checked').textContent())!.trim()).toBe(text.civilId);

      // 3. The scan: the Sandbox reads the Omani civil ID; the step says the identity is verified
      expect(await runScan(page, lang, 'valid', { journey: JOURNEY })).toEqual({ result: 'success' });
      expect(await field(page, 'nationality').inputValue()).toBe('OM');
      expect(await field(page, 'customer_id_type').inputValue()).toBe('1');
      // 000 §4.7: after a successful scan no document is asked for
      expect(await step.locator('[part="documents"]').count()).toBe(0);
      await snapStep(page, JOURNEY, lang, 'identity-verified', { sizes: ['phone'] });

      // 4. Terms (the copy in the summary follows, 000 §2.9), NEXT
      await agreeToTerms(page);
      expect(await step.locator('#terms-summary').isChecked()).toBe(true);
      await step.locator('#terms-summary').uncheck(); // either copy changes both
      expect(await step.locator('#terms-main').isChecked()).toBe(false);
      await step.locator('#terms-summary').check();
      expect(await step.locator('#terms-main').isChecked()).toBe(true);
      const answer = await submitDetails(page);
      expect(answer).toMatchObject({ status: 200, body: { responseCode: 'success', type: 'physical' } });
      await detailsSaved(page, lang);
      await snapStep(page, JOURNEY, lang, 'details-saved');

      // 5. What the bridge recorded on the quote holding the reserved number
      const recorded = recordedDetails(msisdn);
      expect(recorded).toMatchObject({
        user_email: email,
        country_code: '968',
        user_phone_number: '72345678',
        nationality: 'OM',
        customer_id_type: '1',
        sim_type: 'physical',
      });
      expect(recorded!.nationality_id).toMatch(/^\d+$/);
      expect(recorded!.ID_doc_front_image_path).toBeUndefined(); // no manual documents after a successful scan

      // 6. Nothing personal is kept in the browser: neither storage holds the e-mail, the contact number or the scanned ID
      const stored = await page.evaluate(() => JSON.stringify([{ ...sessionStorage }, { ...localStorage }]));
      for (const personal of [email, '72345678', '112233445']) expect(stored).not.toContain(personal);
      expect(errors).toEqual([]);
    });
  });
}
