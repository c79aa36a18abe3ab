// Issue 13: the whole purchase, homepage → thank-you with an online payment, with the bridge on its
// production adapters: Magento for the carts, orders and catalogue, the ESB for the numbers and a
// bank's hosted page for the payment, all stubbed in WireMock (./shop-upstreams.ts). What the
// shopper sees is the Sandbox's journey; what the bridge sends is asserted on WireMock's log.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newShopper, restoreBridgeSettings, setBridgeSettings, snap, type Lang } from '../support';
import { startAdapters, type Adapters } from '../../contract/support/adapters';
import {
  choosePlanFromHomepage,
  chooseNumberAndCheckout,
  deliverHome,
  personalAsExistingCustomer,
  thankYouShows,
  payment,
} from '../checkout/order-journeys';
import { ShopUpstreams, type CatalogueData } from './shop-upstreams';

let browser: Browser;
let sandbox: Adapters;
let catalogue: CatalogueData;
beforeAll(async () => {
  browser = await launchBrowser();
  // the catalogue the Sandbox serves, as the operator's catalogue module would answer it
  sandbox = startAdapters();
  const read = async (call: string, args: unknown[] = []) => {
    const answer = await sandbox.call<object[]>({}, 'commerce', call, args);
    if (!answer.ok) throw new Error(`the Sandbox's ${call}: ${answer.error?.message}`);
    return answer.ok;
  };
  catalogue = {
    plans: await read('plans'),
    cities: { en: await read('cityList', ['en']), ar: await read('cityList', ['ar']) },
    stores: { en: await read('stores', ['en']), ar: await read('stores', ['ar']) },
  };
});
afterAll(async () => {
  sandbox?.stop();
  await browser.close();
});

