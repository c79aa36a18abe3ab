// One price convention (000 §9, issue 8), as a shopper reads it: a plan's price on its card, on the
// number page and in the cart is the same amount with the same VAT note; a postpaid plan reads
// "/month" everywhere, and its cart shows what is due today apart from what is charged monthly.
// On a phone the sticky bars (the compact header and the number page's footer) leave the screen
// to the numbers. Screenshots: artefacts/screenshots/prices/<lang>/.
import type { Locator, Page } from 'playwright-core';
import { shopUrl, snap, VIEWPORTS, type Lang } from './support';
import { chooseFirstFreeNumber, reserveAndGoToCart, widget, numberPicker } from './journeys';
import { newShopper } from './fixture';
import { inEachLanguage } from './catalogs';

const JOURNEY = 'prices';
/** The widgets' words and the bridge's (the plan cards it prints), which say the price notes alike. */
const TEXT = inEachLanguage((say) => ({
  vat: say('incl. VAT'),
  month: say('/month'),
  prepaid: say.bridge('Prepaid plans'),
  postpaid: say.bridge('Postpaid plans'),
  summary: say('Order summary'),
}));

/** A price block as a shopper reads it: the amount (in baisa, whatever the listing format), "/month" or not, the VAT note. */
async function readPrice(price: Locator): Promise<{ baisa: number; monthly: boolean; vat: string }> {
  const money = (await price.locator('[part="money"]').innerText()).replace(/[^\d.]/g, '');
  return {
    baisa: Math.round(Number(money) * 1000),
    monthly: (await price.locator('.per').count()) > 0,
    vat: (await price.locator('.vat').innerText()).trim(),
  };
}

/** A plan card's price as the bridge prints it (WordPress\Html\PlanCards), read the same way. */
async function readCardPrice(price: Locator, lang: Lang): Promise<{ baisa: number; monthly: boolean; vat: string }> {
  const [amount, rest] = [(await price.locator('bdi').innerText()).replace(/[^\d.]/g, ''), await price.innerText()];
  return {
    baisa: Math.round(Number(amount) * 1000),
    monthly: rest.includes(TEXT[lang].month),
    vat: (await price.locator('small').innerText()).trim(),
  };
}

/** The first card of a homepage section: its price, then its Buy link followed to the number page. */
async function buyFirstPlanOf(page: Page, lang: Lang, section: 'prepaid' | 'postpaid') {
  await page.goto(shopUrl('/', lang));
  const region = page.locator('whl-plan-cards').getByRole('region', { name: TEXT[lang][section] });
  const card = region.locator('li.whl-plan').first();
  await card.waitFor();
  const name = (await card.locator('h3').innerText()).trim();
  const onCard = await readCardPrice(card.locator('.whl-plan__price'), lang);
  // the Buy link (a postpaid card also has the migration button after it, 000 §2.3)
  await card.locator('a.whl-plan__buy').click();
  await page.waitForURL(/recommended-numbers/);
  const summary = numberPicker(page).locator('[part="plan-summary"]');
  await summary.waitFor();
  return { name, onCard, onNumberPage: await readPrice(summary.locator('[part="price"]')) };
}

