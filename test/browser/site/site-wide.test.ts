// Site-wide behaviour as a shopper meets it (000 §2.1, §3.17; 001 §2.1), in English and Arabic, on the
// demo theme's own header and footer (data-whl-header, data-whl-back, data-whl-footer): the back
// button and previousUrl, the compact header, broken images, the footer under the on-screen
// keyboard, and on a checkout step the neutralised browser back, the cart exit popup (axe while it
// is open, photographed at 390×844 and 1366×900) and the store locator in a new tab.
import type { Page } from 'playwright-core';
import { axeViolations, frames, restoreBridgeSettings, setBridgeSettings, shopUrl, snap, type Lang } from '../support';
import { reachPersonalInfo } from '../personal-info/personal-info-journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const JOURNEY = 'site-wide';
const LOCATOR = 'https://stores.example/oman';
/** The demo theme's own words (demo-host/theme/: no catalog). */
const THEME_WORDS = {
  en: {
    postpaid: 'Postpaid',
    locator: 'Store locator',
  },
  ar: {
    postpaid: 'الدفع الآجل',
    locator: 'فروعنا',
  },
} as const;
const TEXT = inEachLanguage((say, lang) => ({
  ...THEME_WORDS[lang],
  cart: say('My cart'),
  leave: say('Leave your purchase?'),
  stay: say('Stay'),
  quit: say('Quit purchase'),
}));

let saved: Record<string, unknown>;
beforeAll(async () => {
  saved = setBridgeSettings({ store_locator_url: LOCATOR });
});
afterAll(async () => {
  restoreBridgeSettings(saved);
});

const back = (page: Page) => page.locator('[data-whl-back]');
/** The back button's target, once the site's code has set it (the pointer on it loads that code). */
async function backHref(page: Page): Promise<string> {
  await page.locator('header').hover();
  await page.waitForFunction(() => document.querySelector('[data-whl-back]')!.getAttribute('href') !== null);
  await back(page)
    .hover({ force: true })
    .catch(() => undefined);
  await frames(page);
  return (await back(page).getAttribute('href'))!;
}
/** On a checkout step, the site's code keeps the shopper on the step: the current entry is its pushed one. */
const staysOnBack = () => (history.state as { whlStay?: number } | null)?.whlStay === 1;
const exitDialog = (page: Page) => page.locator('[data-whl-exit-popup]').getByRole('dialog');

