// Issue 31 finding 1 (000 §4.2 change-plan mode, contract §7.1, §4.15): a shopper who gave the
// personal step for a prepaid plan (with a British contact number, which postpaid refuses) and then
// changes to a postpaid plan is sent back to the personal step, which says why; what was recorded for
// the prepaid plan is gone, and the payment step places nothing without it.
import type { Page } from 'playwright-core';
import { shopUrl, snap, wordpressPhp, type Lang } from '../support';
import { reserveAndGoToCart, widget } from '../journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';
import {
  agreeToTerms,
  field,
  fillContact,
  PERSONAL_TEXT,
  personalInfo,
  recordedDetails,
  submitDetails,
  verifyExistingCustomer,
} from '../personal-info/personal-info-journeys';
import { chooseFirstPaidNumber, choosePlanFromHomepage, deliverHome, EXISTING_CUSTOMER, payment, paymentReady } from './order-journeys';

const JOURNEY = 'checkout-plan-change';
const TEXT = inEachLanguage((say) => ({
  choose: say.bridge('Choose this plan'),
  planChanged: say('Your plan has changed, so please enter your personal information again. It is checked against your new plan.'),
  missing: say('Your personal information is missing. Please complete it first.'),
  goBack: say('Go back and complete it'),
}));

/** The Sandbox number made one both order types may take (the attack's kind of number); gives back its own type. */
function sellableToBoth(msisdn: string): () => void {
  const table = `$wpdb->prefix . 'whl_sbx_numbers'`;
  const was = wordpressPhp(
    `global $wpdb; echo $wpdb->get_var($wpdb->prepare('SELECT service_type FROM ' . ${table} . ' WHERE msisdn = %s', $argv[2]));`,
    [msisdn],
  );
  const set = (type: string) =>
    wordpressPhp(`global $wpdb; $wpdb->update(${table}, ['service_type' => $argv[3]], ['msisdn' => $argv[2]]);`, [msisdn, type]);
  set('both');
  return () => set(was);
}

/** The Sandbox's orders of the number (its items' options name it). */
function ordersOf(msisdn: string): number {
  return Number(
    wordpressPhp(
      `global $wpdb; echo (int) $wpdb->get_var($wpdb->prepare("SELECT COUNT(*) FROM {$wpdb->prefix}whl_sbx_orders WHERE items LIKE %s", '%"msisdn":"' . $argv[2] . '"%'));`,
      [msisdn],
    ),
  );
}

/** 000 §2.8: the cart's Checkout leads to the personal step. */
async function checkout(page: Page, lang: Lang): Promise<void> {
  await widget(page, 'cart').getByRole('link', { name: PERSONAL_TEXT[lang].checkout }).click();
  await page.waitForURL(/-personal-info\//);
  await field(page, 'user_email').waitFor();
}

describe.each(['en', 'ar'] as const)('issue 31: a change of plan after the personal step (%s)', (lang: Lang) => {
  test('the shopper is back on the personal step with the reason; the old details are gone and nothing is placed', async () => {
    const { page, context } = await newShopper();
    await choosePlanFromHomepage(page, lang, 'prepaid');
    const msisdn = await chooseFirstPaidNumber(page); // a fee due today: the payment step offers cash on delivery
    const restore = sellableToBoth(msisdn);
    try {
      await reserveAndGoToCart(page, lang);
      await checkout(page, lang);
      // prepaid takes a contact number abroad; postpaid would refuse it (000 §5.2)
      await verifyExistingCustomer(page, context, lang, EXISTING_CUSTOMER);
      await fillContact(page, { email: `plan-change-${lang}@example.om`, phone: '7700900123' });
      await field(page, 'country_code').selectOption('44');
      await agreeToTerms(page);
      expect(await submitDetails(page)).toMatchObject({ status: 200, body: { responseCode: 'success' } });
      await page.waitForURL(/-delivery\//);
      expect(recordedDetails(msisdn)).toMatchObject({ country_code: '44' });
      await deliverHome(page, lang);

      // the postpaid listing in change-plan mode: another plan for the cart
      await page.goto(shopUrl('/postpaid/?method=change-plan', lang));
      await page.locator('li.whl-plan').first().getByRole('button', { name: TEXT[lang].choose, exact: true }).first().click();
      await page.waitForURL(/\/postpaid-personal-info\/\?(.*&)?notice=plan_changed/);
      const notice = personalInfo(page).getByText(TEXT[lang].planChanged);
      await notice.waitFor();
      expect(await notice.getAttribute('role')).toBe('status');
      expect(new URL(page.url()).searchParams.get('lang')).toBe(lang === 'ar' ? 'ar' : null);
      expect(recordedDetails(msisdn)).toBeNull();
      await snap(page, JOURNEY, lang, 'back-on-personal-step');

      // straight to payment: nothing is placed without the personal step, which the step links back to
      await page.goto(shopUrl('/postpaid-payment/', lang));
      await paymentReady(page, lang);
      await payment(page).locator('#cashondelivery-tab').click();
      await payment(page).locator('#payment-terms').check();
      await payment(page).locator('[part="place"]').click();
      await payment(page).getByText(TEXT[lang].missing).waitFor();
      expect(ordersOf(msisdn)).toBe(0);
      await payment(page).getByRole('link', { name: TEXT[lang].goBack }).click();
      await page.waitForURL(/\/postpaid-personal-info\//);
      await field(page, 'user_email').waitFor();
    } finally {
      restore();
    }
  });
});
