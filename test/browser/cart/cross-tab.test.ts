// One cart across tabs (issue 11 "Cross-tab", 000 §2.8, §2.1): two more tabs of the same browser —
// the cart page, and the homepage with only the header's badge — follow what the first tab does to
// the cart (remove, add) without a reload.
import type { Page } from 'playwright-core';
import { shopUrl, snap, type Lang } from '../support';
import { digitsOf, widget } from '../journeys';
import { CART_TEXT, cartTimer, cartWidget, removeFromCart, reserveOnCart } from './cart-journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const JOURNEY = 'cart-cross-tab';
const EMPTY = inEachLanguage((say) => say('{count, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}', { count: 0 }));

/** The header badge says the cart is empty (its link's name) or holds one item (its count). */
const badgeEmpty = (page: Page, lang: Lang) => widget(page, 'cart-badge').locator(`[part="link"][aria-label="${EMPTY[lang]}"]`);
const badgeOne = (page: Page) => widget(page, 'cart-badge').locator('[part="badge"]', { hasText: /^1$/ });

/** Marks the document: still marked later means the tab was not reloaded. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { whlSameDocument: boolean }).whlSameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { whlSameDocument?: boolean }).whlSameDocument === true);

describe.each(['en', 'ar'] as const)(
  'issue 11 cross-tab: a second and a third tab follow the first without a reload (%s)',
  (lang: Lang) => {
    test('remove in tab A empties the cart of tab B and the badges of B and C; an add in A fills them again', async () => {
      const { context, page: a, errors } = await newShopper();
      const { msisdn } = await reserveOnCart(a, lang);

      const b = await context.newPage();
      await b.goto(shopUrl('/my_cart/', lang));
      await cartTimer(b).waitFor();
      expect(digitsOf(await cartWidget(b).evaluate((el) => el.shadowRoot?.textContent ?? ''))).toContain(msisdn);
      await badgeOne(b).waitFor();
      const c = await context.newPage();
      await c.goto(shopUrl('/', lang));
      await badgeOne(c).waitFor();
      await mark(c);
      await b.bringToFront();
      await mark(b);

      await a.bringToFront();
      await removeFromCart(a, lang);
      await a.waitForURL(/empty-cart/);

      // the shopper switches to B, then to C: each shows the change without a reload (a tab behind
      // another may be frozen by Chromium under load until it is looked at, so each is looked at)
      await b.bringToFront();
      await cartWidget(b).getByRole('heading', { name: CART_TEXT[lang].emptyTitle }).waitFor({ timeout: 10_000 });
      await badgeEmpty(b, lang).waitFor({ timeout: 10_000 });
      await c.bringToFront();
      await badgeEmpty(c, lang).waitFor({ timeout: 10_000 });
      expect([await sameDocument(b), await sameDocument(c)]).toEqual([true, true]);
      await snap(b, JOURNEY, lang, 'second-tab-after-remove');

      await a.bringToFront();
      const again = await reserveOnCart(a, lang);
      await b.bringToFront();
      await cartTimer(b).waitFor({ timeout: 10_000 });
      await badgeOne(b).waitFor({ timeout: 10_000 });
      await c.bringToFront();
      await badgeOne(c).waitFor({ timeout: 10_000 });
      expect(digitsOf(await cartWidget(b).evaluate((el) => el.shadowRoot?.textContent ?? ''))).toContain(again.msisdn);
      expect([await sameDocument(b), await sameDocument(c)]).toEqual([true, true]);
      await snap(b, JOURNEY, lang, 'second-tab-after-add');
      await snap(c, JOURNEY, lang, 'third-tab-badge-after-add');

      expect(errors).toEqual([]);
    });
  },
);
