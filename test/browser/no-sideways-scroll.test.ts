// 000 §2.1 site-wide: on a phone (390 px) no page scrolls sideways, in English and Arabic — the theme's
// header and every widget stay within the screen; the header also at every width up to a laptop's. The shopper's pages of the purchase, with a number
// reserved so the header's cart badge shows its count.
import type { Page } from 'playwright-core';
import { shopUrl, VIEWPORTS, type Lang } from './support';
import { chooseFirstFreeNumber, openNumberPage, reserveAndGoToCart, widget } from './journeys';
import { newShopper } from './fixture';

/** How far the page reaches past the screen's width, in px (0: no sideways scroll). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const lang of ['en', 'ar'] as Lang[]) {
  describe(`000 §2.1 no sideways scroll on a phone (${lang})`, () => {
    it('homepage, plan listings, number page and cart with a reserved number stay within 390 px', async () => {
      const { page } = await newShopper();
      await page.setViewportSize(VIEWPORTS.phone);
      const seen: Record<string, number> = {};
      for (const path of ['/', '/prepaid-plan-page/', '/postpaid/']) {
        await page.goto(shopUrl(path, lang));
        await (path === '/postpaid/' ? page.locator('li.whl-plan') : widget(page, 'plan-cards').locator('li.whl-plan')).first().waitFor();
        seen[path] = await overflow(page);
      }
      await openNumberPage(page, '/prepaid-recommended-numbers/?plan=hala-5', lang);
      await chooseFirstFreeNumber(page, lang);
      seen['number page'] = await overflow(page);
      await reserveAndGoToCart(page, lang);
      seen['cart, the badge counting'] = await overflow(page);
      expect(seen).toEqual({ '/': 0, '/prepaid-plan-page/': 0, '/postpaid/': 0, 'number page': 0, 'cart, the badge counting': 0 });
    });

    it('the header of six menu items stays within the screen at every width from a tablet to a laptop, its labels on one line', async () => {
      const { page } = await newShopper();
      await page.goto(shopUrl('/devices/', lang));
      const seen: Record<number, [number, boolean]> = {};
      for (const width of [768, 800, 1024, 1199, 1200, 1280, 1366]) {
        await page.setViewportSize({ width, height: 800 });
        const oneLine = await page
          .locator('.demo-nav a:visible, .demo-account:visible')
          .evaluateAll((items) => items.every((item) => item.getClientRects().length === 1));
        seen[width] = [await overflow(page), oneLine];
      }
      const fine: [number, boolean] = [0, true];
      expect(seen).toEqual({ 768: fine, 800: fine, 1024: fine, 1199: fine, 1200: fine, 1280: fine, 1366: fine });
    });
  });
}
