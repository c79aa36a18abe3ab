// The database restarted in the middle of a purchase (issue 15 faults, 000 §8): the shopper has typed
// the delivery address when MariaDB dies; NEXT answers with the step's failure message (the spec's
// "Couldn't proceed now") in the shopper's language and keeps the address; once the database is back, the same NEXT goes on to the
// payment step with the cart and its reserved number intact.
import { ORDER_TEXT, delivery, deliveryNext, payment } from '../checkout/order-journeys';
import { interruptDatabase } from '../database';
import { digitsOf, widgetText } from '../journeys';
import { axeViolations, snap, type Lang } from '../support';
import { toDeliveryWithAddress, typedAddress, toastContrast } from './fault-journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

/** 000 §8: what a step says when the shop answers `failure` (the database is down: 503 failure) */
const DOWN = inEachLanguage((say) => say("Couldn't proceed now, Unknown failure occured"));

let resume: (() => Promise<void>) | null = null;
afterEach(async () => {
  await resume?.(); // MariaDB runs again whatever happened: later tests use the host
  resume = null;
});

describe.each(['en', 'ar'] as const)('issue 15, 000 §8: the database restarted in the middle of a purchase (%s)', (lang: Lang) => {
  it('NEXT while it is down says so and keeps the address; once it is back, the same NEXT goes on with the number still held', async () => {
    const { context, page } = await newShopper();
    const msisdn = await toDeliveryWithAddress(page, context, lang, `restart.${lang}@example.com`);
    const before = await typedAddress(page);
    expect(before).toContain(ORDER_TEXT[lang].landmark);

    resume = await interruptDatabase('kill');
    await delivery(page).locator('[part="next"]').click();
    await delivery(page).getByText(DOWN[lang]).first().waitFor();
    expect(new URL(page.url()).pathname).toMatch(/-delivery\/$/);
    expect(await typedAddress(page)).toEqual(before);
    expect(await toastContrast(delivery(page))).toBeGreaterThanOrEqual(4.5); // the message is legible (WCAG AA)
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, 'faults', lang, 'delivery-database-down');

    await resume();
    resume = null;
    await deliveryNext(page, 'home_delivery');
    expect(digitsOf(await widgetText(page, 'payment'))).toContain(msisdn); // the cart and its number survived
    await expect(payment(page).locator('[part="place"]').isVisible()).resolves.toBe(true);
    await snap(page, 'faults', lang, 'payment-after-restart');
  });
});
