// Every catalogue page as a shopper sees it (issue 12): en and ar, at 1280 and 400 px, screenshots
// kept under artefacts/screenshots/catalogue-pages/ and looked at for the Arabic mirroring: each page
// reads right to left in Arabic, nothing scrolls sideways, axe finds nothing, and a catalogue picture
// that fails to load shows the configured fallback image (000 §2.1).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { axeViolations, frames, shopUrl, type Lang } from '../support';
import { newShopper } from '../fixture';

const PAGES = [
  ['homepage', '/', 'whl-plan-cards li.whl-plan'],
  ['prepaid', '/prepaid-plan-page/', 'whl-plan-cards li.whl-plan'],
  ['postpaid', '/postpaid/', 'li.whl-plan'],
  ['devices', '/devices/', 'li.whl-product'],
  ['device-details', '/device-details/?device=galaxy-s24', '.whl-device'],
  ['accessories', '/accessories/', 'li.whl-product'],
  ['gift-card', '/gift-card-details/?card=sahel-gift-card', '.whl-gift'],
] as const;
const WIDTHS = [1280, 400] as const;

describe.each(['en', 'ar'] as const)('issue 12 every catalogue page at 1280 and 400 px (%s)', (lang: Lang) => {
  test.each(PAGES)('%s', async (name, path, ready) => {
    const { page, errors } = await newShopper();
    const dir = join(__dirname, '../../../artefacts/screenshots/catalogue-pages', lang);
    mkdirSync(dir, { recursive: true });
    await page.goto(shopUrl(path, lang));
    await page.locator(ready).first().waitFor();
    expect(await page.locator('html').evaluate((html) => getComputedStyle(html).direction)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await frames(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: join(dir, `${name}.${width}.png`), fullPage: true });
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a catalogue picture that fails to load shows the fallback image', async () => {
    const { page } = await newShopper();
    await page.route('**/assets/img/catalogue/dev-apl-ip15-128-blk.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(shopUrl('/devices/', lang));
    const img = page.locator('a[href*="device=iphone-15&"] img, a[href$="device=iphone-15"] img');
    await page.waitForFunction((el) => el?.getAttribute('src')?.includes('fallback') ?? false, await img.elementHandle());
    expect(await img.getAttribute('src')).toContain('/assets/img/fallback.svg');
  });
});
