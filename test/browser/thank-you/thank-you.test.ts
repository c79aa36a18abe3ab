// The order's end (000 §2.12, §4.12, §7.5–7.6; 001 §2.1, §4.4), in English and Arabic, on the dev
// host's bridge: the shortest way through the personal step (the Sandbox's eligible existing
// customer) and the delivery step (home delivery through the widget), then the order placed with the
// bridge's own calls from the page (contract §4.15: captcha `place_order`, then the placement):
// - cash on delivery → the thank-you route with ?orderid=: the success view, the order id, the
//   address, the summary with VAT said; one purchase event, none more after a reload; axe;
// - online, through the Sandbox gateway (contract §4.16): Approve → the online_payment page reads the
//   return once and replaces its address by the thank-you route with ?orderid= (a reload reads by id,
//   no replay); a replayed return URL says so and still shows the order.
// Screenshots at 390×844 and 1366×900 under artefacts/screenshots/thank-you-*/<lang>/.
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, resetClock, shiftClock, shopUrl, wordpressPhp, type Lang } from '../support';
import { numbersListed, openNumberPage, searchNumbers, until, widget } from '../journeys';
import { ajaxAnswer, reachPersonalInfo, snapStep, unexpectedErrors } from '../personal-info/personal-info-journeys';
import { deliverHome, ORDER_TEXT, personalAsExistingCustomer, reloadUntilAnalyticsRan } from '../checkout/order-journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

/** The Sandbox bank's page (its own words, no catalog: php-bridge/src/WordPress/Frontend/SandboxPaymentPage.php). */
const BANK_PAGE = {
  en: {
    approve: 'Approve payment',
    decline: 'Decline payment',
  },
  ar: {
    approve: 'الموافقة على الدفع',
    decline: 'رفض الدفع',
  },
} as const;
const TEXT = inEachLanguage((say, lang) => ({
  ...BANK_PAGE[lang],
  used: say('This payment confirmation was already used. The page shows the order as it stands now.'),
  thanks: say('Thank you for your order!'),
  address: say('Delivery address'),
  summary: say('Order summary'),
  total: say('Due today'),
  failed: say('Payment failed'),
  cancelled: say('Order cancelled'),
  retry: say('Retry payment'),
  receipt: say('Receipt'),
  print: say('Print receipt'),
}));

const thankYou = (page: Page) => widget(page, 'thank-you');

/** The test host's payment window (payment_window_minutes, decision 150), in seconds. */
function paymentWindowSeconds(): number {
  return Number(wordpressPhp(`echo \\Whl\\Bridge\\WordPress\\Settings::load()->paymentWindowSeconds();`, [], { plugins: true }));
}

/** What WP-Cron runs every five minutes (hook whl_expire_unpaid_orders): unpaid orders past their window are cancelled. */
function expireUnpaidOrders(): void {
  wordpressPhp(`do_action('whl_expire_unpaid_orders');`, [], { plugins: true });
}

type Placed = { status: number; body: { responseCode: string; type?: string; response?: string; order_id?: string } };

/** Contract §4.15 from the page (its session cookie, its nonce): a place_order captcha token, then the placement. */
function placeOrder(page: Page, paymentMethod: 'cashondelivery' | 'online', lang: Lang): Promise<Placed> {
  return page.evaluate(
    async ({ paymentMethod, lang }) => {
      const config = JSON.parse(document.getElementById('whl-config')!.textContent) as { ajaxUrl: string };
      const nonce = sessionStorage.getItem('whl_current_ajax_nonce') ?? '';
      const post = async (fields: Record<string, string>) => {
        const response = await fetch(config.ajaxUrl, { method: 'POST', body: new URLSearchParams({ _ajax_nonce: nonce, ...fields }) });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };
      const captcha = await post({ action: 'whl_captcha_token', captcha_action: 'place_order' });
      return (await post({
        action: 'wp_postpaid_prepaid_module',
        sub_action: 'wp_postpaid_prepaid_place_order',
        payment_method: paymentMethod,
        terms_accepted: '1',
        captcha_token: String(captcha.body.token),
        lang,
      })) as Placed;
    },
    { paymentMethod, lang },
  );
}

