// The postpaid listing as a shopper meets it (000 §2.5, issue 12): family tabs addressed by the URL
// hash, each card's contract / no-contract radio, the order-now chooser whose links carry the SIM
// type (an eSIM has no self-activation), the plan-details and roaming panels, the carousel (3 cards
// at 1280 px, 1 at 400 px), the port-in and migration modes, and a plan in the cart leading to it.
import type { Page } from 'playwright-core';
import { axeViolations, shopUrl, snap, type Lang } from '../support';
import { chooseFirstFreeNumber, reserveAndGoToCart } from '../journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const JOURNEY = 'catalogue-postpaid';
/** The plan groups' names in the Sandbox's catalogue (data, not a catalog's text). */
const CATALOGUE_DATA = {
  en: {
    contract: 'Contract Plans',
    omanuna: 'Omanuna Plans',
  },
  ar: {
    contract: 'باقات بعقد',
    omanuna: 'باقات عُماننا',
  },
} as const;
const TEXT = inEachLanguage((say, lang) => ({
  ...CATALOGUE_DATA[lang],
  noContract: say.bridge('No contract'),
  order: say.bridge('Order now'),
  newLine: say.bridge('New line'),
  self: say.bridge('Activate it yourself'),
  details: say('Plan details'),
  roaming: say.bridge('Roaming countries'),
  home: say.bridge('Roam like home'),
  close: say('Close'),
  esim: say.bridge('eSIM'),
  inCart: say.bridge('In your cart'),
  choose: say.bridge('Choose this plan'),
  samePlan: say('Already selected the same plan, Please try another.'),
}));

const family = (page: Page) => page.locator('.whl-listing__family:visible');
const cards = (page: Page) => family(page).locator('li.whl-plan');
/** How many of the open family's cards the carousel shows whole. */
const cardsInView = (page: Page) =>
  family(page)
    .locator('.whl-listing__row')
    .evaluate((row) => {
      const box = row.getBoundingClientRect();
      return [...row.children].filter((card) => {
        const r = card.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      }).length;
    });

