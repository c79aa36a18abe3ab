// The shopper's steps of the first purchase slice, written once and used by the journey tests
// and the page-level checks. Locators pierce the widgets' open shadow roots.
import type { Page } from 'playwright-core';
import { newContext } from './fixture';
import { shopUrl, snap, type Lang } from './support';

export const widget = (page: Page, tag: string) => page.locator(`whl-${tag}`);

/**
 * The number picker's own screen (000 §2.7). Before it, the element shows the first screen the
 * bridge printed in it (the plan and its first numbers, WordPress\Html\NumberPreview), which the widget takes
 * over and removes; a shopper's steps act on the widget's screen.
 */
export const numberPicker = (page: Page) => widget(page, 'number-picker').locator('[part="root"]');

/** Homepage → first prepaid plan's buy link → the recommended-numbers page of that plan. */
export async function choosePrepaidPlan(page: Page, lang: Lang, journey?: string): Promise<string> {
  await page.goto(shopUrl('/', lang));
  const cards = widget(page, 'plan-cards').locator('li.whl-plan');
  await cards.first().waitFor();
  if (journey) await snap(page, journey, lang, 'homepage-plan-cards');
  const card = cards.filter({ has: page.locator('a[href*="prepaid-recommended-numbers"]') }).first();
  const planName = (await card.locator('h3').textContent())!.trim();
  await card.locator('a[href*="prepaid-recommended-numbers"]').click();
  await page.waitForURL(/prepaid-recommended-numbers/);
  return planName;
}

/** On the number page: choose the first free number; returns its digits. */
export async function chooseFirstFreeNumber(page: Page, lang: Lang, journey?: string): Promise<string> {
  const picker = numberPicker(page);
  const free = picker.locator('fieldset').first().locator('input[type="radio"]');
  await free.first().waitFor({ state: 'attached' });
  if (journey) await snap(page, journey, lang, 'recommended-numbers');
  const msisdn = (await free.first().getAttribute('value'))!;
  await free.first().check();
  if (journey) await snap(page, journey, lang, 'number-selected');
  return msisdn;
}

/** Next reserves the chosen number and lands on the cart. */
export async function reserveAndGoToCart(page: Page, lang: Lang, journey?: string): Promise<void> {
  await numberPicker(page).locator('.foot button').click();
  await page.waitForURL(/\/my_cart\//);
  await widget(page, 'cart').locator('[role="timer"]').waitFor();
  if (journey) await snap(page, journey, lang, 'cart-with-reserved-number');
}

export async function reserveFirstFreeNumber(page: Page, lang: Lang): Promise<{ planName: string; msisdn: string }> {
  const planName = await choosePrepaidPlan(page, lang);
  const msisdn = await chooseFirstFreeNumber(page, lang);
  await reserveAndGoToCart(page, lang);
  return { planName, msisdn };
}

/** mm:ss → seconds. */
export function secondsOf(clock: string): number {
  const [m = NaN, s = NaN] = clock.trim().split(':').map(Number);
  return m * 60 + s;
}

/** Numbers are shown grouped ('9907 8558'); compare their digits. */
export function digitsOf(text: string | null): string {
  return (text ?? '').replace(/(\d) (?=\d)/g, '$1');
}

/** The visible text of a widget: its shadow root's, which the host element's textContent leaves out. */
export async function widgetText(page: Page, tag: string): Promise<string> {
  return widget(page, tag).evaluate((el) => el.shadowRoot?.textContent ?? '');
}

// --- Number selection (000 §2.7): helpers of test/browser/numbers/ ---

/** Waits until `read` gives a value `ok` accepts (the widgets answer asynchronously); returns it. */
export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens a number page (either route form of 000 §2.2) and waits for its numbers. */
export async function openNumberPage(page: Page, path: string, lang: Lang): Promise<void> {
  await page.goto(shopUrl(path, lang));
  await numberPicker(page).locator('input[type="radio"]').first().waitFor({ state: 'attached' });
}

/** The numbers listed in a group ('free', 'paid') or in both, as digits. */
export async function numbersListed(page: Page, group?: 'free' | 'paid'): Promise<string[]> {
  const picker = numberPicker(page);
  const scope = group ? picker.locator('fieldset').nth(group === 'free' ? 0 : 1) : picker;
  return scope.locator('input[type="radio"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

export async function chooseNumber(page: Page, msisdn: string): Promise<void> {
  await numberPicker(page).locator(`input[type="radio"][value="${msisdn}"]`).check();
}

/** Types a pattern into the search box and searches (000 §2.7 search page). */
export async function searchNumbers(page: Page, pattern: string): Promise<void> {
  const picker = numberPicker(page);
  await picker.locator('input[type="search"]').fill(pattern);
  await picker.locator('form[role="search"] button[type="submit"]').click();
}

/** The Next button of the number page's footer. */
export const nextButton = (page: Page) => numberPicker(page).locator('.foot button');

/** A second shopper takes this number first: reserves it from their own browser context (000 §4.3). */
export async function reserveNumberAsAnotherShopper(path: string, msisdn: string, lang: Lang): Promise<void> {
  const page = await (await newContext()).newPage();
  await openNumberPage(page, path, lang);
  await chooseNumber(page, msisdn);
  await reserveAndGoToCart(page, lang);
}
