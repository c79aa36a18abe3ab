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

/**
 * The WCAG contrast of a widget's toast, its text against its background (axe leaves a fixed toast
 * over the page to review by hand, so it does not catch a message drawn in its own background's red).
 */
export function toastContrast(widget: Locator): Promise<number> {
  return widget.locator('[part="toast"]').evaluate((toast) => {
    const style = getComputedStyle(toast);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [text, background] = [luminance(style.color), luminance(style.backgroundColor)];
    return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
  });
}
