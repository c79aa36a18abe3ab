// Checkout step 1 for an existing customer (000 §2.9, §4.6, §4.7, §5.8), in English and Arabic: the
// shopper opens 'Already our customer? Verify your number', gives their number (the Sandbox's
// eligible Omani customer 90000001), reads the passcode the shop "sent" on the demo outbox page
// (/demo-outbox/, in another tab of the same browser), types it and verifies. An eligible customer
// is not scanned and gives only the contact details; NEXT records them with the customer's flags.
import { type Lang } from '../support';
import {
  agreeToTerms,
  detailsSaved,
  field,
  fillContact,
  PERSONAL_TEXT,
  personalInfo,
  reachPersonalInfo,
  recordedDetails,
  submitDetails,
  verifyExistingCustomer,
  snapStep,
} from './personal-info-journeys';
import { newShopper } from '../fixture';

const JOURNEY = 'personal-info-existing-customer';
const CUSTOMER = '90000001'; // the Sandbox's eligible Omani prepaid customer (contract §4.9)

for (const lang of ['en', 'ar'] as Lang[]) {
  const text = PERSONAL_TEXT[lang];

  describe(`000 §5.8, §4.6, §4.7: an eligible existing customer verified by a passcode (${lang})`, () => {
    it('number → passcode from the demo outbox → verified: no scan, no identity fields; contact, terms, NEXT: recorded', async () => {
      const { context, page, errors } = await newShopper();
      const msisdn = await reachPersonalInfo(page, lang, 'prepaid', JOURNEY);
      const step = personalInfo(page);
      // before the check: the scan and the identity part are offered
      expect(await step.getByRole('button', { name: text.startScan }).count()).toBe(1);

      // 1. The check: number, passcode (from the outbox), Verify
      await verifyExistingCustomer(page, context, lang, CUSTOMER, JOURNEY);
      const section = step.locator('[part="existing-customer"]');
      // 000 §5.8: the operator's name for the number, and that nothing more is needed about the identity
      const verified = {
        en: /^Verified: \S.*\. We already have your identity details\.$/,
        ar: /^تم التحقق: \S.*\. بيانات هويتك مسجلة لدينا\.$/,
      };
      expect((await section.getByRole('status').textContent())!.trim()).toMatch(verified[lang]);

      // 2. An eligible customer: the scan is not needed (000 §4.6), only the contact part is asked (000 §4.7)
      expect(await step.getByRole('button', { name: text.startScan }).count()).toBe(0);
      for (const name of ['nationality', 'customer_id_type', 'customer_id', 'user_first_name']) {
        expect({ name, shown: await field(page, name).count() }).toEqual({ name, shown: 0 });
      }
      await snapStep(page, JOURNEY, lang, 'customer-verified');

      // 3. Contact, terms, NEXT
      const email = `existing.${lang}@example.com`;
      await fillContact(page, { email, phone: CUSTOMER });
      await agreeToTerms(page);
      expect(await submitDetails(page)).toMatchObject({ status: 200, body: { responseCode: 'success', type: 'physical' } });
      await detailsSaved(page, lang);
      await snapStep(page, JOURNEY, lang, 'details-saved');

      // 4. Recorded: the contact and the customer's flags, no identity (the operator has it)
      const recorded = recordedDetails(msisdn);
      expect(recorded).toEqual({
        user_email: email,
        country_code: '968',
        user_phone_number: CUSTOMER,
        existing_customer_eligibility_status: 'true',
        other_nationality_status: 'false',
        security_deposit_status: 'inactive', // no deposit was asked
        sim_type: 'physical',
      });
      expect(errors).toEqual([]);
    });
  });
}
