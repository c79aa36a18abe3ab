// The shopper's steps on the cart (000 §2.8, §4.2, §4.3), used by the cart journeys. Locators
// pierce the widgets' open shadow roots; `nth` picks one of several carts on a page.
import type { Page } from 'playwright-core';
import { newContext } from '../fixture';
import { shopUrl, snap, type Lang } from '../support';
import { chooseFirstFreeNumber, choosePrepaidPlan, reserveAndGoToCart, secondsOf, widget, numberPicker } from '../journeys';
import { inEachLanguage } from '../catalogs';

/** What the cart says, in the shop's two languages. */
export const CART_TEXT = inEachLanguage((say) => ({
  expired: say('Selected number has expired'),
  chooseAnother: say('Choose another number'), // its link reads it in capitals
  checkout: say('Checkout'),
  remove: say('Remove from cart'),
  confirmRemove: say('Remove'),
  cancel: say('Cancel'),
  emptyTitle: say('Your cart is empty'),
}));

export const cartWidget = (page: Page, nth = 0) => widget(page, 'cart').nth(nth);
export const cartTimer = (page: Page, nth = 0) => cartWidget(page, nth).locator('[role="timer"]');

/** Seconds left on a cart's countdown, as the shopper reads it. */
export async function secondsLeft(page: Page, nth = 0): Promise<number> {
  return secondsOf((await cartTimer(page, nth).textContent())!);
}

/** Homepage → first prepaid plan → first free number → Next: the cart holds it. */
export async function reserveOnCart(page: Page, lang: Lang, journey?: string): Promise<{ msisdn: string; numbersUrl: string }> {
  await choosePrepaidPlan(page, lang, journey);
  const numbersUrl = page.url();
  const msisdn = await chooseFirstFreeNumber(page, lang, journey);
  await reserveAndGoToCart(page, lang, journey);
  return { msisdn, numbersUrl };
}

/** Puts one more <whl-cart> on the page (as an editor placing the widget twice would). */
export async function addSecondCart(page: Page): Promise<void> {
  await page.evaluate(() => document.body.append(document.createElement('whl-cart')));
  await cartTimer(page, 1).waitFor();
}

/** 000 §2.8 remove from cart: the button, then Remove in its confirmation popup. */
export async function removeFromCart(page: Page, lang: Lang, journey?: string): Promise<void> {
  const cart = cartWidget(page);
  await cart.getByRole('button', { name: CART_TEXT[lang].remove }).click();
  const dialog = cart.getByRole('dialog');
  await dialog.waitFor();
  if (journey) await snap(page, journey, lang, 'remove-from-cart-popup');
  await dialog.getByRole('button', { name: CART_TEXT[lang].confirmRemove, exact: true }).click();
}

/** number_blocked_time as the page holds it (000 §3.17 local storage). */
export function storedBlockedTime(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('number_blocked_time'));
}

/**
 * Another shopper, in their own browser, opens the same number page: true when `msisdn` is listed
 * and they could reserve it (it lands in their cart).
 */
export async function anotherShopperReserves(numbersUrl: string, msisdn: string, lang: Lang): Promise<boolean> {
  const page = await (await newContext()).newPage();
  await page.goto(numbersUrl);
  const picker = numberPicker(page);
  await picker.locator('input[type="radio"]').first().waitFor({ state: 'attached' });
  const option = picker.locator(`input[type="radio"][value="${msisdn}"]`);
  if ((await option.count()) === 0) return false;
  await option.check();
  await reserveAndGoToCart(page, lang);
  return (await cartWidget(page).evaluate((el) => el.shadowRoot?.textContent ?? '')).replace(/(\d) (?=\d)/g, '$1').includes(msisdn);
}

export { shopUrl };
