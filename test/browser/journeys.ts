// The shopper's steps of the first purchase slice, written once and used by the journey tests
// and the page-level checks. Locators pierce the widgets' open shadow roots.
import type { Page } from 'playwright-core';
import { shopUrl, snap, type Lang } from './support';

export const widget = (page: Page, tag: string) => page.locator(`whl-${tag}`);

/** Homepage → first prepaid plan's buy link → the recommended-numbers page of that plan. */
export async function choosePrepaidPlan(page: Page, lang: Lang, journey?: string): Promise<string> {
  await page.goto(shopUrl('/', lang));
  const cards = widget(page, 'plan-cards').locator('li.card');
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
  const picker = widget(page, 'number-picker');
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
  await widget(page, 'number-picker').locator('.foot button').click();
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
  const [m, s] = clock.trim().split(':').map(Number);
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
