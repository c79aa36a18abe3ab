// The journey the fault tests interrupt (issue 15): a prepaid plan with a free number, the existing
// customer's personal step, the home address typed on the delivery step but not sent; and what the
// shop says when a call fails (000 §8), in each language.
import type { BrowserContext, Page } from 'playwright-core';
import {
  choosePlanFromHomepage,
  chooseNumberAndCheckout,
  delivery,
  fillHomeAddress,
  personalAsExistingCustomer,
} from '../checkout/order-journeys';
import type { Lang } from '../support';

export const FAILURE: Record<Lang, string> = {
  en: 'Something went wrong, Please try again.',
  ar: 'حدث خطأ ما، يرجى المحاولة مرة أخرى.',
};

/** Up to the delivery step with the address typed; returns the reserved number. */
export async function toDeliveryWithAddress(page: Page, context: BrowserContext, lang: Lang, email: string): Promise<string> {
  await choosePlanFromHomepage(page, lang, 'prepaid');
  const msisdn = await chooseNumberAndCheckout(page, lang);
  await personalAsExistingCustomer(page, context, lang, email);
  await fillHomeAddress(page, lang);
  return msisdn;
}

/** What the delivery step's fields hold. */
export function typedAddress(page: Page): Promise<string[]> {
  return delivery(page)
    .locator('[name="governorate"], [name="wilayat"], [name="city"], [name="area"], [name="way_no"], [name="apt_no"], [name="landmark"]')
    .evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value));
}
