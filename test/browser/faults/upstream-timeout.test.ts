// Magento stops answering in the middle of a purchase (issue 15 faults, 000 §8), with the bridge on its
// production adapters (Magento, the ESB, a bank; stubbed in WireMock): the shopper has typed the
// delivery address when Magento's order-flow module hangs; NEXT waits no longer than the bridge's
// upstream timeout and answers with the shop's failure message ('Something went wrong', 000 §8 'Most
// failures') in the shopper's language, keeping the address; once Magento answers again, the same NEXT goes on, and the purchase ends paid with the
// number reserved before the fault, the address typed before it, and nothing sent twice that matters.
import { ORDER_TEXT, delivery, deliveryNext } from '../checkout/order-journeys';
import { digitsOf, widgetText } from '../journeys';
import { axeViolations, restoreBridgeSettings, setBridgeSettings, snap, type Lang } from '../support';
import {
  NUMBER,
  payOnlineToThankYou,
  productionJourney,
  productionSuite,
  reservationWrites,
  sentBody,
} from '../upstreams/production-journey';
import { DelayType, EndpointFeature } from 'wiremock-captain';
import { FAILURE, toDeliveryWithAddress, typedAddress, toastContrast } from './fault-journeys';
import { newShopper } from '../fixture';

/** The bridge's wait for Magento in this journey (the shortest a setting allows), and Magento's hang, longer. */
const TIMEOUT_SECONDS = 1;
const HANG_MS = 4000;

const suite = productionSuite();

describe.each(['en', 'ar'] as const)('issue 15, 000 §8: Magento times out at the delivery step, production adapters (%s)', (lang: Lang) => {
  it('NEXT says so after the timeout and keeps the address; once Magento answers, the same NEXT goes on and the order is paid with the same number', async () => {
    const journey = await productionJourney(`/fault-${lang}`, lang, suite.catalogue(), `timeout.${lang}@example.com`);
    const { upstreams } = journey;
    const settings = upstreams.settings() as { upstreams: { commerce: Record<string, unknown> } };
    settings.upstreams.commerce.timeout_seconds = TIMEOUT_SECONDS;
    const previous = setBridgeSettings(settings);
    try {
      const { context, page } = await newShopper();
      const msisdn = await toDeliveryWithAddress(page, context, lang, `timeout.${lang}@example.com`);
      expect(msisdn).toBe(NUMBER);
      const before = await typedAddress(page);
      expect(before).toContain(ORDER_TEXT[lang].landmark);

      // Magento's order-flow module hangs on the delivery details (the newest stub wins in WireMock)
      const path = `/fault-${lang}/magento/rest/default/V1/sahel-orderflow/carts/${upstreams.cart}/delivery-details`;
      const hang = await upstreams.mock.register(
        { method: 'PUT', endpoint: path },
        { status: 200, body: true },
        { requestEndpointFeature: EndpointFeature.UrlPath, responseDelay: { type: DelayType.FIXED, constantDelay: HANG_MS } },
      );
      const clicked = Date.now();
      await delivery(page).locator('[part="next"]').click();
      await delivery(page).getByText(FAILURE[lang]).first().waitFor();
      const waited = Date.now() - clicked;
      expect(waited).toBeLessThan(HANG_MS); // the bridge gave up at its timeout, not when Magento did
      expect(new URL(page.url()).pathname).toMatch(/-delivery\/$/);
      expect(await typedAddress(page)).toEqual(before);
      await expect(delivery(page).locator('[part="next"]').isEnabled()).resolves.toBe(true);
      expect(await toastContrast(delivery(page))).toBeGreaterThanOrEqual(4.5); // the message is legible (WCAG AA)
      expect(await axeViolations(page)).toEqual([]);
      await snap(page, 'faults', lang, 'delivery-magento-timeout');

      // Magento answers again: the same NEXT, nothing typed again
      await upstreams.mock.deleteMapping((hang as { id: string }).id);
      await deliveryNext(page, 'home_delivery');
      expect(digitsOf(await widgetText(page, 'payment'))).toContain(NUMBER); // the cart and its number survived
      await snap(page, 'faults', lang, 'payment-after-magento-timeout');
      await payOnlineToThankYou(page, lang, journey, 'faults');

      // the address Magento kept is the one typed before the fault; the number sold is the one held before it
      expect(JSON.parse(await sentBody(journey, 'PUT', '/delivery-details'))).toEqual({ details: journey.delivery });
      expect(JSON.parse(await sentBody(journey, 'PATCH', `/reservation/${NUMBER}`))).toEqual({
        reservationState: 'sold',
        relatedParty: { id: upstreams.cart, role: 'cart' },
      });
      // held before the fault, held again for the payment window at placement (decision 150) and sold
      // once paid: no other number held, and the sold one never let go
      expect(await reservationWrites(journey)).toEqual([`PUT ${NUMBER}`, `PUT ${NUMBER}`, `PATCH ${NUMBER}`]);
    } catch (error) {
      console.log('seen', (await upstreams.seen()).map((r) => `${r.method} ${r.path} ${r.body.slice(0, 200)}`).join('\n'));
      throw error;
    } finally {
      restoreBridgeSettings(previous);
    }
  });
});
