// The shopper's whole purchase, step by step, as test/browser/checkout/orders.test.ts tells it: from
// the homepage's plan cards to the thank-you page (000 §4.1 choose plan → choose number → personal
// info → delivery → payment → thank-you), through the widgets only. Each helper is one thing the
// shopper does on one page and waits until the page shows its result. Locators pierce the widgets'
// open shadow roots; the order the shopper ends with is then read from the Sandbox's orders table.
import type { BrowserContext, Page } from 'playwright-core';
import { frames, wordpressPhp, shopUrl, type Lang } from '../support';
import { chooseFirstFreeNumber, reserveAndGoToCart, widget, numberPicker } from '../journeys';
import {
  agreeToTerms,
  ajaxAnswer,
  arabicDigits,
  detailsSaved,
  field,
  fillContact,
  dateInYears,
  DOCUMENTS,
  latestPasscode,
  PERSONAL_TEXT,
  personalInfo,
  runScan,
  submitDetails,
  typePasscode,
  upload,
  uploadSlot,
  verifyExistingCustomer,
} from '../personal-info/personal-info-journeys';
import { inEachLanguage } from '../catalogs';

/**
 * Words no catalog holds: the address the shopper types, and the Sandbox bank's page (its own words,
 * php-bridge/src/WordPress/Frontend/SandboxPaymentPage.php).
 */
const TYPED_AND_BANK_PAGE = {
  en: {
    area: 'Al Khuwair North',
    landmark: 'Near the Grand Mosque',
    approve: 'Approve payment',
    decline: 'Decline payment',
    leavePending: 'Leave pending',
  },
  ar: {
    area: 'الخوير الشمالية',
    landmark: 'بجانب الجامع الأكبر',
    approve: 'الموافقة على الدفع',
    decline: 'رفض الدفع',
    leavePending: 'تركه معلقاً',
  },
} as const;
/** What the shop says on the pages of the purchase, in its two languages (the widgets' catalogs under locales/). */
export const ORDER_TEXT = inEachLanguage((say, lang) => ({
  ...TYPED_AND_BANK_PAGE[lang],
  allPrepaid: say.bridge('See all prepaid plans'),
  paymentTitle: say('Payment'),
  storePickupTab: say('Store pickup'),
  thanks: say('Thank you for your order!'),
  failed: say('Payment failed'),
  pending: say('Payment pending'),
  retry: say('Retry payment'),
  deliveryAddress: say('Delivery address'),
  storePickup: say('Store Pickup'),
  esim: say('Your eSIM'),
}));

/** The Sandbox's eligible Omani customer (contract §4.9): verified by a passcode, only the contact is asked. */
export const EXISTING_CUSTOMER = '90000001';

/** The plans the journeys buy: a card of the homepage, or of the prepaid listing the homepage links to. */
export type OrderPlan = 'prepaid' | 'postpaid' | 'tourist';
const PLAN_SLUG: Record<OrderPlan, string> = {
  prepaid: 'hala-5',
  postpaid: 'shahry-endless-12',
  tourist: 'fifa-tourist-pack', // 'Visitor Pack 30' (sub-category fifa_tourist_pack), on the prepaid listing only
};

export const thankYou = (page: Page) => widget(page, 'thank-you');
export const delivery = (page: Page) => widget(page, 'delivery');
export const payment = (page: Page) => widget(page, 'payment');
const deliveryControl = (page: Page, name: string) => delivery(page).locator(`[name="${name}"]`);

/**
 * 000 §2.3, §2.4: the homepage → the plan's card → its Buy now link → the plan's number page. The
 * tourist pack is not on the homepage: 'See all prepaid plans' leads to the prepaid listing that has it.
 */