describe('issue 13, 000 §2.3–§4.12: a purchase with the bridge on Magento, the ESB and a bank', () => {
  for (const lang of ['en', 'ar'] as Lang[]) {
    it(`homepage → number → personal details → delivery → pay online on the bank's page → Thank you (${lang})`, async () => {
      const upstreams = new ShopUpstreams(`/journey-${lang}`);
      await upstreams.magento(catalogue);
      await upstreams.numbers(['91234567', '91234568', '91234569'], 15);
      const plan = catalogue.plans.find((p) => (p as { urlKey: string }).urlKey === 'hala-5') as { sku: string; priceBaisa: number };
      await upstreams.cartOf(plan, { msisdn: '91234567', vanity_level: 'FREE', number_price: 0, service_type: 'prepaid' });
      // what the shopper types is what the bridge keeps on the quote (000 §3.8, §3.14)
      const personal = {
        user_email: `production.${lang}@example.com`,
        user_phone_number: '90000001',
        country_code: '968',
        security_deposit_status: 'inactive',
        existing_customer_eligibility_status: 'true',
        other_nationality_status: 'false',
        sim_type: 'physical',
      };
      await upstreams.details('personal-details', personal);
      // Muscat › Bawshar › Al Khuwair › Al Khuwair North, as the page names them in its language
      const place = {
        en: { city: 'Al Khuwair', governorate: 'Muscat', wilayat: 'Bawshar', area: 'Al Khuwair North', landmark: 'Near the Grand Mosque' },
        ar: { city: 'الخوير', governorate: 'مسقط', wilayat: 'بوشر', area: 'الخوير الشمالية', landmark: 'بجانب الجامع الأكبر' },
      }[lang];
      const delivery = {
        delivery_type: 'home_delivery',
        apt_no: '12',
        way_no: '345',
        city: place.city,
        governorate: place.governorate,
        wilayat: place.wilayat,
        area: place.area,
        landmark: place.landmark,
        postcode: '113',
        pccode: '113',
        governorateid: '1',
        wilayaid: '12',
        localityid: '1201',
      };
      await upstreams.details('delivery-details', delivery);
      const tax = Math.round(plan.priceBaisa * 0.05);
      // an order number of this run's own: the bridge keeps every order's payment attempts
      const orderId = `2${String(Date.now()).slice(-8)}`;
      const money = (baisa: number) => (baisa / 1000).toFixed(3);
      await upstreams.orderFlow({
        incrementId: orderId,
        quoteId: upstreams.cart,
        paymentMethod: 'online',
        shippingMethod: 'doordelivery',
        serviceType: 'prepaid',
        items: [
          {
            sku: plan.sku,
            name: (plan as unknown as { name: object }).name,
            product_type: 'plan',
            service_type: 'prepaid',
            qty: 1,
            price_baisa: plan.priceBaisa,
            options: { msisdn: '91234567', vanity_level: 'FREE', number_price: 0 },
          },
        ],
        totals: { subtotal: money(plan.priceBaisa), vat: money(tax), grand_total: money(plan.priceBaisa + tax), vat_percent: 5 },
        personalDetails: personal,
        deliveryDetails: delivery,
        createdAt: Math.floor(Date.now() / 1000),
        lang,
      });
      const previous = setBridgeSettings(upstreams.settings());
      try {
        const { context, page } = await newShopper(browser);
        // every answer the browser gets, to scan for what must never leave the bridge
        const answers: Array<Promise<{ url: string; body: string }>> = [];
        context.on('response', (response) =>
          answers.push(
            response
              .text()
              .then((body) => ({ url: response.url(), body }))
              .catch(() => ({ url: response.url(), body: '' })),
          ),
        );
        await choosePlanFromHomepage(page, lang, 'prepaid');
        await snap(page, 'production-adapters', lang, 'number-page-from-the-esb');
        await chooseNumberAndCheckout(page, lang);
        await personalAsExistingCustomer(page, context, lang, `production.${lang}@example.com`);
        await deliverHome(page, lang);
        await snap(page, 'production-adapters', lang, 'payment-step');
        // 000 §2.11: pay online; Magento places the order, the bank registers the payment and shows its page
        await payment(page).locator('#online-tab').click();
        await payment(page).locator('#payment-terms').check();
        await payment(page).locator('[part="place"]').click();
        await page.waitForURL(/\/bank\/hpp\//);
        await upstreams.bankPage(true);
        await page.reload();
        await snap(page, 'production-adapters', lang, 'bank-page', { sizes: ['phone'] });
        await page.locator('#pay').click();
        // the shop reads the signed return once and shows the order paid (000 §4.12)
        await page.waitForURL(new RegExp(`-thank-you/\\?(.*&)?orderid=${orderId}`));
        expect(await thankYouShows(page, lang, 'success')).toBe(orderId);
        await snap(page, 'production-adapters', lang, 'thank-you');
        // every call was one the operator's systems expect; the bank's page was asked once before it was put up
        expect(await upstreams.unmatched()).toEqual([`GET ${upstreams.bankPath}`]);
        await context.close();

        // what the bridge sent: the details typed, the amount with VAT, the number sold, the order paid
        const sent = await upstreams.seen();
        const body = (method: string, suffix: string) => sent.find((r) => r.method === method && r.path.endsWith(suffix))?.body ?? '';
        expect(JSON.parse(body('PUT', '/personal-details'))).toEqual({ details: personal });
        expect(JSON.parse(body('PUT', '/delivery-details'))).toEqual({ details: delivery });
        expect(JSON.parse(body('POST', '/bank/api/payments'))).toMatchObject({
          orderReference: orderId,
          amount: { value: money(plan.priceBaisa + tax), currency: 'OMR' },
          language: lang,
        });
        expect(JSON.parse(body('PATCH', '/reservation/91234567'))).toEqual({
          reservationState: 'sold',
          relatedParty: { id: upstreams.cart, role: 'cart' },
        });
        expect(JSON.parse(body('PUT', `/orders/${orderId}/status`))).toEqual({ status: 'success' });

        // no credential, token or upstream body in any page, answer or script the browser got, nor in the PHP error log
        const got = await Promise.all(answers);
        expect(got.length).toBeGreaterThan(20);
        for (const { url, body: text } of got) {
          for (const secret of [...upstreams.secrets, upstreams.canary])
            expect({ url, leaks: text.includes(secret) }).toEqual({ url, leaks: false });
        }
        const log = readFileSync(join(process.env.WHL_STATE_DIR ?? '', 'php-errors.log'), { encoding: 'utf8', flag: 'a+' });
        for (const secret of [...upstreams.secrets, upstreams.canary]) expect(log.includes(secret)).toBe(false);
      } catch (error) {
        console.log('unmatched', await upstreams.unmatched());
        console.log('seen', (await upstreams.seen()).map((r) => `${r.method} ${r.path} ${r.body.slice(0, 300)}`).join('\n'));
        throw error;
      } finally {
        restoreBridgeSettings(previous);
      }
    });
  }
});