/**
 * The personal step (existing customer) and the delivery step (home delivery) through the widgets
 * (test/browser/checkout/order-journeys.ts): the bridge accepted both, the step went on to the payment
 * page (000 §4.1); the test places the order itself, from that page.
 */
async function throughDelivery(page: Page, context: BrowserContext, lang: Lang, email: string): Promise<string> {
  const msisdn = await reachPersonalInfo(page, lang, 'prepaid');
  await personalAsExistingCustomer(page, context, lang, email);
  await deliverHome(page, lang);
  expect(new URL(page.url()).pathname).toBe('/prepaid-payment/');
  await page.waitForLoadState('load');
  return msisdn;
}

/** Whether another shopper, searching the prepaid numbers for `msisdn`, finds it on sale. */
async function onSale(msisdn: string, lang: Lang): Promise<boolean> {
  const { page } = await newShopper();
  await openNumberPage(page, '/prepaid-search-number/?plan=hala-5', lang);
  const digits = msisdn.slice(-8);
  await searchNumbers(page, digits);
  await until(
    () => numbersListed(page),
    (all) => all.every((n) => n.includes(digits)),
  );
  return (await numbersListed(page)).includes(msisdn);
}

/**
 * Goes to `url`; once more when the page's own navigation (a widget going on after the order was
 * placed behind its back) aborted it.
 */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url).catch(() => page.goto(url));
}

/** The purchase events the page pushed (000 §7.6). */
function purchases(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'purchase'),
  );
}

