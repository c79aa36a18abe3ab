// The purchase on the production adapters (issue 13), shared by the journey test and the fault test
// (issue 15): the operator's systems stubbed for one shopper's prepaid plan with the number 91234567,
// the details that shopper types, and the way from the payment step through the bank to Thank you.
import type { Page } from 'playwright-core';
import { startAdapters } from '../../contract/support/adapters';
import { payment, thankYouShows } from '../checkout/order-journeys';
import { snap, type Lang } from '../support';
import { ShopUpstreams, type CatalogueData } from './shop-upstreams';

/** The number the ESB offers first, which the shopper picks. */
export const NUMBER = '91234567';

/** A suite of purchases on the production adapters (jest's set-up): the Sandbox's catalogue read once. */
export function productionSuite(): { catalogue(): CatalogueData } {
  let catalogue: CatalogueData;
  beforeAll(async () => {
    catalogue = await sandboxCatalogue();
  });
  return { catalogue: () => catalogue };
}

/** The catalogue the Sandbox serves, as the operator's catalogue module would answer it. */
export async function sandboxCatalogue(): Promise<CatalogueData> {
  const sandbox = startAdapters();
  try {
    const read = async (call: string, args: unknown[] = []) => {
      const answer = await sandbox.call<object[]>({}, 'commerce', call, args);
      if (!answer.ok) throw new Error(`the Sandbox's ${call}: ${answer.error?.message}`);
      return answer.ok;
    };
    return {
      plans: await read('plans'),
      cities: { en: await read('cityList', ['en']), ar: await read('cityList', ['ar']) },
      stores: { en: await read('stores', ['en']), ar: await read('stores', ['ar']) },
    };
  } finally {
    sandbox.stop();
  }
}

export interface ProductionJourney {
  upstreams: ShopUpstreams;
  plan: { sku: string; priceBaisa: number };
  /** what the shopper types on the personal and delivery steps, as the bridge sends it */
  personal: Record<string, string>;
  delivery: Record<string, string>;
  orderId: string;
  /** the amount with VAT, in OMR with 3 decimals */
  total: string;
}

/**
 * Magento, the ESB and the bank for one shopper (a WireMock path of its own): the catalogue, three
 * free numbers held 15 minutes, the cart with the Hala 5 plan and 91234567, the details once saved,
 * and the order placed, paid online.
 */
export async function productionJourney(prefix: string, lang: Lang, catalogue: CatalogueData, email: string): Promise<ProductionJourney> {
  const upstreams = new ShopUpstreams(prefix);
  await upstreams.magento(catalogue);
  await upstreams.numbers([NUMBER, '91234568', '91234569'], 15);
  const plan = catalogue.plans.find((p) => (p as { urlKey: string }).urlKey === 'hala-5') as { sku: string; priceBaisa: number };
  await upstreams.cartOf(plan, { msisdn: NUMBER, vanity_level: 'FREE', number_price: 0, service_type: 'prepaid' });
  // what the shopper types is what the bridge keeps on the quote (000 §3.8, §3.14)
  const personal = {
    user_email: email,
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
        options: { msisdn: NUMBER, vanity_level: 'FREE', number_price: 0 },
      },
    ],
    totals: { subtotal: money(plan.priceBaisa), vat: money(tax), grand_total: money(plan.priceBaisa + tax), vat_percent: 5 },
    personalDetails: personal,
    deliveryDetails: delivery,
    createdAt: Math.floor(Date.now() / 1000),
    lang,
  });
  return { upstreams, plan, personal, delivery, orderId, total: money(plan.priceBaisa + tax) };
}

/** 000 §2.11, §4.12: from the payment step, pay online on the bank's page and land on Thank you, the order paid. */
export async function payOnlineToThankYou(page: Page, lang: Lang, journey: ProductionJourney, shots: string): Promise<void> {
  // Magento places the order, the bank registers the payment and shows its page
  await payment(page).locator('#online-tab').click();
  await payment(page).locator('#payment-terms').check();
  await payment(page).locator('[part="place"]').click();
  await page.waitForURL(/\/bank\/hpp\//);
  await journey.upstreams.bankPage(true);
  await page.reload();
  await snap(page, shots, lang, 'bank-page', { sizes: ['phone'] });
  await page.locator('#pay').click();
  // the shop reads the signed return once and shows the order paid
  await page.waitForURL(new RegExp(`-thank-you/\\?(.*&)?orderid=${journey.orderId}`));
  expect(await thankYouShows(page, lang, 'success')).toBe(journey.orderId);
  await snap(page, shots, lang, 'thank-you');
}

/** What the bridge sent upstream: the last body of `method` on a path ending with `suffix`. */
export async function sentBody(journey: ProductionJourney, method: string, suffix: string): Promise<string> {
  const sent = (await journey.upstreams.seen()).filter((r) => r.method === method && r.path.endsWith(suffix));
  return sent.at(-1)?.body ?? '';
}

/** The bridge's writes to the ESB's reservations, "METHOD msisdn", oldest first. */
export async function reservationWrites(journey: ProductionJourney): Promise<string[]> {
  return (await journey.upstreams.seen())
    .filter((r) => r.method !== 'GET' && /\/esb\/reservation\//.test(r.path))
    .map((r) => `${r.method} ${r.path.replace(/.*\/reservation\//, '')}`);
}