describe.each(['en', 'ar'] as const)('000 §2.5 the postpaid listing (%s)', (lang: Lang) => {
  test('tabs by hash, the contract radio, the chooser with the SIM type, the panels and the carousel', async () => {
    const { page, errors } = await newShopper();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(shopUrl('/postpaid/', lang));
    const t = TEXT[lang];
    await expect(family(page).locator('h2').textContent()).resolves.toBe(t.contract);
    expect(await cards(page).count()).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, JOURNEY, lang, 'contract-plans');

    // a tab is a link to its family: the URL says which, and a reload keeps it
    await page.getByRole('link', { name: t.omanuna, exact: true }).click();
    await page.waitForURL(/#omanuna-plans$/);
    await expect(family(page).locator('h2').textContent()).resolves.toBe(t.omanuna);
    await page.reload();
    await expect(family(page).locator('h2').textContent()).resolves.toBe(t.omanuna);
    await page.goto(shopUrl('/postpaid/', lang) + '#contract-plans');

    // the contract / no-contract radio shows the other term's price
    const card = cards(page).first();
    const price = () => card.locator('.whl-plan__price:visible bdi').textContent();
    const withContract = await price();
    await card.getByRole('radio', { name: t.noContract }).check();
    expect(await price()).not.toBe(withContract);
    await card.getByRole('radio', { name: t.noContract }).press('ArrowLeft'); // back to the contract, by keyboard
    expect(await price()).toBe(withContract);
    expect(await card.locator('.whl-plan__free').isVisible()).toBe(true);

    // the order-now chooser: a new line and self-activation, with the SIM type on the links
    await card.getByRole('button', { name: t.order, exact: true }).click();
    const chooser = page.getByRole('dialog');
    await chooser.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, JOURNEY, lang, 'order-now-chooser', { fullPage: false });
    const newLine = await chooser.getByRole('link', { name: t.newLine, exact: true }).getAttribute('href');
    expect(newLine).toMatch(/\/postpaid-recommended-numbers\/\?plan=[a-z0-9-]+.*type=physical/);
    const self = await chooser.getByRole('link', { name: t.self, exact: true }).getAttribute('href');
    expect(self).toContain('activation=self');
    expect(new URL(newLine!, 'http://x').searchParams.get('lang')).toBe(lang === 'ar' ? 'ar' : null);
    await page.keyboard.press('Escape');
    await chooser.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('popovertarget'))).toMatch(/^whl-order-/);

    // an eSIM has no self-activation, and its links say esim
    await page.getByRole('radio', { name: t.esim, exact: true }).check();
    await card.getByRole('button', { name: t.order, exact: true }).click();
    await chooser.waitFor();
    expect(await chooser.getByRole('link', { name: t.self, exact: true }).isVisible()).toBe(false);
    expect(await chooser.getByRole('link', { name: t.newLine, exact: true }).getAttribute('href')).toContain('type=esim');
    await chooser.getByRole('button', { name: t.close, exact: true }).click();
    await chooser.waitFor({ state: 'hidden' });

    // the plan-details, roaming and roam-like-home panels
    for (const name of [t.details, t.roaming, t.home]) {
      await card.getByRole('button', { name, exact: true }).click();
      const panel = page.getByRole('dialog');
      await panel.waitFor();
      expect(await panel.locator('li').count()).toBeGreaterThan(1);
      if (name === t.roaming) await snap(page, JOURNEY, lang, 'roaming-panel', { fullPage: false });
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
    }

    // the carousel: three cards side by side on a laptop, one on a phone
    await page.getByRole('link', { name: lang === 'en' ? 'Shahry Endless Plans' : 'باقات شهري اللامحدودة', exact: true }).click();
    expect(await cardsInView(page)).toBe(3);
    await page.setViewportSize({ width: 400, height: 900 });
    expect(await cardsInView(page)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    expect(errors).toEqual([]);
  });

  test('port-in and migration modes leave out the free device, migration the data-only plans', async () => {
    const { page } = await newShopper();
    for (const mode of ['portin', 'migration']) {
      await page.goto(shopUrl(`/postpaid/?sim_type=${mode}`, lang));
      await cards(page).first().waitFor();
      expect(await page.locator('.whl-plan__free').count()).toBe(0);
      const tabs = await page.locator('.whl-listing__tabs a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(tabs.includes('#data-only-plans')).toBe(mode === 'portin');
      expect(await page.locator('[name=whl-sim][value=data]').count()).toBe(mode === 'portin' ? 1 : 0);
    }
    await snap(page, JOURNEY, lang, 'migration-mode');
  });

  test('a plan in the cart leads to the cart', async () => {
    const { page } = await newShopper();
    await page.goto(shopUrl('/postpaid-recommended-numbers/?plan=shahry-contract-15', lang));
    await chooseFirstFreeNumber(page, lang);
    await reserveAndGoToCart(page, lang);
    await page.goto(shopUrl('/postpaid/', lang));
    const card = page.locator('li.whl-plan[data-plan="POST-CONTRACT-15"]');
    const inCart = card.getByRole('link', { name: TEXT[lang].inCart, exact: true });
    await inCart.waitFor();
    expect(await card.getByRole('button', { name: TEXT[lang].order, exact: true }).isVisible()).toBe(false);
    expect(new URL((await inCart.getAttribute('href'))!).pathname).toBe('/my_cart/');
    // the other term of the same card is not in the cart
    await card.getByRole('radio', { name: TEXT[lang].noContract }).check();
    expect(await card.getByRole('button', { name: TEXT[lang].order, exact: true }).isVisible()).toBe(true);
    await snap(page, JOURNEY, lang, 'plan-in-cart');
  });

  test('change-plan mode: the plan in the cart is refused in the spec’s words; another replaces it, the number kept', async () => {
    const { page } = await newShopper();
    await page.goto(shopUrl('/postpaid-recommended-numbers/?plan=shahry-contract-15', lang));
    const msisdn = await chooseFirstFreeNumber(page, lang);
    await reserveAndGoToCart(page, lang);
    await page.goto(shopUrl('/postpaid/?method=change-plan', lang));
    expect(await page.getByRole('button', { name: TEXT[lang].order, exact: true }).count()).toBe(0); // this mode replaces, it does not order

    // the plan in the cart: its term leads to the cart; the card's other term is another plan
    const card = page.locator('li.whl-plan[data-plan="POST-CONTRACT-15"]');
    await card.getByRole('link', { name: TEXT[lang].inCart, exact: true }).waitFor();
    await card.getByRole('radio', { name: TEXT[lang].noContract }).check();
    // the same plan, sent again from a page that has not caught up (another tab changed the cart), is refused in the spec's words
    await page.evaluate(() => (document.querySelector('[data-change="POST-CONTRACT-15"]') as HTMLButtonElement).click());
    const alert = page.locator('whl-postpaid-plans').getByRole('alert');
    expect(await alert.textContent()).toBe(TEXT[lang].samePlan);
    await snap(page, JOURNEY, lang, 'change-plan-same-plan', { fullPage: false });

    await card.getByRole('button', { name: TEXT[lang].choose, exact: true }).click(); // the no-contract term
    await page.waitForURL(/\/my_cart\//);
    const cartText = await page.locator('whl-cart').evaluate(async (el) => {
      for (let i = 0; i < 50 && !el.shadowRoot?.textContent?.includes('15'); i++) await new Promise((r) => setTimeout(r, 100));
      return el.shadowRoot?.textContent ?? '';
    });
    expect(cartText).toContain(lang === 'en' ? 'Shahry 15 without contract' : 'شهري 15 بدون عقد');
    expect(cartText.replace(/\D/g, '')).toContain(msisdn.replace(/\D/g, '').slice(-7));
  });
});
