// Issue 13: the whole purchase, homepage → thank-you with an online payment, with the bridge on its
// production adapters: Magento for the carts, orders and catalogue, the ESB for the numbers and a
// bank's hosted page for the payment, all stubbed in WireMock (./shop-upstreams.ts, the journey's
// stubs in ./production-journey.ts). What the shopper sees is the Sandbox's journey; what the bridge
// sends is asserted on WireMock's log.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { restoreBridgeSettings, setBridgeSettings, snap, type Lang } from '../support';
import { choosePlanFromHomepage, chooseNumberAndCheckout, deliverHome, personalAsExistingCustomer } from '../checkout/order-journeys';
import { NUMBER, payOnlineToThankYou, productionJourney, productionSuite, reservationWrites, sentBody } from './production-journey';
import { newShopper } from '../fixture';

const suite = productionSuite();

describe('issue 13, 000 §2.3–§4.12: a purchase with the bridge on Magento, the ESB and a bank', () => {
  for (const lang of ['en', 'ar'] as Lang[]) {
    it(`homepage → number → personal details → delivery → pay online on the bank's page → Thank you (${lang})`, async () => {
      const journey = await productionJourney(`/journey-${lang}`, lang, suite.catalogue(), `production.${lang}@example.com`);
      const { upstreams, personal, delivery, orderId } = journey;
      const previous = setBridgeSettings(upstreams.settings());
      try {
        const { context, page } = await newShopper();
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
        // 000 §2.11, §4.12: pay online on the bank's page; the shop reads the signed return once and shows the order paid
        await payOnlineToThankYou(page, lang, journey, 'production-adapters');
        // every call was one the operator's systems expect; the bank's page was asked once before it was put up
        expect(await upstreams.unmatched()).toEqual([`GET ${upstreams.bankPath}`]);

        // what the bridge sent: the details typed, the amount with VAT, the number sold, the order paid
        const body = (method: string, suffix: string) => sentBody(journey, method, suffix);
        expect(JSON.parse(await body('PUT', '/personal-details'))).toEqual({ details: personal });
        expect(JSON.parse(await body('PUT', '/delivery-details'))).toEqual({ details: delivery });
        expect(JSON.parse(await body('POST', '/bank/api/payments'))).toMatchObject({
          orderReference: orderId,
          amount: { value: journey.total, currency: 'OMR' },
          language: lang,
        });
        expect(JSON.parse(await body('PATCH', `/reservation/${NUMBER}`))).toEqual({
          reservationState: 'sold',
          relatedParty: { id: upstreams.cart, role: 'cart' },
        });
        // held by the cart, held again for the payment window at placement (decision 150), sold once
        // paid, never let go after the sale (the shopper's cart was let go once paid)
        expect(await reservationWrites(journey)).toEqual([`PUT ${NUMBER}`, `PUT ${NUMBER}`, `PATCH ${NUMBER}`]);
        expect(JSON.parse(await body('PUT', `/orders/${orderId}/status`))).toEqual({ status: 'success' });

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
