// Checkout step 1 when the operator asks a security deposit (000 §2.9, §4.8, §5.3; contract §4.11),
// in English and Arabic: a postpaid order of the Sandbox's existing customer 24000004 (a fixed line,
// eligible, deposit 50.000 with salary ranges). The shopper verifies the number, gives the contact
// details and presses NEXT; the bridge answers security_deposit and the step shows the
// increase-credit-limit section. The shopper chooses UPLOAD INCOME PROOF, uploads a PDF, NEXT: the
// bridge records the deposit choice with the income proof.
import { type Lang } from '../support';
import {
  agreeToTerms,
  detailsSaved,
  DOCUMENTS,
  field,
  fillContact,
  PERSONAL_TEXT,
  personalInfo,
  reachPersonalInfo,
  recordedDetails,
  submitDetails,
  unexpectedErrors,
  upload,
  uploadSlot,
  verifyExistingCustomer,
  snapStep,
} from './personal-info-journeys';
import { newShopper } from '../fixture';

const JOURNEY = 'personal-info-security-deposit';
const CUSTOMER = '24000004'; // contract §4.9, §4.11: eligible, a postpaid order asks 50.000 or an income proof

for (const lang of ['en', 'ar'] as Lang[]) {
  const text = PERSONAL_TEXT[lang];

  describe(`000 §4.8, §2.9, §5.3: the security deposit, answered with an income proof (${lang})`, () => {
    it('postpaid, customer 24000004: NEXT → the deposit section → UPLOAD INCOME PROOF → a PDF → NEXT: recorded', async () => {
      const { context, page, errors } = await newShopper();
      const msisdn = await reachPersonalInfo(page, lang, 'postpaid', JOURNEY);
      const step = personalInfo(page);
      // 000 §5.2: postpaid keeps the country code at +968
      expect(await field(page, 'country_code').isDisabled()).toBe(true);
      expect(await field(page, 'country_code').inputValue()).toBe('968');

      // 1. The existing customer, the contact, terms, NEXT
      await verifyExistingCustomer(page, context, lang, CUSTOMER);
      const email = `deposit.${lang}@example.com`;
      await fillContact(page, { email, phone: '91112233' });
      await agreeToTerms(page);

      // 2. The bridge asks the deposit (409): the section shows the amount and both options, a warning toast
      const asked = await submitDetails(page);
      expect(asked).toMatchObject({ status: 409, body: { responseCode: 'security_deposit', credit_limit_money: '50.000' } });
      expect(asked.body.whlidv_submit_token).toMatch(/^[0-9a-f]{32}$/);
      expect(recordedDetails(msisdn)).toBeNull(); // nothing recorded until the deposit is answered
      const deposit = step.locator('[part="deposit"]');
      await deposit.waitFor();
      expect(await deposit.textContent()).toContain('50.000');
      expect(
        await deposit
          .locator('input[name="security_deposit_type"]')
          .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
      ).toEqual(['income_proof', 'deposit']);
      const toast = step.locator('[part="toast"]');
      await toast.waitFor();
      expect((await toast.textContent())!.trim()).not.toBe('');
      // the toast can be read: its text is not in its background's colour
      const toastColours = await toast.evaluate((el) => ({
        text: getComputedStyle(el).color,
        background: getComputedStyle(el).backgroundColor,
      }));
      expect(toastColours.text).not.toBe(toastColours.background);
      await snapStep(page, JOURNEY, lang, 'deposit-asked');

      // 3. UPLOAD INCOME PROOF: the income-proof slot appears; a PDF (000 §5.5)
      await deposit.getByRole('radio', { name: text.uploadIncomeProof }).check();
      await uploadSlot(page, 'income_proof_docs').waitFor();
      await upload(page, 'income_proof_docs', DOCUMENTS.incomeProof);
      await snapStep(page, JOURNEY, lang, 'income-proof-uploaded', { sizes: ['phone'] });

      // 4. NEXT again: accepted
      expect(await submitDetails(page)).toMatchObject({ status: 200, body: { responseCode: 'success', type: 'physical' } });
      await detailsSaved(page, lang);
      await snapStep(page, JOURNEY, lang, 'details-saved');

      // 5. Recorded: the contact, the customer's flags, the deposit answered with the income proof
      const recorded = recordedDetails(msisdn);
      expect(recorded).toMatchObject({
        user_email: email,
        country_code: '968',
        user_phone_number: '91112233',
        existing_customer_eligibility_status: 'true',
        security_deposit_status: 'active',
        security_deposit_type: 'income_proof',
        security_deposit_money: '50.000',
        sim_type: 'physical',
      });
      expect(recorded!.income_proof_docs).toMatch(/^whl-doc:[0-9a-f]{32}$/);
      expect(recorded!.whlidv_submit_token).toBeUndefined(); // the token is read, never recorded
      expect(unexpectedErrors(errors)).toEqual([]);
    });
  });
}
