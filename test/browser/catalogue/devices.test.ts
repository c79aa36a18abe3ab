// The device and accessory catalogue as a shopper meets it (000 §2.6, §9, issue 12): brand and OS
// filters (iOS only with Apple, Apple alone clears the OS boxes) kept in the URL across a reload,
// the 'no device matches' line, colour swatches whose text is black or white by the colour's
// brightness, the discount, and a device page whose variant choice shows its picture, price and
// instalments.
import type { Page } from 'playwright-core';
import { axeViolations, shopUrl, snap, type Lang } from '../support';
import { chooseFirstFreeNumber, reserveAndGoToCart, widget } from '../journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const JOURNEY = 'catalogue-devices';
/** Texts the bridge composes of the Sandbox catalogue's names and amounts, as the shopper reads them. */
const COMPOSED = {
  en: {
    months: /^12 months, OMR [\d.]+ a month incl\. VAT$/,
    over24: 'Samsung Galaxy S24, Onyx Black, 256 GB, over 24 months',
  },
  ar: {
    months: /^12 شهراً، [\d.]+ ر\.ع\. شهرياً شاملة ضريبة القيمة المضافة$/,
    over24: 'سامسونج جالاكسي S24، أسود أونيكس، 256 جيجابايت، على 24 شهراً',
  },
} as const;
const TEXT = inEachLanguage((say, lang) => ({
  ...COMPOSED[lang],
  off: say.bridgePattern('%d%% off'),
  none: say.bridge('No device matches these filters.'),
  stock: say.bridge('Out of stock'),
  add: say.bridge('Add to cart'),
  replaceTitle: say('Replace what is in your cart?'),
  replace: say('Replace'),
  keep: say('Keep my cart'),
}));

const box = (page: Page, name: 'brand' | 'os', value: string) => page.locator(`[name=whl-${name}][value=${value}]`);
const shownBrands = (page: Page) =>
  page.locator('.whl-product:visible').evaluateAll((cards) => [...new Set(cards.map((card) => (card as HTMLElement).dataset.brand))]);

