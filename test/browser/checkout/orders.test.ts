// The shop's manual for buying (issue 10; 000 §2.9–§2.12, §4.1, §4.11, §4.12; 001 §4.4), in English
// and Arabic. Each test is one way a shopper buys a line, start to finish, from the homepage through
// the shop's pages only:
//
//   plan card → number page → cart → personal information → delivery → payment → (Sandbox gateway)
//   → thank-you
//
// and ends on the thank-you page of an order the Sandbox holds (its orders table, by the order id the
// page shows) with the status the path gives it. The steps are the helpers of ./order-journeys.ts;
// screenshots of the payment and thank-you pages (and once the gateway's) at 390×844 and 1366×900 go to
// artefacts/screenshots/orders-<path>/<lang>/.
import { axeViolations, type Lang } from '../support';
import { inMuscat, snapStep, unexpectedErrors } from '../personal-info/personal-info-journeys';
import {
  cartBadgeEmpty,
  chooseNumberAndCheckout,
  choosePlanFromHomepage,
  decideOnGateway,
  deliverHome,
  methodsOffered,
  ORDER_TEXT,
  personalAsExistingCustomer,
  personalAsVisitor,
  personalWithEsim,
  pickUpInStore,
  placeOrder,
  purchasesOf,
  reloadUntilAnalyticsRan,
  pushedPurchasesOf,
  sandboxOrder,
  thankYou,
  thankYouShows,
} from './order-journeys';
import { newShopper } from '../fixture';

