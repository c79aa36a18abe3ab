// The number page's first screen (000 §2.7, issue 15): the page arrives with the plan and its first
// numbers printed in the number picker's element, so a shopper sees them before the widget's script
// has run, and may already choose one; when the widget's own screen is ready it keeps that choice and
// what was typed in the search box. Here the widget's script is held back to look at the printed
// screen, then let go. Screenshots: artefacts/screenshots/number-first-screen/<lang>/.
import type { Page } from 'playwright-core';
import { axeViolations, shopUrl, snap, type Lang } from '../support';
import { numberPicker, widget } from '../journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const JOURNEY = 'number-first-screen';
/** The plan's name in the Sandbox's catalogue (data); the rest is the bridge's words (Html\\NumberPreview). */
const PLAN = { en: 'Hala 5', ar: 'هلا 5' } as const;
const TEXT = inEachLanguage((say, lang) => ({
  plan: PLAN[lang],
  free: say.bridge('Free numbers'),
  paid: say.bridge('Paid numbers'),
  next: say.bridge('Next'),
  search: say.bridge('Search for a number'),
  vat: say.bridge('incl. VAT'),
}));

/** A number page whose widget script waits until `release()`: what the shopper sees before it runs. */
async function pageWithWidgetHeld(lang: Lang) {
  const shopper = await newShopper();
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await shopper.context.route(/\/whl-number-picker\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  // a module script holds DOMContentLoaded back: the page is there once it is committed and parsed
  const loaded = shopper.page.goto(shopUrl('/prepaid-recommended-numbers/?plan=hala-5', lang), { waitUntil: 'commit' });
  return { ...shopper, loaded, release };
}

const printed = (page: Page) => widget(page, 'number-picker').locator('.whl-numbers');

describe.each(['en', 'ar'] as const)('000 §2.7 the number page shows its plan and first numbers before its script runs (%s)', (lang) => {
  test('the printed screen: the plan with its price incl. VAT, free and paid numbers to choose, Next disabled; no axe violation', async () => {
    const { page, loaded, release } = await pageWithWidgetHeld(lang);
    await loaded;
    const first = printed(page);
    await first.waitFor();
    expect(await page.evaluate(() => customElements.get('whl-number-picker'))).toBeUndefined();
    expect(await first.getByRole('region').locator('h2').innerText()).toBe(TEXT[lang].plan);
    expect(await first.getByRole('region').innerText()).toContain(TEXT[lang].vat);
    const free = first.getByRole('group', { name: TEXT[lang].free });
    const paid = first.getByRole('group', { name: TEXT[lang].paid });
    expect(await free.getByRole('radio').count()).toBeGreaterThan(0);
    expect(await paid.getByRole('radio').count()).toBeGreaterThan(0);
    // 000 §5: the digits read left to right, in Arabic too
    expect(await free.locator('bdi[dir="ltr"]').first().innerText()).toMatch(/^\d{4} \d{4}$/);
    expect(await first.getByRole('button', { name: TEXT[lang].next }).isDisabled()).toBe(true);
    expect(await first.getByRole('searchbox', { name: TEXT[lang].search }).isEnabled()).toBe(true);
    expect(await page.locator('html').evaluate((html) => getComputedStyle(html).direction)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, JOURNEY, lang, 'printed-first-screen', { javaScript: false });
    release();
    await numberPicker(page).locator('[part="number-group"]').first().waitFor();
    expect(await printed(page).count()).toBe(0);
    await snap(page, JOURNEY, lang, 'widget-screen');
  });

  test('a number chosen, and digits typed, before the script ran are kept when the widget takes over', async () => {
    const { page, loaded, release } = await pageWithWidgetHeld(lang);
    await loaded;
    const paid = printed(page).getByRole('group', { name: TEXT[lang].paid }).getByRole('radio');
    const msisdn = (await paid.first().getAttribute('value'))!;
    await paid.first().check();
    // an Arabic keyboard's digits (000 §5.1)
    await printed(page).getByRole('searchbox').fill('٩٩٠');
    release();
    const chosen = numberPicker(page).locator(`input[type="radio"][value="${msisdn}"]`);
    await chosen.waitFor({ state: 'attached' });
    await expect(chosen.isChecked()).resolves.toBe(true);
    await expect(numberPicker(page).getByRole('searchbox').inputValue()).resolves.toBe('٩٩٠');
    // and the footer names it: Next can go on
    await expect(numberPicker(page).locator('.foot button').isEnabled()).resolves.toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('currentSelectedNo'))).toBe(msisdn);
  });
});

describe.each(['en', 'ar'] as const)('contract §6, issue 30: the number page is fetched once (%s)', (lang) => {
  test('the widget starts from the first page the element holds: no numbers-list request for it; the next page is asked for', async () => {
    const { page } = await newShopper();
    const lists: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('plan-details-numbers-list') || url.searchParams.get('rest_route')?.includes('plan-details-numbers-list'))
        lists.push(url);
    });
    await page.goto(shopUrl('/prepaid-recommended-numbers/?plan=hala-5', lang));
    await numberPicker(page).locator('[part="number-group"]').first().waitFor();
    expect(await printed(page).count()).toBe(0); // the widget's own screen, taken over
    expect(await numberPicker(page).getByRole('radio').count()).toBeGreaterThan(0);
    expect(lists).toEqual([]);
    // 'suggest more numbers' still asks the bridge, for page 2
    const more = numberPicker(page).locator('.page-more button');
    await Promise.all([page.waitForRequest((request) => request.url().includes('plan-details-numbers-list')), more.click()]);
    expect(lists.map((url) => url.searchParams.get('page_index'))).toEqual(['2']);
  });
});