describe('000 §9 / issue 8: one price convention from the card to the cart', () => {
  for (const lang of ['en', 'ar'] as Lang[]) {
    it(`a prepaid plan costs the same, VAT included and said so, on its card, the number page and in the cart (${lang})`, async () => {
      const { page, errors } = await newShopper();
      const { name, onCard, onNumberPage } = await buyFirstPlanOf(page, lang, 'prepaid');
      expect(onCard).toEqual({ baisa: onCard.baisa, monthly: false, vat: TEXT[lang].vat });
      expect(onNumberPage).toEqual(onCard);
      await snap(page, JOURNEY, lang, 'prepaid-number-page');

      await chooseFirstFreeNumber(page, lang);
      await reserveAndGoToCart(page, lang);
      const line = widget(page, 'cart').locator('[part="cart-line"]').filter({ hasText: name });
      expect(await readPrice(line.locator('[part="price"]').first())).toEqual(onCard);
      const summary = widget(page, 'cart').getByRole('complementary', { name: TEXT[lang].summary });
      expect(await summary.locator('[part="monthly"]').count()).toBe(0); // nothing monthly on a prepaid cart
      await snap(page, JOURNEY, lang, 'prepaid-cart');
      expect(errors).toEqual([]);
    });

    it(`a postpaid plan reads per month everywhere; its cart shows due today apart from monthly (${lang})`, async () => {
      const { page, errors } = await newShopper();
      const { name, onCard, onNumberPage } = await buyFirstPlanOf(page, lang, 'postpaid');
      expect(onCard).toEqual({ baisa: onCard.baisa, monthly: true, vat: TEXT[lang].vat });
      expect(onNumberPage).toEqual(onCard);
      expect(await page.locator('whl-number-picker [part="plan-summary"] .per').innerText()).toContain(TEXT[lang].month);

      // a paid number, so that something is due today besides the monthly plan
      const paid = numberPicker(page).locator('fieldset').nth(1).locator('input[type="radio"]').first();
      await paid.check();
      const numberFee = await readPrice(paid.locator('xpath=ancestor::label').locator('[part="price"]'));
      expect(numberFee).toEqual({ baisa: numberFee.baisa, monthly: false, vat: TEXT[lang].vat });
      await reserveAndGoToCart(page, lang);
      const cart = widget(page, 'cart');
      const line = cart.locator('[part="cart-line"]').filter({ hasText: name });
      const [planPrice, numberPrice] = [line.locator('[part="price"]').nth(0), line.locator('[part="price"]').nth(1)];
      expect(await readPrice(planPrice)).toEqual(onCard);
      expect((await readPrice(numberPrice)).monthly).toBe(false);

      const summary = cart.getByRole('complementary', { name: TEXT[lang].summary });
      const dueToday = await summary.locator('[part="totals"] .total dd').innerText();
      const monthly = await readPrice(summary.locator('[part="monthly"] [part="price"]'));
      expect(monthly).toEqual(onCard); // the plan's monthly charge, VAT included
      expect(await readPrice(numberPrice)).toEqual(numberFee); // the fee as the number page showed it
      expect(Math.round(Number(dueToday.replace(/[^\d.]/g, '')) * 1000)).toBe(numberFee.baisa); // due today: the number fee
      await snap(page, JOURNEY, lang, 'postpaid-cart');
      expect(errors).toEqual([]);
    });

    it(`on a phone the sticky header and the number page's footer take at most 20 % of an 844 px screen (${lang})`, async () => {
      const { page, errors } = await newShopper();
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto(shopUrl('/prepaid-recommended-numbers/?plan=hala-5', lang));
      await numberPicker(page).locator('input[type="radio"]').first().check();
      await page.mouse.move(195, 400);
      await page.mouse.wheel(0, 400); // past 60 px: the header is compact (000 §2.1)
      await page.waitForFunction(() => document.querySelector('.demo-header')!.hasAttribute('data-whl-compact')); // the plugin's site script
      await page.waitForFunction(() => document.getAnimations().length === 0);
      const header = await page.locator('header.demo-header').boundingBox();
      const footer = await numberPicker(page).locator('[part="footer"]').boundingBox();
      expect(header!.height + footer!.height).toBeLessThanOrEqual(0.2 * VIEWPORTS.phone.height);
      // both stay in sight while the list scrolls under them
      expect(footer!.y + footer!.height).toBeLessThanOrEqual(VIEWPORTS.phone.height + 0.5);
      await snap(page, JOURNEY, lang, 'phone-sticky-bars', { sizes: ['phone'], fullPage: false });
      expect(errors).toEqual([]);
    });
  }
});
