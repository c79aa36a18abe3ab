// The browser offline for a step (issue 15 faults, 000 §8): the shopper fills the delivery address, the
// connection drops, NEXT answers with the shop's failure message in the shopper's language while the
// step keeps everything typed; back online, the same NEXT goes on to the payment step.
import { ORDER_TEXT, delivery, deliveryNext } from '../checkout/order-journeys';
import { axeViolations, snap, type Lang } from '../support';
import { FAILURE, toDeliveryWithAddress, typedAddress, toastContrast } from './fault-journeys';
import { newShopper } from '../fixture';

describe.each(['en', 'ar'] as const)('issue 15, 000 §8: the browser offline for a step (%s)', (lang: Lang) => {
  it('NEXT offline says so in the shopper’s language and keeps the address; online again, the same NEXT goes on', async () => {
    const { context, page } = await newShopper();
    await toDeliveryWithAddress(page, context, lang, `offline.${lang}@example.com`);
    const before = await typedAddress(page);
    expect(before).toContain(ORDER_TEXT[lang].landmark);

    await context.setOffline(true);
    await delivery(page).locator('[part="next"]').click();
    await delivery(page).getByText(FAILURE[lang]).first().waitFor();
    expect(new URL(page.url()).pathname).toMatch(/-delivery\/$/);
    expect(await typedAddress(page)).toEqual(before);
    await expect(delivery(page).locator('[part="next"]').isEnabled()).resolves.toBe(true);
    expect(await toastContrast(delivery(page))).toBeGreaterThanOrEqual(4.5); // the message is legible (WCAG AA)
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, 'faults', lang, 'delivery-offline');

    await context.setOffline(false);
    await deliveryNext(page, 'home_delivery'); // the bridge accepts the address; the payment step shows
    await snap(page, 'faults', lang, 'payment-after-reconnect');
  });
});
