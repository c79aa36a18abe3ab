// A gift card as a shopper buys it (000 §2.2, issue 12): its page offers fixed amounts and says it
// carries no VAT; Add to cart puts the amount checked into the cart, where the line says 'No VAT' and
// the total has none; a cart holding a device asks before it is replaced.
import { axeViolations, shopUrl, snap, type Lang } from '../support';
import { widget } from '../journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const JOURNEY = 'catalogue-gift-card';
/** The gift card's name in the Sandbox's catalogue (data, not a catalog's text). */
const CATALOGUE_DATA = {
  en: {
    line: 'Shop gift card',
  },
  ar: {
    line: 'بطاقة هدايا المتجر',
  },
} as const;
const TEXT = inEachLanguage((say, lang) => ({
  ...CATALOGUE_DATA[lang],
  vat: say.bridge('No VAT on a gift card: you pay the amount on the card.'),
  add: say.bridge('Add to cart'),
  noVat: say('No VAT'),
  replace: say('Replace'),
  title: say('Replace what is in your cart?'),
}));

describe.each(['en', 'ar'] as const)('000 §2.2 a gift card (%s)', (lang: Lang) => {
  test('its amounts, the first chosen, no VAT; the amount checked goes into the cart without VAT', async () => {
    const { page, errors } = await newShopper();
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
  });

  test('with a device in the cart, the replace popup asks first', async () => {
    const { page } = await newShopper();
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
  });
});
