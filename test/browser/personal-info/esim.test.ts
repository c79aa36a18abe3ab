// Checkout step 1 with an eSIM (000 §2.9, §4.1, §4.6, §4.9; contract §4.10), in English and Arabic:
// a new prepaid customer in Muscat (the browser shares its position) scans their civil ID, chooses
// the eSIM (the bridge checks the position is in Oman and the scan succeeded), agrees and presses
// NEXT. The bridge records the details and sends a passcode to the contact number; the step asks
// for it in the eSIM popup. The shopper reads it on the demo outbox page, verifies, and the step
// leads on (payment is due; the page does not exist yet, so the step says the details are saved).
import { snap, type Lang } from '../support';
import {
  agreeToTerms,
  ajaxAnswer,
  field,
  fillContact,
  inMuscat,
  latestPasscode,
  PERSONAL_TEXT,
  personalInfo,
  reachPersonalInfo,
  recordedDetails,
  runScan,
  submitDetails,
  typePasscode,
  snapStep,
} from './personal-info-journeys';
import { newShopper } from '../fixture';

const JOURNEY = 'personal-info-esim';
const CONTACT = '79876543';
/** The passcode message the Sandbox "sends" (the bridge's catalog). */
const SMS = {
  en: (code: string) => `Your passcode is ${code}. It is valid for 5 minutes. Do not share it with anyone.`,
  ar: (code: string) => `رمز المرور الخاص بك هو ${code}. صالح لمدة 5 دقائق. لا تشاركه مع أحد.`,
} as const;

for (const lang of ['en', 'ar'] as Lang[]) {
  const text = PERSONAL_TEXT[lang];

  describe(`000 §4.1, §4.9, §2.9: an eSIM confirmed by a passcode (${lang})`, () => {
    it('scan, eSIM in Oman, NEXT → the eSIM popup → the passcode from the outbox → verified: the bridge leads on to payment; recorded as esim', async () => {
      const { context, page, errors } = await newShopper();
      await inMuscat(context);
      const msisdn = await reachPersonalInfo(page, lang, 'prepaid', JOURNEY);
      const step = personalInfo(page);

      // 1. Contact, nationality and ID type, a successful scan (000 §4.6: the eSIM needs it)
      const email = `esim.${lang}@example.com`;
      await fillContact(page, { email, phone: CONTACT });
      await field(page, 'nationality').selectOption('OM');
      await field(page, 'customer_id_type').selectOption('1');
      expect(await runScan(page, lang, 'valid')).toEqual({ result: 'success' });

      // 2. The eSIM: the bridge accepts it for a device in Oman (contract §4.10 wp_change_sim_type)
      const esim = step.getByRole('radio', { name: text.esim });
      const changed = ajaxAnswer(page, (body) => 'sim_type' in body || body.responseCode !== 'success');
      await esim.click();
      expect(await changed).toMatchObject({ status: 200, body: { responseCode: 'success', sim_type: 'esim' } });
      await step.locator('input[name="sim_type"][value="esim"]:checked').waitFor();
      await snapStep(page, JOURNEY, lang, 'esim-chosen', { sizes: ['phone'] });

      // 3. Terms, NEXT: recorded, and a passcode goes to the contact number (000 §4.1)
      await agreeToTerms(page);
      expect(await submitDetails(page)).toMatchObject({ status: 200, body: { responseCode: 'success', type: 'esim', expires_in: 300 } });
      const popup = step.getByRole('dialog', { name: text.confirmEsim });
      await popup.waitFor();
      await snap(page, JOURNEY, lang, 'esim-passcode-popup', { fullPage: false });

      // 4. The passcode from the demo outbox, typed into the popup's boxes, Verify
      const { msisdn: sentTo, code, message } = await latestPasscode(context, lang);
      expect(sentTo).toBe(CONTACT);
      expect(message).toBe(SMS[lang](code)); // in the shopper's language
      await typePasscode(popup.locator('[part="passcode"]'), code);
      const verified = ajaxAnswer(page, (body) => 'payment_status' in body || body.responseCode !== 'success');
      await popup.getByRole('button', { name: text.verify, exact: true }).click();
      // the bridge's answer: a prepaid plan is paid today, so the step leads on to payment (contract §4.10)
      expect(await verified).toEqual({
        status: 200,
        body: expect.objectContaining({ responseCode: 'success', payment_status: true, service_type: 'prepaid' }),
      });
      await popup.waitFor({ state: 'detached' });
      // 000 §4.1: on to the payment page, where an eSIM is paid online only (000 §4.11)
      await page.waitForURL(/\/prepaid-payment\//);
      const tabs = page.locator('whl-payment [role="tab"]');
      await tabs.first().waitFor();
      expect(await tabs.count()).toBe(1);
      expect(await page.locator('whl-payment #online-tab').count()).toBe(1);
      await snapStep(page, JOURNEY, lang, 'esim-verified');

      // 5. Recorded: the scanned identity's nationality and type, the contact, the eSIM
      expect(recordedDetails(msisdn)).toMatchObject({
        user_email: email,
        country_code: '968',
        user_phone_number: CONTACT,
        nationality: 'OM',
        customer_id_type: '1',
        sim_type: 'esim',
      });
      expect(errors).toEqual([]);
    });
  });
}
