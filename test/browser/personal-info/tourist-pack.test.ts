// Checkout step 1 for the tourist pack (000 §2.9 variants, §3.2, §5.3, §5.4), in English and Arabic:
// a visitor buys the seeded tourist pack (sku PRE-FIFA-TOURIST, sub-category fifa_tourist_pack) with
// a number. Their nationality list leaves out Oman (and the blacklisted countries), the only ID is
// the passport, shown as 'Passport'. The scan fails (an unrecognised document), so the visitor types
// the passport's details and uploads its data page ('Upload passport data page *') and the visa
// ('Upload visa copy', optional: the tourist pack has no ID back, 000 §5.3). NEXT records them.
import { type Lang } from '../support';
import {
  agreeToTerms,
  dateInYears,
  detailsSaved,
  DOCUMENTS,
  field,
  fillContact,
  PERSONAL_TEXT,
  personalInfo,
  reachPersonalInfo,
  recordedDetails,
  runScan,
  submitDetails,
  unexpectedErrors,
  upload,
  uploadSlot,
  snapStep,
} from './personal-info-journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const JOURNEY = 'personal-info-tourist-pack';
/** 000 §8 SCAN_DOCUMENT_NOT_RECOGNIZED, the scan over. */
const NOT_RECOGNISED = inEachLanguage((say) =>
  say('We could not recognise your document. Please make sure it is a valid ID card or passport.'),
);

for (const lang of ['en', 'ar'] as Lang[]) {
  const text = PERSONAL_TEXT[lang];

  describe(`000 §2.9 tourist pack, §5.3, §5.4: a visitor's passport (${lang})`, () => {
    it("nationalities without OM, 'Passport', the scan fails → passport data page and visa uploads → NEXT: recorded", async () => {
      const { page, errors } = await newShopper();
      const msisdn = await reachPersonalInfo(page, lang, 'tourist', JOURNEY);
      const step = personalInfo(page);

      // 1. Contact: a visitor's own number abroad (any country code for prepaid, 000 §5.2)
      const email = `visitor.${lang}@example.com`;
      await fillContact(page, { email, phone: '7700900123' });
      await field(page, 'country_code').selectOption('44'); // +44, the United Kingdom's code

      // 2. Nationality: Oman is not offered (000 §5.4); the only ID type is the passport, 'Passport' (000 §2.9)
      const nationalities = await field(page, 'nationality')
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(nationalities).not.toContain('OM');
      expect(nationalities).toContain('GB');
      expect(nationalities).not.toContain('KP'); // blacklisted (contract §4.12)
      await field(page, 'nationality').selectOption('GB');
      const idTypes = await field(page, 'customer_id_type')
        .locator('option:not([value=""])')
        .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, (o.textContent ?? '').trim()]));
      expect(idTypes).toEqual([['14', text.passport]]);
      await field(page, 'customer_id_type').selectOption('14');
      await snapStep(page, JOURNEY, lang, 'passport-chosen', { sizes: ['phone'] });

      // 3. The scan fails: the passport's details and its pages by hand
      expect(await runScan(page, lang, 'not_recognized', { front: DOCUMENTS.passport })).toEqual({
        result: 'failed',
        message: NOT_RECOGNISED[lang],
      });
      await uploadSlot(page, 'ID_doc_front_image_path').waitFor();
      expect(await step.locator('.upload-label').allTextContents()).toEqual([text.uploadPassport, text.uploadVisa]);
      expect((await step.locator('[data-field="customer_id"] label').textContent())!.trim()).toBe(text.passportNumber);
      await snapStep(page, JOURNEY, lang, 'passport-uploads');

      const expiry = dateInYears(5);
      await field(page, 'customer_id').fill('p1234567');
      await field(page, 'customer_id_dob').fill('02/03/1988');
      await field(page, 'customer_id_expiry_date').fill(expiry);
      await field(page, 'user_first_name').fill('emily');
      await field(page, 'user_last_name').fill('clarke');
      await step.locator('input[name="gender"][value="female"]').check();
      await upload(page, 'ID_doc_front_image_path', DOCUMENTS.passport);
      await upload(page, 'ID_doc_back_image_path', DOCUMENTS.visa);

      // 4. Terms, NEXT (no income proof: no deposit was asked, 000 §5.3)
      await agreeToTerms(page);
      expect(await submitDetails(page)).toMatchObject({ status: 200, body: { responseCode: 'success', type: 'physical' } });
      await detailsSaved(page, lang);
      await snapStep(page, JOURNEY, lang, 'details-saved');

      // 5. Recorded: the passport (type 14, letters kept), the visitor's contact abroad, both pages
      const recorded = recordedDetails(msisdn);
      expect(recorded).toMatchObject({
        user_email: email,
        country_code: '44',
        user_phone_number: '7700900123',
        nationality: 'GB',
        customer_id_type: '14',
        customer_id: 'p1234567',
        customer_id_dob: '02/03/1988',
        customer_id_expiry_date: expiry,
        user_first_name: 'Emily',
        user_last_name: 'Clarke',
        gender: 'female',
        sim_type: 'physical',
      });
      expect(recorded!.ID_doc_front_image_path).toMatch(/^whl-doc:[0-9a-f]{32}$/);
      expect(recorded!.ID_doc_back_image_path).toMatch(/^whl-doc:[0-9a-f]{32}$/);
      expect(unexpectedErrors(errors)).toEqual([]);
    });
  });
}