describe.each(['en', 'ar'] as const)('000 §2.6 devices and their filters (%s)', (lang: Lang) => {
  test('brand and OS filters, kept in the URL; iOS only with Apple; Apple alone clears the OS boxes', async () => {
    const { page, errors } = await newShopper();
    await page.goto(shopUrl('/devices/', lang));
    await page.locator('.whl-product').first().waitFor();
    expect((await shownBrands(page)).length).toBeGreaterThan(3);
    // the bridge prints the listing; the widget then applies the filters' rules: iOS waits for Apple
    await box(page, 'os', 'ios').and(page.locator(':disabled')).waitFor({ state: 'attached' });
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, JOURNEY, lang, 'devices');

    await box(page, 'brand', 'samsung').check();
    expect(await shownBrands(page)).toEqual(['samsung']);
    expect(new URL(page.url()).searchParams.get('brand')).toBe('samsung');
    await box(page, 'os', 'android').check();
    await box(page, 'brand', 'apple').check(); // Apple and Samsung: iOS enabled, the OS boxes kept
    await expect(box(page, 'os', 'ios').isDisabled()).resolves.toBe(false);
    await expect(box(page, 'os', 'android').isChecked()).resolves.toBe(true);
    expect(await shownBrands(page)).toEqual(['samsung']); // Android: no Apple device
    await page.reload();
    await page.locator('whl-devices slot').waitFor({ state: 'attached' }); // the widget runs again: its rules follow the boxes
    await expect(box(page, 'brand', 'apple').isChecked()).resolves.toBe(true);
    await expect(box(page, 'os', 'android').isChecked()).resolves.toBe(true);
    expect(await shownBrands(page)).toEqual(['samsung']);

    await box(page, 'brand', 'samsung').uncheck(); // Apple alone: the OS boxes are cleared
    await expect(box(page, 'os', 'android').isChecked()).resolves.toBe(false);
    expect(await shownBrands(page)).toEqual(['apple']);
    await box(page, 'os', 'android').check(); // Apple and Android: nothing left
    await expect(page.getByText(TEXT[lang].none).isVisible()).resolves.toBe(true);
    await snap(page, JOURNEY, lang, 'no-device-matches');
    await box(page, 'brand', 'apple').uncheck();
    await expect(box(page, 'os', 'ios').isDisabled()).resolves.toBe(true);
    await expect(page.getByText(TEXT[lang].none).isVisible()).resolves.toBe(false);
    expect(new URL(page.url()).searchParams.get('brand')).toBeNull();
    expect(errors).toEqual([]);
  });

  test('swatches write black on light colours and white on dark ones; discounts say their percentage', async () => {
    const { page } = await newShopper();
    await page.goto(shopUrl('/devices/', lang));
    const iphone = page.locator('.whl-product').filter({ has: page.locator('a[href*="device=iphone-15&"], a[href$="device=iphone-15"]') });
    const colourOf = (name: string) =>
      iphone
        .locator('.whl-swatch')
        .nth(name === 'dark' ? 0 : 1)
        .evaluate((swatch) => getComputedStyle(swatch).color);
    expect(await colourOf('dark')).toBe('rgb(255, 255, 255)'); // Black, YIQ 28
    expect(await colourOf('light')).toBe('rgb(0, 0, 0)'); // Blue #a7c1d9, YIQ 188
    expect(await iphone.locator('.whl-off').textContent()).toMatch(TEXT[lang].off);
  });

  test('a device page: the variant chosen shows its picture, price and instalments; out of stock is said', async () => {
    const { page } = await newShopper();
    await page.goto(shopUrl('/devices/', lang));
    await page.locator('a[href*="device=iphone-15-pro"]').click();
    await page.waitForURL(/device-details\/\?device=iphone-15-pro/);
    const offer = page.locator('.whl-device__offer:visible');
    await expect(offer.count()).resolves.toBe(1);
    await expect(page.locator('.whl-device__img:visible').count()).resolves.toBe(1);
    const first = await offer.locator('bdi').textContent();
    expect(await offer.locator('.whl-device__pay label').nth(1).textContent()).toMatch(TEXT[lang].months);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, JOURNEY, lang, 'device-page');
    await page.locator('[name=whl-variant]').nth(2).check(); // White Titanium 512 GB
    await expect(page.locator('.whl-device__img:visible').getAttribute('data-variant')).resolves.toBe('DEV-APL-IP15P-512-WHT');
    expect(await offer.locator('bdi').textContent()).not.toBe(first);
    await expect(offer.getByText(TEXT[lang].stock).isVisible()).resolves.toBe(true);
  });

  test('the accessories: brand filter only', async () => {
    const { page } = await newShopper();
    await page.goto(shopUrl('/accessories/', lang));
    await page.locator('.whl-product').first().waitFor();
    expect(await page.locator('[name=whl-os]').count()).toBe(0);
    await box(page, 'brand', 'samsung').check();
    expect(await shownBrands(page)).toEqual(['samsung']);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, JOURNEY, lang, 'accessories-samsung');
  });

  test('a device on 24 monthly instalments into the cart; with a plan in the cart, the replace popup asks first', async () => {
    const { page, errors } = await newShopper();
    // a plan and its number first
    await page.goto(shopUrl('/prepaid-recommended-numbers/?plan=hala-5', lang));
    await chooseFirstFreeNumber(page, lang);
    await reserveAndGoToCart(page, lang);

    await page.goto(shopUrl('/device-details/?device=galaxy-s24', lang));
    const offer = page.locator('.whl-device__offer:visible');
    await offer.locator('[name^=whl-pay-]').nth(2).check(); // 24 months
    await offer.getByRole('button', { name: TEXT[lang].add, exact: true }).click();
    const popup = widget(page, 'device-details').getByRole('dialog', { name: TEXT[lang].replaceTitle, exact: true });
    await popup.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, JOURNEY, lang, 'replace-popup', { fullPage: false });
    await popup.getByRole('button', { name: TEXT[lang].keep, exact: true }).click();
    await popup.waitFor({ state: 'hidden' });
    await offer.getByRole('button', { name: TEXT[lang].add, exact: true }).click();
    await popup.getByRole('button', { name: TEXT[lang].replace, exact: true }).click();
    await page.waitForURL(/\/my_cart\//);
    const cart = widget(page, 'cart');
    await cart.getByText(TEXT[lang].over24).waitFor();
    expect(await cart.locator('[role="timer"]').count()).toBe(0); // nothing reserved for a device
    expect(await page.locator('whl-cart-badge').evaluate((el) => el.shadowRoot?.textContent)).toContain('1');
    await snap(page, JOURNEY, lang, 'cart-with-device-on-instalments');
    // the two answers that asked first (409 cart_not_empty) are the only ones the browser logs
    expect(errors).toEqual(Array(2).fill('Failed to load resource: the server responded with a status of 409 (Conflict)'));
  });
});