export async function choosePlanFromHomepage(page: Page, lang: Lang, plan: OrderPlan): Promise<void> {
  await page.goto(shopUrl('/', lang));
  const cards = widget(page, 'plan-cards').locator('li.whl-plan');
  await cards.first().waitFor();
  if (plan === 'tourist') {
    await widget(page, 'plan-cards').getByRole('link', { name: ORDER_TEXT[lang].allPrepaid }).click();
    await page.waitForURL(/\/prepaid-plan-page\//);
    await cards.first().waitFor();
  }
  // the Buy link (a postpaid card also has the migration button, 000 §2.3, with the same link)
  const buy = widget(page, 'plan-cards').locator(`li.whl-plan a.whl-plan__buy[href*="plan=${PLAN_SLUG[plan]}"]`);
  await buy.click();
  await page.waitForURL(new RegExp(`/(prepaid|postpaid)-recommended-numbers/\\?(.*&)?plan=${PLAN_SLUG[plan]}`));
}

/** 000 §2.7: the first number of the page's second group, whose fee is due today (a 'silver' or better number). */
export async function chooseFirstPaidNumber(page: Page): Promise<string> {
  const paid = numberPicker(page).locator('fieldset').nth(1).locator('input[type="radio"]');
  await paid.first().waitFor({ state: 'attached' });
  const msisdn = (await paid.first().getAttribute('value'))!;
  await paid.first().check();
  return msisdn;
}

/**
 * 000 §2.7, §2.8: a number (free, or one with a fee), Next reserves it and shows the cart, whose
 * Checkout leads to the personal-information step. Returns the reserved number.
 */
export async function chooseNumberAndCheckout(page: Page, lang: Lang, { paid = false }: { paid?: boolean } = {}): Promise<string> {
  const msisdn = paid ? await chooseFirstPaidNumber(page) : await chooseFirstFreeNumber(page, lang);
  await reserveAndGoToCart(page, lang);
  await widget(page, 'cart').getByRole('link', { name: PERSONAL_TEXT[lang].checkout }).click();
  await page.waitForURL(/-personal-info\//);
  await field(page, 'user_email').waitFor();
  return msisdn;
}

/**
 * 000 §5.8, §4.7: the shortest personal step, prepaid or postpaid alike: 'Already our customer?',
 * the Sandbox's eligible customer verified by the passcode from the demo outbox, then only the
 * contact and the terms; NEXT → the delivery page.
 */
export async function personalAsExistingCustomer(page: Page, context: BrowserContext, lang: Lang, email: string): Promise<void> {
  await verifyExistingCustomer(page, context, lang, EXISTING_CUSTOMER);
  await fillContact(page, { email, phone: EXISTING_CUSTOMER });
  await agreeToTerms(page);
  expect(await submitDetails(page)).toMatchObject({ status: 200, body: { responseCode: 'success' } });
  await detailsSaved(page, lang);
  await page.waitForURL(/-delivery\//);
}

/**
 * 000 §2.9, §4.1, §4.6, §4.9: a new customer with an eSIM. The device is in Muscat (the browser
 * shares its position: call before the page asks, i.e. before the homepage); the contact, Omani with
 * a civil ID, a successful scan, the eSIM (accepted for a device in Oman), the terms, NEXT; the eSIM
 * popup asks the passcode sent to the contact number, read on the demo outbox; Verify → payment.
 */
export async function personalWithEsim(page: Page, context: BrowserContext, lang: Lang, email: string): Promise<void> {
  const text = PERSONAL_TEXT[lang];
  const step = personalInfo(page);
  await fillContact(page, { email, phone: '79876543' });
  await field(page, 'nationality').selectOption('OM');
  await field(page, 'customer_id_type').selectOption('1');
  expect(await runScan(page, lang, 'valid')).toEqual({ result: 'success' });
  const changed = ajaxAnswer(page, (body) => 'sim_type' in body || body.responseCode !== 'success');
  await step.getByRole('radio', { name: text.esim }).click();
  expect(await changed).toMatchObject({ status: 200, body: { responseCode: 'success', sim_type: 'esim' } });
  await agreeToTerms(page);
  expect(await submitDetails(page)).toMatchObject({ status: 200, body: { responseCode: 'success', type: 'esim' } });
  const popup = step.getByRole('dialog', { name: text.confirmEsim });
  await popup.waitFor();
  const { code } = await latestPasscode(context, lang);
  await typePasscode(popup.locator('[part="passcode"]'), code);
  await popup.getByRole('button', { name: text.verify, exact: true }).click();
  await page.waitForURL(/\/prepaid-payment\//); // a prepaid plan is due today (contract §4.10 payment_status)
  await paymentReady(page, lang);
}

/**
 * 000 §2.9 tourist pack, §5.3, §5.4: a visitor with a UK number and passport. The scan does not
 * recognise the passport, so the visitor types its details and uploads its data page and the visa;
 * the terms, NEXT → the delivery page.
 */
export async function personalAsVisitor(page: Page, lang: Lang, email: string): Promise<void> {
  await fillContact(page, { email, phone: '7700900123' });
  await field(page, 'country_code').selectOption('44');
  await field(page, 'nationality').selectOption('GB');
  await field(page, 'customer_id_type').selectOption('14'); // shown as 'Passport'
  expect(await runScan(page, lang, 'not_recognized', { front: DOCUMENTS.passport })).toMatchObject({ result: 'failed' });
  await uploadSlot(page, 'ID_doc_front_image_path').waitFor();
  await field(page, 'customer_id').fill('p1234567');
  await field(page, 'customer_id_dob').fill('02/03/1988');
  await field(page, 'customer_id_expiry_date').fill(dateInYears(5));
  await field(page, 'user_first_name').fill('emily');
  await field(page, 'user_last_name').fill('clarke');
  await personalInfo(page).locator('input[name="gender"][value="female"]').check();
  await upload(page, 'ID_doc_front_image_path', DOCUMENTS.passport);
  await upload(page, 'ID_doc_back_image_path', DOCUMENTS.visa);
  await agreeToTerms(page);
  expect(await submitDetails(page)).toMatchObject({ status: 200, body: { responseCode: 'success', type: 'physical' } });
  await detailsSaved(page, lang);
  await page.waitForURL(/-delivery\//);
}

/** 000 §2.10: home delivery to Muscat › Bawshar › Al Khuwair (a way number typed with Arabic digits); NEXT → payment. */
export async function deliverHome(page: Page, lang: Lang): Promise<void> {
  await fillHomeAddress(page, lang);
  await deliveryNext(page, 'home_delivery');
}

/** 000 §2.10: the home-delivery address of deliverHome, typed in, not yet sent. */
export async function fillHomeAddress(page: Page, lang: Lang): Promise<void> {
  await deliveryControl(page, 'governorate').waitFor();
  await deliveryControl(page, 'governorate').selectOption('1');
  await deliveryControl(page, 'wilayat').selectOption('12');
  await deliveryControl(page, 'city').selectOption('113');
  await deliveryControl(page, 'area').selectOption(ORDER_TEXT[lang].area);
  await deliveryControl(page, 'way_no').fill(arabicDigits('345'));
  await deliveryControl(page, 'apt_no').fill('12');
  await deliveryControl(page, 'landmark').fill(ORDER_TEXT[lang].landmark);
}

/** 000 §2.10: the Store pickup tab, the first store of the list; NEXT → payment. Returns the store's name as listed. */
export async function pickUpInStore(page: Page, lang: Lang): Promise<string> {
  await delivery(page).getByRole('tab', { name: ORDER_TEXT[lang].storePickupTab }).click();
  const store = delivery(page).locator('[part="store"]').first();
  await store.waitFor();
  const name = (await store.locator('span').evaluate((span) => span.firstChild?.textContent ?? '')).trim();
  await store.locator('input[type="radio"]').check();
  await deliveryNext(page, 'store_pickup');
  return name;
}

/** NEXT on the delivery step: the bridge accepts the details (contract §4.14), the step goes on to a payment page (000 §4.1). */
export async function deliveryNext(page: Page, type: 'home_delivery' | 'store_pickup'): Promise<void> {
  const accepted = ajaxAnswer(page, (body) => 'delivery_type' in body || body.responseCode !== 'success');
  await delivery(page).locator('[part="next"]').click();
  expect(await accepted).toMatchObject({ status: 200, body: { responseCode: 'success', delivery_type: type } });
  await page.waitForURL(/-payment\//);
  await paymentReady(page, pageLang(page));
}

/** The page's language as the shop's URL says it. */
const pageLang = (page: Page): Lang => (new URL(page.url()).searchParams.get('lang') === 'ar' ? 'ar' : 'en');

/** 000 §2.11: the payment step shows its title and its methods. */
export async function paymentReady(page: Page, lang: Lang): Promise<void> {
  await payment(page).getByRole('heading', { name: ORDER_TEXT[lang].paymentTitle, level: 2 }).waitFor();
  await payment(page).locator('[role="tab"]').first().waitFor();
}

export type Method = 'online' | 'cashondelivery' | 'cardondelivery';

/** The payment methods the step offers, as their tabs' ids say (000 §2.11, §4.11). */
export function methodsOffered(page: Page): Promise<string[]> {
  return payment(page)
    .locator('[role="tab"]')
    .evaluateAll((tabs) => tabs.map((tab) => tab.id.replace(/-tab$/, '')));
}

/**
 * 000 §2.11, §5.7: the method's tab, the terms, then NEXT (pay online) or CONFIRM (on delivery).
 * Pay online ends on the Sandbox gateway's page (contract §4.16); on delivery, on the thank-you route.
 */
export async function placeOrder(page: Page, method: Method): Promise<void> {
  await payment(page).locator(`#${method}-tab`).click();
  await payment(page).locator('#payment-terms').check();
  await payment(page).locator('[part="place"]').click();
  if (method === 'online') await page.waitForURL(/[?&]whl_sbx_pay=[0-9a-f]{32}/);
  else await page.waitForURL(/-thank-you\/\?(.*&)?orderid=\d+/);
}

export type Decision = 'approve' | 'decline' | 'leavePending';

/** Contract §4.16: on the Sandbox gateway's page the tester decides the payment; the browser returns to the shop's thank-you page. */
export async function decideOnGateway(page: Page, lang: Lang, decision: Decision): Promise<void> {
  await page.getByRole('button', { name: ORDER_TEXT[lang][decision] }).click();
  // online_payment reads the return once, then its address becomes the order's thank-you route (000 §4.12)
  await page.waitForURL(/-thank-you\/\?(.*&)?orderid=\d+/);
}

export type Variant = 'success' | 'failed' | 'pending';
const TITLE: Record<Variant, 'thanks' | 'failed' | 'pending'> = { success: 'thanks', failed: 'failed', pending: 'pending' };

/** 000 §4.12: the thank-you page shows the variant's title and the order id of its address. Returns the id. */
/**
 * Reloads the thank-you page and waits until its analytics module, which the page loads for an order
 * that counts as a purchase (docs/analytics.md), is in: its chunk loaded and the page drawn after it.
 * What the module pushed, or did not, can be read then.
 */
export async function reloadUntilAnalyticsRan(page: Page, shown: () => Promise<unknown>): Promise<void> {
  const chunk = page.waitForEvent('requestfinished', (request) => /\/chunks\/analytics-[\w-]+\.js$/.test(request.url()));
  await page.reload();
  await shown();
  await chunk;
  await frames(page);
}

export async function thankYouShows(page: Page, lang: Lang, variant: Variant): Promise<string> {
  await thankYou(page).getByRole('heading', { name: ORDER_TEXT[lang][TITLE[variant]], level: 2 }).waitFor();
  const orderId = new URL(page.url()).searchParams.get('orderid') ?? '';
  expect(orderId).toMatch(/^\d+$/);
  expect(await thankYou(page).locator('[part="order-id"]').textContent()).toContain(orderId);
  expect(new URL(page.url()).searchParams.get('lang')).toBe(lang === 'ar' ? 'ar' : null);
  return orderId;
}

/** The order as the Sandbox holds it (its orders table, by the increment id the shopper sees), null when it has none. */
export function sandboxOrder(
  orderId: string,
): { status: string; payment_method: string; shipping_method: string; service_type: string; lang: string } | null {
  const json = wordpressPhp(
    `global $wpdb; $p = $wpdb->prefix;
     $row = $wpdb->get_row($wpdb->prepare(
       "SELECT status, payment_method, shipping_method, service_type, lang FROM {$p}whl_sbx_orders WHERE increment_id = %s",
       $argv[2]
     ), ARRAY_A);
     echo json_encode($row);`,
    [orderId],
  );
  return JSON.parse(json) as ReturnType<typeof sandboxOrder>;
}

type DataLayer = { event?: string; ecommerce?: { transaction_id?: string } }[];

/** The purchase events (000 §7.6) the page pushed for the order. */
export function purchasesOf(page: Page, orderId: string): Promise<unknown[]> {
  return page.evaluate(
    (id) =>
      ((window as Window & { dataLayer?: DataLayer }).dataLayer ?? []).filter(
        (entry) => entry.event === 'purchase' && entry.ecommerce?.transaction_id === id,
      ),
    orderId,
  );
}

/** The purchase events once the analytics module (loaded on need) has pushed one, or after 5 s. */
export async function pushedPurchasesOf(page: Page, orderId: string): Promise<unknown[]> {
  await page
    .waitForFunction(
      (id) =>
        ((window as Window & { dataLayer?: DataLayer }).dataLayer ?? []).some(
          (entry) => entry.event === 'purchase' && entry.ecommerce?.transaction_id === id,
        ),
      orderId,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  return purchasesOf(page, orderId);
}

/** The header's cart badge shows no count (the order let the cart go, contract §4.15). */
export async function cartBadgeEmpty(page: Page): Promise<void> {
  await widget(page, 'cart-badge').locator('[part="badge"]').waitFor({ state: 'detached' });
}
