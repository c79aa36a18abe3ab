// The journey the fault tests interrupt (issue 15): a prepaid plan with a free number, the existing
// customer's personal step, the home address typed on the delivery step but not sent; and what the
// shop says when a call fails (000 §8), in each language.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  choosePlanFromHomepage,
  chooseNumberAndCheckout,
  delivery,
  fillHomeAddress,
  personalAsExistingCustomer,
} from '../checkout/order-journeys';
import { withAxe, type Lang } from '../support';
import { inEachLanguage } from '../catalogs';

export const FAILURE = inEachLanguage((say) => say('Something went wrong, Please try again.'));

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

/**
 * The WCAG contrast of a widget's toast, its text against its background, by axe-core's own colour
 * tools (its rule leaves a fixed toast over the page to review by hand, so it does not catch a message
 * drawn in its own background's red).
 */
export async function toastContrast(widget: Locator): Promise<number> {
  await withAxe(widget.page());
  return widget.locator('[part="toast"]').evaluate((toast) => {
    // @ts-expect-error axe is injected by withAxe
    const { Color, getContrast } = window.axe.commons.color;
    const style = getComputedStyle(toast);
    return getContrast(new Color().parseString(style.backgroundColor), new Color().parseString(style.color)) as number;
  });
}
