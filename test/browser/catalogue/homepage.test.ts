// The homepage as a shopper meets it (000 §2.3, issue 12): the port-in quick-nav button opens the
// 'order now' overlay (a native popover the bridge prints: no script), which leads to the postpaid
// listing in port-in mode or to a prepaid plan's own port-in number page; Escape closes it and gives
// the focus back. The postpaid cards carry a migration button whose link is the card's buy link.
import type { Page } from 'playwright-core';
import { axeViolations, shopUrl, snap, type Lang } from '../support';
import { widget } from '../journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const JOURNEY = 'catalogue-homepage';
const TEXT = inEachLanguage((say) => ({
  business: say.bridge('For your business'),
  button: say.bridge('Keep your number'),
  title: say.bridge('Order now with your number'),
  postpaid: say.bridge('Postpaid plans'),
  migrate: say.bridge('Switch from prepaid'),
}));

const overlay = (page: Page, lang: Lang) => page.getByRole('dialog', { name: TEXT[lang].title });

describe.each(['en', 'ar'] as const)('000 §2.3 homepage: the port-in quick nav and the migration buttons (%s)', (lang: Lang) => {
  test('the button opens the order-now overlay; Escape closes it; its postpaid link opens the listing in port-in mode', async () => {
    const { page, errors } = await newShopper();
    await page.goto(shopUrl('/', lang));
    const button = page.getByRole('button', { name: TEXT[lang].button, exact: true });
    const open = () => page.evaluate(() => document.getElementById('whl-port-in')?.matches(':popover-open'));
    expect(await open()).toBe(false);
    await button.click();
    await overlay(page, lang).waitFor();
    expect(await open()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, JOURNEY, lang, 'port-in-overlay', { fullPage: false });

    // the prepaid plans each lead to their own number page for a port-in (never a tourist pack)
    const prepaid = await overlay(page, lang)
      .locator('li a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(prepaid.length).toBeGreaterThan(2);
    for (const href of prepaid) expect(href).toMatch(/\/prepaid-recommended-numbers\/\?plan=[a-z0-9-]+&method=port-in/);
    expect(prepaid.join(' ')).not.toContain('tourist');

    await page.keyboard.press('Escape');
    await overlay(page, lang).waitFor({ state: 'hidden' });
    expect(await open()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('popovertarget'))).toBe('whl-port-in');

    await button.click();
    await overlay(page, lang).getByRole('link', { name: TEXT[lang].postpaid, exact: true }).click();
    await page.waitForURL(/\/postpaid\/\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('sim_type')).toBe('portin');
    expect(url.searchParams.get('lang')).toBe(lang === 'ar' ? 'ar' : null);
    expect(errors).toEqual([]);
  });

  test('a postpaid card has a migration button whose link is the card buy link', async () => {
    const { page } = await newShopper();
    await page.goto(shopUrl('/', lang));
    const cards = widget(page, 'plan-cards').locator('li.whl-plan');
    await cards.first().waitFor();
    const migrating = cards.filter({ has: page.getByRole('link', { name: new RegExp(`^${TEXT[lang].migrate}`) }) });
    await migrating.first().waitFor(); // the postpaid section draws after the prepaid one
    const buy = await migrating.first().locator('a.whl-plan__buy').getAttribute('href');
    const migrate = await migrating
      .first()
      .getByRole('link', { name: new RegExp(`^${TEXT[lang].migrate}`) })
      .getAttribute('href');
    expect(migrate).toBe(buy);
    expect(buy).toContain('/postpaid-recommended-numbers/?plan=');
    await snap(page, JOURNEY, lang, 'homepage-with-migration-buttons');
  });

  test('the yellow strip banner leads to the business registration page', async () => {
    const { page } = await newShopper();
    await page.goto(shopUrl('/', lang));
    const strip = page.locator('.whl-business-strip a');
    expect(await strip.textContent()).toContain(TEXT[lang].business);
    const href = new URL((await strip.getAttribute('href'))!);
    expect(href.pathname).toBe('/b2b/b2b-business-registration/');
    expect(href.searchParams.get('lang')).toBe(lang === 'ar' ? 'ar' : null);
    expect(await strip.evaluate((a) => getComputedStyle(a.parentElement!).backgroundColor)).toBe('rgb(255, 210, 0)');
    expect(await axeViolations(page, '.whl-business-strip')).toEqual([]);
  });
});
