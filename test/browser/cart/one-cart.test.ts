// One cart for every widget on every CMS page (issue 11 "add from two different pages → one cart",
// 000 §2.8, §4.2): a prepaid plan added from the homepage, then a postpaid plan from the postpaid
// page. The number page says the cart already has a plan and offers to replace it; replacing leaves
// one cart with the postpaid plan and its number, the badge says one item, and the first number is
// released for other shoppers. Cancelling keeps the cart as it was.
import type { Page } from 'playwright-core';
import { axeViolations, shopUrl, snap, type Lang } from '../support';
import { chooseFirstFreeNumber, digitsOf, nextButton, widget, numberPicker } from '../journeys';
import { anotherShopperReserves, cartTimer, cartWidget, reserveOnCart } from './cart-journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const JOURNEY = 'cart-one-cart';

/** What the shopper reads (the number picker's catalog, locales/<lang>/number-picker.po). */
const TEXT = inEachLanguage((say) => ({
  title: say('Replace the plan in your cart?'),
  replace: say('Replace plan'),
  cancel: say('Cancel'),
}));

/** The postpaid listing's order-now chooser (the bridge's texts: php-bridge/languages). */
const ORDER = { en: { order: 'Order now', newLine: 'New line' }, ar: { order: 'اطلب الآن', newLine: 'خط جديد' } } as const;

const cartText = (page: Page) => cartWidget(page).evaluate((el) => el.shadowRoot?.textContent ?? '');

/** The postpaid page → its first plan's order-now chooser → a new line → that plan's number page → the first free number. */
async function choosePostpaidNumber(page: Page, lang: Lang): Promise<{ plan: string; msisdn: string }> {
  await page.goto(shopUrl('/postpaid/', lang));
  const card = widget(page, 'postpaid-plans').locator('li.whl-plan').first();
  await card.waitFor();
  const plan = (await card.locator('h3').textContent())!.trim();
  await card.getByRole('button', { name: ORDER[lang].order, exact: true }).click();
  await card.getByRole('link', { name: ORDER[lang].newLine, exact: true }).click();
  await page.waitForURL(/postpaid-recommended-numbers/);
  return { plan, msisdn: await chooseFirstFreeNumber(page, lang) };
}

describe.each(['en', 'ar'] as const)('issue 11, 000 §2.8, §4.2 one cart for plans added from two pages (%s)', (lang: Lang) => {
  test('a postpaid plan after a prepaid one: the replace popup; Cancel keeps the cart, Replace plan leaves one cart with the new plan', async () => {
    const { page, errors } = await newShopper();
    const first = await reserveOnCart(page, lang);

    const second = await choosePostpaidNumber(page, lang);
    await nextButton(page).click();
    const picker = numberPicker(page);
    const popup = picker.getByRole('dialog', { name: TEXT[lang].title, exact: true });
    await popup.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, JOURNEY, lang, 'replace-plan-popup');

    // Cancel: nothing changes, the shopper stays on the number page with the choice kept
    await popup.getByRole('button', { name: TEXT[lang].cancel, exact: true }).click();
    await popup.waitFor({ state: 'detached' });
    expect(await picker.locator(`input[type="radio"][value="${second.msisdn}"]`).isChecked()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/postpaid-recommended-numbers/');

    // Replace plan: the cart holds the postpaid plan and its number only
    await nextButton(page).click();
    await popup.getByRole('button', { name: TEXT[lang].replace, exact: true }).click();
    await page.waitForURL(/\/my_cart\//);
    await cartTimer(page).waitFor();
    const shown = digitsOf(await cartText(page));
    expect(shown).toContain(second.msisdn);
    expect(shown).not.toContain(first.msisdn);
    expect(await cartText(page)).toContain(second.plan);
    await widget(page, 'cart-badge').locator('[part="badge"]', { hasText: /^1$/ }).waitFor();
    await snap(page, JOURNEY, lang, 'one-cart-with-the-postpaid-plan');

    // the prepaid plan's number went back: another shopper can reserve it
    expect(await anotherShopperReserves(first.numbersUrl, first.msisdn, lang)).toBe(true);
    // the browser notes the two 409 cart_not_empty answers the test asks for; nothing else
    expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
    expect(errors).toHaveLength(2);
  });
});
