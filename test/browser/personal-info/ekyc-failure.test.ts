// Checkout step 1 when the eKYC scan fails (000 §2.9, §4.6, §4.7, §5.3, §5.5), in English and
// Arabic: a new prepaid customer scans an expired document (en) or a selfie that never matches
// (ar, three face attempts); the step turns to the manual identity fields and the ID uploads, the
// SIM type goes to physical and its row hides. The shopper types their identity (names capitalised
// while typing; in Arabic, Arabic names and an Arabic keyboard's digits), uploads the ID front and
// back, agrees, NEXT: the bridge records all of it.
import { type Lang } from '../support';
import {
  agreeToTerms,
  arabicDigits,
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
  upload,
  uploadSlot,
  unexpectedErrors,
  snapStep,
} from './personal-info-journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const JOURNEY = 'personal-info-ekyc-failure';

/**
 * What each language's shopper types (the names in their own alphabet: 000 §5.3 limits names to
 * Latin letters only outside Arabic mode).
 */
const SHOPPER = {
  en: {
    typed: { first: 'amal', middle: 'saeed', last: 'al-rashdi' },
    names: ['Amal', 'Saeed', 'Al-Rashdi'],
    document: 'expired',
  },
  ar: {
    typed: { first: 'أمل', middle: 'سعيد', last: 'الراشدي' },
    names: ['أمل', 'سعيد', 'الراشدي'],
    document: 'face_no_match', // three selfies, none matching
  },
} as const;
/** What the scan says of each language's document. */
const SCAN_SAYS = inEachLanguage((say) => ({
  expired: say('Document is expired, Please make sure to use a valid document'), // 000 §8, as specified
  face_no_match: say('Your face does not match the photo on your document.'),
}));

for (const lang of ['en', 'ar'] as Lang[]) {
  const text = PERSONAL_TEXT[lang];
  const shopper = SHOPPER[lang];

  describe(`000 §4.6, §4.7, §5.3, §5.5: the scan fails, the shopper gives their identity and documents by hand (${lang})`, () => {
    it(`'${shopper.document}' → the manual fields and the ID front and back → NEXT: the details and documents are recorded`, async () => {
      const { page, errors } = await newShopper();
      const msisdn = await reachPersonalInfo(page, lang, 'prepaid', JOURNEY);
      const step = personalInfo(page);
      const email = `manual.${lang}@example.com`;
      await fillContact(page, { email, phone: '71234567' });
      await field(page, 'nationality').selectOption('OM');
      await field(page, 'customer_id_type').selectOption('1');
      // before the scan: no identity number, no documents (000 §4.7, the scan fills them)
      expect(await field(page, 'customer_id').count()).toBe(0);
      expect(await step.locator('[part="documents"]').count()).toBe(0);

      // 1. The scan fails: the step says so and shows the manual fields and the document slots
      expect(await runScan(page, lang, shopper.document, { journey: JOURNEY })).toEqual({
        result: 'failed',
        message: SCAN_SAYS[lang][shopper.document],
      });
      await step.getByRole('status').filter({ hasText: text.scanFailed }).waitFor();
      await uploadSlot(page, 'ID_doc_back_image_path').waitFor();
      expect(await step.locator('.upload-label').allTextContents()).toEqual(
        [text.uploadIdFront, text.uploadIdBack], // no income proof: no deposit was asked (000 §5.3)
      );
      // 000 §4.6: a physical SIM, its row hidden
      expect(await step.locator('[part="sim-type"]').count()).toBe(0);
      await snapStep(page, JOURNEY, lang, 'manual-fields');

      // 2. The identity by hand (dates dd/mm/yyyy; in Arabic typed with the Arabic keyboard's digits)
      const digits = (latin: string) => (lang === 'ar' ? arabicDigits(latin) : latin);
      const expiry = dateInYears(3);
      await field(page, 'customer_id').fill(digits('123456789'));
      await field(page, 'customer_id_dob').fill(digits('14/05/1990'));
      await field(page, 'customer_id_expiry_date').fill(digits(expiry));
      await field(page, 'user_first_name').fill(shopper.typed.first);
      await field(page, 'middle_name').fill(shopper.typed.middle);
      await field(page, 'user_last_name').fill(shopper.typed.last);
      await step.locator('input[name="gender"][value="female"]').check();
      // what the fields now hold: digits as digits, names capitalised (000 §5.3)
      expect(await field(page, 'customer_id_dob').inputValue()).toBe('14/05/1990');
      expect(await field(page, 'user_last_name').inputValue()).toBe(shopper.names[2]);

      // 3. The documents (000 §5.5: JPG, PNG or PDF), each shown uploaded with Change and Remove
      await upload(page, 'ID_doc_front_image_path', DOCUMENTS.idFront);
      await upload(page, 'ID_doc_back_image_path', DOCUMENTS.idBack);
      await snapStep(page, JOURNEY, lang, 'documents-uploaded', { sizes: ['phone'] });

      // 4. Terms, NEXT (no income proof: no deposit was asked, 000 §5.3)
      await agreeToTerms(page);
      expect(await submitDetails(page)).toMatchObject({ status: 200, body: { responseCode: 'success', type: 'physical' } });
      await detailsSaved(page, lang);
      await snapStep(page, JOURNEY, lang, 'details-saved');

      // 5. Recorded: the typed identity in Latin digits, the names as shown, both documents' references
      const recorded = recordedDetails(msisdn);
      expect(recorded).toMatchObject({
        user_email: email,
        user_phone_number: '71234567',
        nationality: 'OM',
        customer_id_type: '1',
        customer_id: '123456789',
        customer_id_dob: '14/05/1990',
        customer_id_expiry_date: expiry,
        user_first_name: shopper.names[0],
        middle_name: shopper.names[1],
        user_last_name: shopper.names[2],
        gender: 'female',
        sim_type: 'physical',
      });
      expect(recorded!.ID_doc_front_image_path).toMatch(/^whl-doc:[0-9a-f]{32}$/);
      expect(recorded!.ID_doc_back_image_path).toMatch(/^whl-doc:[0-9a-f]{32}$/);
      expect(recorded!.ID_doc_back_image_path).not.toBe(recorded!.ID_doc_front_image_path);
      expect(unexpectedErrors(errors)).toEqual([]);
    });
  });
}