for (const lang of ['en', 'ar'] as Lang[]) {
  const text = ORDER_TEXT[lang];

  describe(`000 §4.1, §2.9–§2.12, §4.11, §4.12; 001 §4.4: buying a line, homepage to thank-you (${lang})`, () => {
    // 1. A prepaid plan delivered home, paid online. The shopper picks a prepaid plan on the homepage,
    //    a free number, checks out, says they are already a customer (number and passcode), gives
    //    their contact, has the SIM delivered home, pays online and approves the payment on the
    //    bank's page. The thank-you page thanks them and shows the delivery address; the cart is empty.
    it('prepaid, home delivery, pay online → the gateway approves → Thank you; the order is paid (success)', async () => {
      const journey = 'orders-prepaid-online';
      const { context, page, errors } = await newShopper();
      await choosePlanFromHomepage(page, lang, 'prepaid');
      await chooseNumberAndCheckout(page, lang);
      await personalAsExistingCustomer(page, context, lang, `orders.online.${lang}@example.com`);
      await deliverHome(page, lang);
      // 000 §2.11: pay online, cash and card on delivery, pay online first
      expect(await methodsOffered(page)).toEqual(['online', 'cashondelivery', 'cardondelivery']);
      await snapStep(page, journey, lang, 'payment');
      await placeOrder(page, 'online');
      await snapStep(page, journey, lang, 'gateway'); // the bank's page, in the shopper's language
      await decideOnGateway(page, lang, 'approve');

      const orderId = await thankYouShows(page, lang, 'success');
      expect(await thankYou(page).locator('[part="address"]').getByRole('heading').textContent()).toBe(text.deliveryAddress);
      expect(await thankYou(page).locator('[part="address"]').textContent()).toContain(text.landmark);
      await cartBadgeEmpty(page); // the approved payment let the cart go (contract §4.15)
      await snapStep(page, journey, lang, 'thank-you');
      expect(sandboxOrder(orderId)).toMatchObject({ status: 'success', payment_method: 'online', shipping_method: 'doordelivery' });

      // 000 §4.12, §7.6: the dataLayer gets exactly one purchase for the order: on the first load,
      // none again after a reload of the thank-you page
      const firstLoad = await pushedPurchasesOf(page, orderId);
      expect(firstLoad).toEqual([
        { event: 'purchase', ecommerce: expect.objectContaining({ currency: 'OMR', transaction_id: orderId }) as unknown },
      ]);
      await reloadUntilAnalyticsRan(page, () => thankYouShows(page, lang, 'success'));
      expect([...firstLoad, ...(await purchasesOf(page, orderId))]).toHaveLength(1);
      expect(await page.evaluate(() => sessionStorage.getItem('gtm_purchase_event'))).toBe(`${orderId}:success`);
      await cartBadgeEmpty(page);
      expect(await axeViolations(page, 'whl-thank-you')).toEqual([]);
      expect(unexpectedErrors(errors)).toEqual([]);
    });

    // 2. A postpaid plan collected in a store, paid in cash. The shopper picks a postpaid plan on the
    //    homepage and a number with a fee (a free number on a postpaid plan leaves nothing to pay
    //    today, and the delivery page would place the order itself, 000 §4.11), is verified as a
    //    customer, chooses Store pickup and a store, and pays cash on delivery. The thank-you page
    //    thanks them and names the store under 'Store Pickup'; the order waits for the cash (pending).
    it('postpaid, store pickup, cash on delivery → Thank you with Store Pickup and the store; the order is pending', async () => {
      const journey = 'orders-postpaid-store-pickup';
      const { context, page, errors } = await newShopper();
      await choosePlanFromHomepage(page, lang, 'postpaid');
      await chooseNumberAndCheckout(page, lang, { paid: true });
      await personalAsExistingCustomer(page, context, lang, `orders.pickup.${lang}@example.com`);
      const store = await pickUpInStore(page, lang);
      expect(new URL(page.url()).pathname).toBe('/postpaid-payment/');
      await snapStep(page, journey, lang, 'payment');
      await placeOrder(page, 'cashondelivery');

      const orderId = await thankYouShows(page, lang, 'success');
      expect(new URL(page.url()).pathname).toBe('/postpaid-thank-you/');
      const pickup = thankYou(page).locator('[part="address"]');
      expect(await pickup.getByRole('heading').textContent()).toBe(text.storePickup);
      expect(await pickup.textContent()).toContain(store);
      await cartBadgeEmpty(page); // an order placed offline lets the cart go (contract §4.15)
      await snapStep(page, journey, lang, 'thank-you');
      expect(sandboxOrder(orderId)).toMatchObject({
        status: 'pending',
        payment_method: 'cashondelivery',
        shipping_method: 'storepickup',
        service_type: 'postpaid',
      });
      expect(unexpectedErrors(errors)).toEqual([]);
    });

    // 3. A declined card, then a retry. As path 1 up to the bank's page, where the payment is
    //    declined: the thank-you page says 'Payment failed' and offers 'Retry payment', which opens
    //    the bank's page again; approved this time, the page thanks the shopper.
    it('pay online, declined → Payment failed → Retry payment → the gateway approves → Thank you (success)', async () => {
      const journey = 'orders-declined-then-retry';
      const { context, page, errors } = await newShopper();
      await choosePlanFromHomepage(page, lang, 'prepaid');
      await chooseNumberAndCheckout(page, lang);
      await personalAsExistingCustomer(page, context, lang, `orders.retry.${lang}@example.com`);
      await deliverHome(page, lang);
      await placeOrder(page, 'online');
      await decideOnGateway(page, lang, 'decline');

      const orderId = await thankYouShows(page, lang, 'failed');
      expect(sandboxOrder(orderId)).toMatchObject({ status: 'payment_failure' });
      expect(await purchasesOf(page, orderId)).toEqual([]); // a declined payment is no purchase
      await snapStep(page, journey, lang, 'thank-you-payment-failed');

      await thankYou(page).getByRole('link', { name: text.retry }).click();
      await page.waitForURL(/[?&]whl_sbx_pay=[0-9a-f]{32}/);
      await decideOnGateway(page, lang, 'approve');
      expect(await thankYouShows(page, lang, 'success')).toBe(orderId);
      await snapStep(page, journey, lang, 'thank-you-after-retry');
      expect(sandboxOrder(orderId)).toMatchObject({ status: 'success', payment_method: 'online' });
      expect(unexpectedErrors(errors)).toEqual([]);
    });

    // 4. A payment left pending. As path 1 up to the bank's page, where the payment is neither
    //    approved nor declined: the thank-you page says the payment is pending; no purchase yet.
    it('pay online, left pending → Payment pending; the order waits for its payment (pending_payment)', async () => {
      const journey = 'orders-payment-pending';
      const { context, page, errors } = await newShopper();
      await choosePlanFromHomepage(page, lang, 'prepaid');
      await chooseNumberAndCheckout(page, lang);
      await personalAsExistingCustomer(page, context, lang, `orders.pending.${lang}@example.com`);
      await deliverHome(page, lang);
      await placeOrder(page, 'online');
      await decideOnGateway(page, lang, 'leavePending');

      const orderId = await thankYouShows(page, lang, 'pending');
      await snapStep(page, journey, lang, 'thank-you-pending');
      expect(sandboxOrder(orderId)).toMatchObject({ status: 'pending_payment', payment_method: 'online' });
      expect(await purchasesOf(page, orderId)).toEqual([]); // an unconfirmed payment is no purchase
      expect(unexpectedErrors(errors)).toEqual([]);
    });

    // 5. An eSIM. A new customer in Muscat (the browser shares its position) picks a prepaid plan and
    //    a free number, scans their civil ID, chooses the eSIM and confirms it with the passcode sent
    //    to their contact number. There is no delivery: the payment page offers pay online only, the
    //    bank approves, and the thank-you page says how the eSIM's QR code comes and how to install it.
    it('eSIM with its passcode → payment, online only → the gateway approves → Thank you with the eSIM section (success)', async () => {
      const journey = 'orders-esim';
      const { context, page, errors } = await newShopper();
      await inMuscat(context);
      await choosePlanFromHomepage(page, lang, 'prepaid');
      await chooseNumberAndCheckout(page, lang);
      const email = `orders.esim.${lang}@example.com`;
      await personalWithEsim(page, context, lang, email);
      expect(await methodsOffered(page)).toEqual(['online']); // 000 §4.11: an eSIM removes cash on delivery
      await snapStep(page, journey, lang, 'payment');
      await placeOrder(page, 'online');
      await decideOnGateway(page, lang, 'approve');

      const orderId = await thankYouShows(page, lang, 'success');
      const esim = thankYou(page).locator('[part="esim"]');
      expect(await esim.getByRole('heading').textContent()).toBe(text.esim);
      expect(await esim.textContent()).toContain(email);
      expect(await thankYou(page).locator('[part="address"]').count()).toBe(0); // nothing is shipped
      await snapStep(page, journey, lang, 'thank-you');
      expect(sandboxOrder(orderId)).toMatchObject({ status: 'success', payment_method: 'online', shipping_method: 'esim' });
      expect(unexpectedErrors(errors)).toEqual([]);
    });

    // 6. A tourist pack. A visitor opens 'See all prepaid plans' from the homepage, buys the Visitor
    //    Pack with a free number, gives a UK contact and their passport (the scan does not recognise
    //    it: typed, with the data page and the visa uploaded), has the SIM delivered home, and pays
    //    cash on delivery on the tourist pack's own payment page; it ends on the tourist pack's
    //    thank-you page (000 §4.1), the order waiting for the cash (pending).
    it('tourist pack → delivery → /tourist-pack-payment/ → cash on delivery → /tourist-pack-thank-you/ (pending)', async () => {
      const journey = 'orders-tourist-pack';
      const { page, errors } = await newShopper();
      await choosePlanFromHomepage(page, lang, 'tourist');
      await chooseNumberAndCheckout(page, lang);
      await personalAsVisitor(page, lang, `orders.visitor.${lang}@example.com`);
      await deliverHome(page, lang);
      expect(new URL(page.url()).pathname).toBe('/tourist-pack-payment/');
      await snapStep(page, journey, lang, 'payment');
      await placeOrder(page, 'cashondelivery');

      const orderId = await thankYouShows(page, lang, 'success');
      expect(new URL(page.url()).pathname).toBe('/tourist-pack-thank-you/');
      expect(await thankYou(page).locator('[part="address"]').textContent()).toContain(text.landmark);
      await snapStep(page, journey, lang, 'thank-you');
      expect(sandboxOrder(orderId)).toMatchObject({ status: 'pending', payment_method: 'cashondelivery', shipping_method: 'doordelivery' });
      expect(unexpectedErrors(errors)).toEqual([]);
    });
  });
}