describe.each(['en', 'ar'] as const)('000 §2.1 site-wide behaviour (%s)', (lang: Lang) => {
  it('the back button goes to the page before in the page’s language; back again goes home; after a thank-you page home', async () => {
    const { page, errors } = await newShopper();
    await page.goto(shopUrl('/postpaid/', lang));
    await page.locator('.demo-nav').getByRole('link', { name: TEXT[lang].cart }).click();
    await page.waitForURL(/\/my_cart\//);
    expect(await page.evaluate(() => sessionStorage.getItem('previousUrl'))).toBe(shopUrl('/postpaid/', lang));
    expect(await backHref(page)).toBe(shopUrl('/postpaid/', lang));
    await snap(page, JOURNEY, lang, 'back-button-on-cart', { fullPage: false });
    await back(page).click();
    await page.waitForURL((url) => url.pathname === '/postpaid/');
    expect(await backHref(page)).toBe(shopUrl('/', lang)); // the cart was forgotten: no ping-pong

    await page.goto(shopUrl('/prepaid-thank-you/', lang));
    await page.goto(shopUrl('/postpaid/', lang));
    expect(await backHref(page)).toBe(shopUrl('/', lang)); // 001 §2.1
    expect(errors).toEqual([]);
  });

  it('compact header after 60 px; a broken image shows the fallback once; the footer hides under the keyboard on a phone', async () => {
    const { context, page, errors } = await newShopper();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(shopUrl('/', lang));
    await page.locator('whl-plan-cards li.whl-plan').first().waitFor();
    const header = page.locator('[data-whl-header]');
    expect(await header.getAttribute('data-whl-compact')).toBeNull();
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => document.querySelector('[data-whl-header]')!.hasAttribute('data-whl-compact'));

    await page.evaluate(() => {
      const img = document.createElement('img');
      img.alt = 'plan';
      img.id = 'broken';
      img.src = '/wp-content/uploads/no-such-image.png';
      document.querySelector('main')!.prepend(img);
    });
    await page.waitForFunction(() => (document.getElementById('broken') as HTMLImageElement).naturalWidth > 0);
    expect(await page.locator('#broken').getAttribute('src')).toMatch(/assets\/img\/fallback\.svg$/);

    const footer = page.locator('[data-whl-footer]');
    expect(await footer.isVisible()).toBe(true);
    // the keyboard takes the bottom of the 844 px screen: the page's viewport shrinks, the screen does not
    // (Playwright's viewport size moves both, Chromium's device metrics one alone)
    const cdp = await context.newCDPSession(page);
    const keyboard = (height: number) =>
      cdp.send('Emulation.setDeviceMetricsOverride', {
        width: 390,
        height,
        deviceScaleFactor: 1,
        mobile: true,
        screenWidth: 390,
        screenHeight: 844,
      });
    await keyboard(500);
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-whl-footer]')!.hidden);
    await keyboard(700); // over 75 % of the screen
    await page.waitForFunction(() => !document.querySelector<HTMLElement>('[data-whl-footer]')!.hidden);
    await cdp.send('Emulation.clearDeviceMetricsOverride');
    expect(errors.filter((error) => !error.includes('no-such-image'))).toEqual([]);
  });

  it('on a checkout step: browser back stays once the shopper touched the page, a leaving link asks (axe), Stay stays, Quit goes after 3 s, the store locator opens a tab', async () => {
    const { context, page, errors } = await newShopper();
    await context.route(`${LOCATOR}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Stores</title><h1>Stores</h1>' }),
    );
    await reachPersonalInfo(page, lang, 'prepaid');
    const step = page.url();
    await page.mouse.click(2, 400); // the shopper's first touch of the page (its margin): the rest of the site's code comes in
    await page.waitForFunction(staysOnBack); // it holds browser back: the step's entry pushed again
    await page.goBack();
    await page.waitForFunction(staysOnBack); // and again after back
    expect(page.url()).toBe(step);

    const postpaid = page.locator('.demo-nav').getByRole('link', { name: TEXT[lang].postpaid });
    await postpaid.click();
    await exitDialog(page).waitFor();
    expect(await exitDialog(page).getAttribute('aria-modal')).toBe('true');
    expect(await page.locator('[data-whl-exit-popup]').getByRole('heading').textContent()).toBe(TEXT[lang].leave);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, JOURNEY, lang, 'exit-popup', { fullPage: false });
    await page.locator('[data-whl-exit-popup]').getByRole('button', { name: TEXT[lang].stay }).click();
    await exitDialog(page).waitFor({ state: 'detached' });
    expect(page.url()).toBe(step);

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('footer').getByRole('link', { name: TEXT[lang].locator }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${LOCATOR}`);
    expect(page.url()).toBe(step);
    expect(await exitDialog(page).count()).toBe(0);

    await postpaid.click();
    const started = Date.now();
    await page.locator('[data-whl-exit-popup]').getByRole('button', { name: TEXT[lang].quit }).click();
    await page.locator('[data-whl-exit-popup]').getByRole('status').filter({ hasText: /3/ }).waitFor();
    await snap(page, JOURNEY, lang, 'exit-popup-leaving', { fullPage: false, sizes: ['phone'] });
    await page.waitForURL((url) => url.pathname === '/postpaid/', { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(new URL(page.url()).searchParams.get('lang')).toBe(lang === 'ar' ? 'ar' : null);
    expect(errors).toEqual([]);
  });
});
