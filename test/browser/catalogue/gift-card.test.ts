// A gift card as a shopper buys it (000 §2.2, issue 12): its page offers fixed amounts and says it
// carries no VAT; Add to cart puts the amount checked into the cart, where the line says 'No VAT' and
// the total has none; a cart holding a device asks before it is replaced.
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, newShopper, shopUrl, snap, type Lang } from '../support';
import { widget } from '../journeys';

const JOURNEY = 'catalogue-gift-card';
const TEXT = {
  en: {
    vat: 'No VAT on a gift card: you pay the amount on the card.',
    add: 'Add to cart',
    line: 'Shop gift card',
    noVat: 'No VAT',
    replace: 'Replace',
    title: 'Replace what is in your cart?',
  },
  ar: {
    vat: 'لا تخضع بطاقة الهدايا لضريبة القيمة المضافة: تدفع المبلغ المدوّن على البطاقة.',
    add: 'أضف إلى السلة',
    line: 'بطاقة هدايا المتجر',
    noVat: 'بدون ضريبة القيمة المضافة',
    replace: 'استبدال',
    title: 'هل تريد استبدال ما في سلتك؟',
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(['en', 'ar'] as const)('000 §2.2 a gift card (%s)', (lang: Lang) => {
  test('its amounts, the first chosen, no VAT; the amount checked goes into the cart without VAT', async () => {
    const { context, page, errors } = await newShopper(browser);
    await page.goto(shopUrl('/gift-card-details/?card=sahel-gift-card', lang));
    const amounts = page.locator('[name=whl-amount]');
    await amounts.first().waitFor();
    expect(await amounts.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))).toEqual([
      '5.000',
      '10.000',
      '20.000',
      '50.000',
    ]);
    await expect(amounts.first().isChecked()).resolves.toBe(true);
    await expect(page.getByText(TEXT[lang].vat).isVisible()).resolves.toBe(true);
    await amounts.nth(2).check();
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, JOURNEY, lang, 'gift-card');

    await page.getByRole('button', { name: TEXT[lang].add, exact: true }).click();
    await page.waitForURL(/\/my_cart\//);
    const line = widget(page, 'cart').locator('[part="cart-line"]');
    await line.getByText(TEXT[lang].line).waitFor();
    expect(await line.locator('.vat').textContent()).toBe(TEXT[lang].noVat);
    expect(await line.locator('[part="money"]').textContent()).toContain('20.000');
    await snap(page, JOURNEY, lang, 'cart-with-gift-card');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('with a device in the cart, the replace popup asks first', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shopUrl('/device-details/?device=apple-20w-adapter', lang));
    await page.getByRole('button', { name: TEXT[lang].add, exact: true }).click();
    await page.waitForURL(/\/my_cart\//);
    await page.goto(shopUrl('/gift-card-details/?card=app-store-gift-card', lang));
    await page.getByRole('button', { name: TEXT[lang].add, exact: true }).click();
    const popup = widget(page, 'gift-card').getByRole('dialog', { name: TEXT[lang].title, exact: true });
    await popup.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await popup.getByRole('button', { name: TEXT[lang].replace, exact: true }).click();
    await page.waitForURL(/\/my_cart\//);
    await widget(page, 'cart').locator('[part="cart-line"]').first().waitFor();
    expect(await widget(page, 'cart').locator('[part="cart-line"]').count()).toBe(1);
    await context.close();
  });
});
