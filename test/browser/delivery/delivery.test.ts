// Checkout step 2, delivery (000 §2.10, §3.14, §5.6, §7.5), in English and Arabic: the shortest way
// through step 1 (the Sandbox's eligible existing customer 90000001: contact and terms only), then
// the delivery page: home delivery through the governorate → wilayat → city/locality → area cascade,
// a way number typed with an Arabic keyboard's digits, the Villa/Apartment and the landmark; NEXT, on to
// the payment page.
// The journey ends on what the bridge RECORDED on the shopper's quote (contract §4.14).
import type { Page } from 'playwright-core';
import { wordpressPhp, type Lang } from '../support';
import { widget } from '../journeys';
import {
  agreeToTerms,
  arabicDigits,
  detailsSaved,
  fillContact,
  reachPersonalInfo,
  snapStep,
  submitDetails,
  verifyExistingCustomer,
} from '../personal-info/personal-info-journeys';
import { newShopper } from '../fixture';

const JOURNEY = 'delivery-home';
const CUSTOMER = '90000001'; // the Sandbox's eligible Omani prepaid customer (contract §4.9)

const TEXT = {
  en: { area: 'Al Khuwair North', landmark: 'Near the Grand Mosque' },
  ar: { area: 'الخوير الشمالية', landmark: 'بجانب الجامع الأكبر' },
} as const;

/** The delivery details the Sandbox recorded on the quote that holds the number (SandboxCommerce::saveDeliveryDetails). */
function recordedDelivery(msisdn: string): Record<string, string> | null {
  const json = wordpressPhp(
    `global $wpdb; $p = $wpdb->prefix;
     echo (string) $wpdb->get_var($wpdb->prepare(
       "SELECT q.delivery_details FROM {$p}whl_sbx_quotes q JOIN {$p}whl_sbx_quote_items i ON i.quote_id = q.quote_id
        WHERE i.options LIKE %s ORDER BY q.quote_id DESC LIMIT 1",
       '%"msisdn":"' . $argv[2] . '"%'
     ));`,
    [msisdn],
  );
  return json === '' ? null : (JSON.parse(json) as Record<string, string>);
}

const delivery = (page: Page) => widget(page, 'delivery');
const control = (page: Page, name: string) => delivery(page).locator(`[name="${name}"]`);

for (const lang of ['en', 'ar'] as Lang[]) {
  describe(`000 §2.10, §3.14, §5.6: home delivery after the personal step (${lang})`, () => {
    it('existing customer → the delivery page → the cascade, way, Villa/Apartment, landmark → NEXT: recorded', async () => {
      const { context, page, errors } = await newShopper();
      const msisdn = await reachPersonalInfo(page, lang, 'prepaid');
      await verifyExistingCustomer(page, context, lang, CUSTOMER);
      await fillContact(page, { email: `delivery.${lang}@example.com`, phone: CUSTOMER });
      await agreeToTerms(page);
      expect(await submitDetails(page)).toMatchObject({ status: 200, body: { responseCode: 'success' } });
      await detailsSaved(page, lang); // 000 §4.1: on to the delivery page
      await page.waitForURL(/\/prepaid-delivery\//);

      // the cascade (000 §2.10): Muscat → Bawshar → Al Khuwair → its first area
      await control(page, 'governorate').waitFor();
      await snapStep(page, JOURNEY, lang, 'delivery-step');
      await control(page, 'governorate').selectOption('1');
      await control(page, 'wilayat').selectOption('12');
      await control(page, 'city').selectOption('113');
      await control(page, 'area').selectOption(TEXT[lang].area);
      await control(page, 'way_no').fill(arabicDigits('345')); // 000 §5.6: an Arabic keyboard's digits
      expect(await control(page, 'way_no').inputValue()).toBe('345');
      await control(page, 'apt_no').fill('12');
      await control(page, 'landmark').fill(TEXT[lang].landmark);
      await delivery(page).locator('[part="next"]').click();

      // 000 §4.1: the accepted details go on to the payment page (test/browser/payment goes on from there)
      await page.waitForURL(/\/prepaid-payment\//);

      // contract §4.14: what the bridge recorded on the quote
      expect(recordedDelivery(msisdn)).toMatchObject({
        delivery_type: 'home_delivery',
        apt_no: '12',
        way_no: '345',
        area: TEXT[lang].area,
        landmark: TEXT[lang].landmark,
        pccode: '113',
        governorateid: '1',
        wilayaid: '12',
        localityid: '1201',
      });
      expect(errors).toEqual([]);
    });
  });
}