/** The purchase events once the analytics module (loaded on need) has pushed one, or after 5 s. */
async function pushedPurchases(page: Page): Promise<unknown[]> {
  await page
    .waitForFunction(
      () => ((window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((entry) => entry.event === 'purchase'),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  return purchases(page);
}

/** A shopper through delivery places an online order and the Sandbox bank declines it: on its Payment failed page. */
async function declinedOnline(lang: Lang, email: string): Promise<{ page: Page; errors: string[]; msisdn: string; orderId: string }> {
  const { context, page, errors } = await newShopper();
  const msisdn = await throughDelivery(page, context, lang, email);
  const placed = await placeOrder(page, 'online', lang);
  expect(placed).toMatchObject({ status: 200, body: { responseCode: 'success', type: 'online' } });
  await open(page, placed.body.response!);
  await page.getByRole('button', { name: TEXT[lang].decline }).click();
  await thankYou(page).getByRole('heading', { name: TEXT[lang].failed, level: 2 }).waitFor();
  return { page, errors, msisdn, orderId: placed.body.order_id! };
}

async function successShown(page: Page, lang: Lang, orderId: string): Promise<void> {
  await thankYou(page).getByRole('heading', { name: TEXT[lang].thanks, level: 2 }).waitFor();
  expect(await thankYou(page).locator('[part="order-id"]').textContent()).toContain(orderId);
}

for (const lang of ['en', 'ar'] as Lang[]) {
  describe(`000 §2.12, §4.12: the thank-you page after a placed order (${lang})`, () => {
    it('cash on delivery → the success view with the order id, address and summary; purchase once; axe', async () => {
      const { context, page, errors } = await newShopper();
      await throughDelivery(page, context, lang, `thanks.cod.${lang}@example.com`);
      const placed = await placeOrder(page, 'cashondelivery', lang);
      expect(placed).toMatchObject({ status: 200, body: { responseCode: 'success', type: 'offline' } });
      const orderId = placed.body.order_id!;

      await open(page, shopUrl(`/prepaid-thank-you/?orderid=${orderId}`, lang));
      await successShown(page, lang, orderId);
      const address = thankYou(page).locator('[part="address"]');
      expect(await address.getByRole('heading').textContent()).toBe(TEXT[lang].address);
      expect(await address.textContent()).toContain(ORDER_TEXT[lang].landmark);
      const summary = thankYou(page).locator('[part="summary"]');
      expect(await summary.getByRole('heading').textContent()).toBe(TEXT[lang].summary);
      expect(await summary.locator('.total').textContent()).toMatch(
        new RegExp(`${TEXT[lang].total.replace(/[()]/g, '\\$&')}.*\\d+\\.\\d{3}`),
      );
      await snapStep(page, 'thank-you-cash-on-delivery', lang, 'success');
      expect(await axeViolations(page, 'whl-thank-you')).toEqual([]);

      // 000 §4.12: the purchase event once per order id and status, a reload included
      expect(await pushedPurchases(page)).toHaveLength(1); // the analytics module loads on need
      expect(await purchases(page)).toEqual([
        { event: 'purchase', ecommerce: expect.objectContaining({ currency: 'OMR', transaction_id: orderId }) as unknown },
      ]);
      await reloadUntilAnalyticsRan(page, () => successShown(page, lang, orderId));
      expect(await purchases(page)).toEqual([]);
      expect(await page.evaluate(() => sessionStorage.getItem('gtm_purchase_event'))).toBe(`${orderId}:pending`);

      // 000 §2.2 the receipt page of the order: printable, its buttons left out of the print
      await open(page, shopUrl(`/recharge-bill-payment-receipt-export/?orderid=${orderId}`, lang));
      await thankYou(page).getByRole('heading', { name: TEXT[lang].receipt, level: 2 }).waitFor();
      expect(await thankYou(page).locator('[part="receipt"]').textContent()).toContain(orderId);
      await page.emulateMedia({ media: 'print' });
      expect(await thankYou(page).getByRole('button', { name: TEXT[lang].print }).isVisible()).toBe(false);
      await page.emulateMedia({ media: 'screen' });
      await snapStep(page, 'thank-you-cash-on-delivery', lang, 'receipt');
      expect(await axeViolations(page, 'whl-thank-you')).toEqual([]);
      expect(unexpectedErrors(errors)).toEqual([]);
    });

    it('another shopper opening the same thank-you URL gets Sorry!, no order details', async () => {
      const { page } = await newShopper();
      await page.goto(shopUrl('/prepaid-thank-you/?orderid=100000001', lang));
      await thankYou(page).locator('[part="error"]').waitFor();
      expect(await thankYou(page).locator('[part="summary"]').count()).toBe(0);
      await snapStep(page, 'thank-you-not-found', lang, 'sorry');
      expect(await axeViolations(page, 'whl-thank-you')).toEqual([]);
    });

    it('online: the Sandbox gateway approves → online_payment reads the return once → the thank-you route with ?orderid=', async () => {
      const { context, page, errors } = await newShopper();
      await throughDelivery(page, context, lang, `thanks.online.${lang}@example.com`);
      const placed = await placeOrder(page, 'online', lang);
      expect(placed).toMatchObject({ status: 200, body: { responseCode: 'success', type: 'online' } });
      const orderId = placed.body.order_id!;

      await page.goto(placed.body.response!);
      // contract §4.16's answer, and the URL the gateway sent the browser back to
      const decrypted = ajaxAnswer(page, (body) => 'payment_status' in body);
      let returnUrl = '';
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && frame.url().includes('/online_payment/') && !returnUrl) returnUrl = frame.url();
      });
      await page.getByRole('button', { name: TEXT[lang].approve }).click();
      expect(await decrypted).toMatchObject({ status: 200, body: { responseCode: 'success', orderid: orderId, status: 'success' } });
      expect(new URL(returnUrl).searchParams.get('orderid')).toBe(orderId);
      await successShown(page, lang, orderId);
      // the address is the order's page now: a reload reads by id and never replays the return
      const here = new URL(page.url());
      expect(here.pathname).toBe('/prepaid-thank-you/');
      expect(here.searchParams.get('orderid')).toBe(orderId);
      expect(here.searchParams.has('data')).toBe(false);
      expect(here.searchParams.get('lang')).toBe(lang === 'ar' ? 'ar' : null);
      // the approved payment let the cart go (contract §4.15): the header's badge shows no count
      await widget(page, 'cart-badge').locator('[part="badge"]').waitFor({ state: 'detached' });
      await snapStep(page, 'thank-you-online', lang, 'approved');
      expect(await pushedPurchases(page)).toHaveLength(1);

      let replays = 0;
      page.on(
        'response',
        (response) => void (response.url().includes('admin-ajax.php') && response.request().method() === 'POST' && replays++),
      );
      await page.reload();
      await successShown(page, lang, orderId);
      expect(replays).toBe(0); // the read is a GET: no POST, so no return read again

      // the gateway's return URL opened again (history, a copied link): refused by the bridge, said, the order shown
      // (in Arabic with lang=ar: without it the page would go on to the Arabic page at once, 000 §4.12)
      await open(page, shopUrl(returnUrl, lang));
      await thankYou(page).locator('[part="return-notice"]').waitFor();
      expect(await thankYou(page).locator('[part="return-notice"]').textContent()).toContain(TEXT[lang].used);
      await successShown(page, lang, orderId);
      await snapStep(page, 'thank-you-online', lang, 'return-used');
      expect(await axeViolations(page, 'whl-thank-you')).toEqual([]);
      expect(unexpectedErrors(errors)).toEqual([]);
    });

    it('online, declined and never retried: when the payment window ends the order is cancelled, says so, and its number is on sale again (decision 150)', async () => {
      const { page, errors, msisdn, orderId } = await declinedOnline(lang, `thanks.unpaid.${lang}@example.com`);
      const thankYouUrl = page.url();
      // the order keeps its number through the window: a retry can still buy it
      expect(await onSale(msisdn, lang)).toBe(false);
      try {
        shiftClock(paymentWindowSeconds() + 60);
        expireUnpaidOrders();
        await page.goto(thankYouUrl);
        await thankYou(page).getByRole('heading', { name: TEXT[lang].cancelled, level: 2 }).waitFor();
        expect(await thankYou(page).locator('[part="order-id"]').textContent()).toContain(orderId);
        expect(await thankYou(page).getByRole('link', { name: TEXT[lang].retry }).count()).toBe(0); // the window is over
        await snapStep(page, 'thank-you-online-cancelled', lang, 'order-cancelled');
        expect(await axeViolations(page, 'whl-thank-you')).toEqual([]);
        expect(await purchases(page)).toEqual([]);
        expect(await onSale(msisdn, lang)).toBe(true);
      } finally {
        resetClock();
      }
      expect(unexpectedErrors(errors)).toEqual([]);
    });

    it('online, declined: Payment failed with Retry payment; the retry reaches the gateway again, approved → success', async () => {
      const { page, errors, orderId } = await declinedOnline(lang, `thanks.retry.${lang}@example.com`);
      expect(await thankYou(page).locator('[part="order-id"]').textContent()).toContain(orderId);
      expect(new URL(page.url()).pathname).toBe('/prepaid-thank-you/');
      await snapStep(page, 'thank-you-online-declined', lang, 'payment-failed');
      expect(await axeViolations(page, 'whl-thank-you')).toEqual([]);
      expect(await purchases(page)).toEqual([]); // a declined payment is no purchase

      // contract §4.18: the Retry link starts a new attempt on the gateway's page
      await thankYou(page).getByRole('link', { name: TEXT[lang].retry }).click();
      await page.getByRole('button', { name: TEXT[lang].approve }).click();
      await successShown(page, lang, orderId);
      expect(await pushedPurchases(page)).toHaveLength(1);
      expect(await page.evaluate(() => sessionStorage.getItem('gtm_purchase_event'))).toBe(`${orderId}:success`);
      expect(unexpectedErrors(errors)).toEqual([]);
    });
  });
}
