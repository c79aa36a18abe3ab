// The demo theme (000 §2.1, issue 8): the one-row phone header with its menu button and compact
// state, the laptop header, the design tokens shared with the widgets, the page without
// JavaScript, the 404 page and a light first paint, in English and Arabic, with axe-core over each state.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { chooseFirstFreeNumber, choosePrepaidPlan, reserveAndGoToCart } from './journeys';
import {
  LANGS,
  VIEWPORTS,
  accessibleLinks,
  axeViolations,
  box,
  frames,
  parsedDeclarations,
  shopUrl,
  snap,
  type Declaration,
  type Lang,
} from './theme-journeys';
import { newContext } from './fixture';

const PHONE_HEADER_MAX = 64;
const COMPACT_HEADER_MAX = 56;

const TEXT = {
  en: { menu: 'Menu', cart: /^Cart/, plainCart: 'Cart', langLink: 'العربية', noscript: /needs JavaScript/, notFound: 'Page not found' },
  ar: {
    menu: 'القائمة',
    cart: /^سلة التسوق/,
    plainCart: 'سلة التسوق',
    langLink: 'English',
    noscript: /يحتاج هذا المتجر إلى JavaScript/,
    notFound: 'الصفحة غير موجودة',
  },
} as const;

async function open(
  path: string,
  lang: Lang,
  options: { size?: keyof typeof VIEWPORTS; javaScript?: boolean } = {},
): Promise<{ page: Page; errors: string[]; status: number }> {
  const context = await newContext({
    viewport: VIEWPORTS[options.size ?? 'phone'],
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const response = await page.goto(shopUrl(path, lang));
  return { page, errors, status: response?.status() ?? 0 };
}

/** The header's widget has run and drawn its link (the plain cart link beside it is hidden then). */
async function widgetsUp(page: Page): Promise<void> {
  await page.locator('whl-cart-badge a[part="link"]').waitFor();
}

const header = (page: Page) => page.locator('header.demo-header');
const menuButton = (page: Page) => header(page).locator('button.demo-menu-button');
const nav = (page: Page) => page.locator('#demo-nav');
const headerHeight = (page: Page) => page.evaluate(() => document.querySelector('.demo-header')!.getBoundingClientRect().height);

/** Every one of these boxes lies within the header's height: one row. */
async function expectOneRow(page: Page, parts: Record<string, string>): Promise<Record<string, { x: number; width: number }>> {
  const h = await box(header(page));
  const boxes: Record<string, { x: number; width: number }> = {};
  for (const [name, selector] of Object.entries(parts)) {
    const b = await box(page.locator(selector).first());
    expect({ name, top: b.y >= h.y - 0.5, bottom: b.y + b.height <= h.y + h.height + 0.5 }).toEqual({ name, top: true, bottom: true });
    boxes[name] = b;
  }
  return boxes;
}

/** [token, fallback] of each `var(--whl-…, fallback)` in a declared value (fallbacks may hold parentheses). */
function tokenFallbacks(value: string): [string, string][] {
  const found: [string, string][] = [];
  for (let at = value.indexOf('var(--whl-'); at >= 0; at = value.indexOf('var(--whl-', at + 1)) {
    const comma = value.indexOf(',', at);
    const close = value.indexOf(')', at);
    if (comma < 0 || close < comma) continue; // no fallback
    let [depth, end] = [1, comma + 1];
    for (; end < value.length && depth > 0; end++) depth += value[end] === '(' ? 1 : value[end] === ')' ? -1 : 0;
    found.push([value.slice(at + 4, comma).trim(), value.slice(comma + 1, end - 1).trim()]);
  }
  return found;
}

describe('Design tokens shared by the theme and the widgets (issue 8)', () => {
  let declarations: Declaration[];
  const parts = new Set<string>();
  const normal = (value: string) => value.trim().split(/\s+/).join(' ').split(', ').join(',').split(' / ').join('/').toLowerCase();

  beforeAll(async () => {
    const found = new Map<string, Declaration>();
    const collect = async (page: Page) => {
      (await parsedDeclarations(page)).forEach((d) => found.set(JSON.stringify(d), d));
      const tagged = await page.evaluate(() =>
        Array.from(document.querySelectorAll('*')).flatMap((element) =>
          Array.from(element.shadowRoot?.querySelectorAll('[part]') ?? []).flatMap((node) => node.getAttribute('part')!.split(' ')),
        ),
      );
      tagged.forEach((part) => parts.add(part));
    };
    // every widget's sheets: the header's and the plan cards', the number picker's with a popup open (the
    // popups' sheets load with them), the cart's
    let { page } = await open('/', 'en', { size: 'desktop' });
    await widgetsUp(page);
    await page.locator('whl-plan-cards li.whl-plan').first().waitFor();
    await collect(page);
    ({ page } = await open('/prepaid-recommended-numbers/?plan=hala-5&offer=free-device', 'en', { size: 'desktop' }));
    await page.locator('whl-number-picker').getByRole('button', { name: 'See the free devices', exact: true }).click();
    await page.locator('whl-number-picker').getByRole('dialog').waitFor();
    await collect(page);
    // the listings the bridge prints in the page, with their rules
    for (const path of ['/postpaid/', '/devices/', '/device-details/?device=iphone-15']) {
      ({ page } = await open(path, 'en', { size: 'desktop' }));
      await widgetsUp(page);
      await collect(page);
    }
    ({ page } = await open('/my_cart/', 'en', { size: 'desktop' }));
    await page.locator('whl-cart [part="root"]').waitFor({ state: 'attached' });
    await collect(page); // the empty cart
    // a cart holding a plan and its reserved number: lines, countdown, summary, the badge's count
    await choosePrepaidPlan(page, 'en');
    await chooseFirstFreeNumber(page, 'en');
    await reserveAndGoToCart(page, 'en');
    await page.locator('whl-cart-badge [part="badge"]').waitFor();
    await collect(page);
    declarations = [...found.values()];
  });

  /** Every `var(--whl-x, default)` the widgets' sheets hold: token → the defaults it is given. */
  function widgetDefaults(): Map<string, Set<string>> {
    const widgets = declarations.filter((d) => d.sheet !== 'theme');
    // a private name (--_color-text: var(--whl-color-text, …)) used as a default stands for its token
    const aliases = new Map(
      widgets.filter((d) => d.property.startsWith('--_')).map((d) => [`var(${d.property})`, tokenFallbacks(d.value)[0]?.[0]]),
    );
    const defaults = new Map<string, Set<string>>();
    for (const [token, fallback] of widgets.flatMap((d) => tokenFallbacks(d.value))) {
      const alias = aliases.get(fallback);
      defaults.set(token, (defaults.get(token) ?? new Set()).add(alias ? `var(${alias})` : fallback));
    }
    return defaults;
  }

  it('sets every --whl-* token the widgets read once on :root, with the widgets’ default value', () => {
    const widgets = widgetDefaults();
    expect(widgets.size).toBeGreaterThan(10);
    const themeTokens = declarations.filter((d) => d.sheet === 'theme' && d.property.startsWith('--whl-'));
    expect(themeTokens.filter((d) => d.selector !== ':root')).toEqual([]); // set nowhere else
    const theme = new Map(themeTokens.map((d) => [d.property, normal(d.value)]));
    const expected = new Map([...widgets].map(([token, values]) => [token, [...new Set([...values].map(normal))]]));
    for (const [token, values] of expected) {
      expect({ token, defaults: values.length }).toEqual({ token, defaults: 1 }); // one default per token across the widgets
      expect({ token, theme: theme.get(token) }).toEqual({ token, theme: values[0] });
    }
    expect([...theme.keys()].sort()).toEqual([...expected.keys()].sort());
  });

  it("issue 8: the widgets' rules hold no colour or size literal; only the tokens' defaults do", () => {
    const withoutTokens = (value: string) => {
      // every var(--…, default) goes, its default with it: a default is the token's, not a literal of the rule
      let rest = value;
      for (let at = rest.indexOf('var('); at >= 0; at = rest.indexOf('var(')) {
        let [depth, end] = [1, at + 4];
        for (; end < rest.length && depth > 0; end++) depth += rest[end] === '(' ? 1 : rest[end] === ')' ? -1 : 0;
        rest = `${rest.slice(0, at)}${rest.slice(end)}`;
      }
      return rest;
    };
    const rules = declarations
      .filter((d) => d.sheet !== 'theme' && !d.property.startsWith('--')) // the private --_x names are the tokens with their defaults
      .map((d) => `${d.sheet} ${d.selector} { ${d.property}: ${withoutTokens(d.value)} }`);
    expect(rules.length).toBeGreaterThan(100);
    const colour =
      /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|\b(white|black|red|green|blue|gr[ae]y|silver|orange|yellow|purple|navy|teal)\b/i;
    const size = /(^|[\s(,*/+-])(?![0.]+[a-z])\d*\.?\d+(px|r?em|ex|ch|vh|vw|vmin|vmax|[dsl]vh|[dsl]vw|cm|mm|in|pt|pc|q)\b/i;
    const valueOf = (rule: string) => rule.slice(rule.indexOf(': ') + 2);
    expect(rules.filter((rule) => colour.test(valueOf(rule)) || size.test(valueOf(rule)))).toEqual([]);
  });

  it('issue 8: docs/tokens.md names every token with its default and every part the widgets render', () => {
    const rows = readFileSync(join(__dirname, '../../docs/tokens.md'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| /, '').trim()));
    const documented = new Map(
      rows.filter(([name]) => name!.startsWith('`--whl-')).map(([name, value]) => [name!.slice(1, -1), value!.slice(1, -1)]),
    );
    const theme = new Map(
      declarations
        .filter((d) => d.sheet === 'theme' && d.selector === ':root' && d.property.startsWith('--whl-'))
        .map((d) => [d.property, d.value]),
    );
    expect([...documented.keys()].sort()).toEqual([...theme.keys()].sort());
    for (const [token, value] of theme)
      expect({ token, documented: normal(documented.get(token)!) }).toEqual({ token, documented: normal(value) });
    const documentedParts = new Set(
      rows.filter(([name]) => !name!.startsWith('`--')).flatMap(([names]) => names!.split(', ').map((n) => n.slice(1, -1))),
    );
    expect(parts.size).toBeGreaterThan(15);
    expect([...parts].filter((part) => !documentedParts.has(part))).toEqual([]);
  });

  it('has no colour or size literal outside the :root token block (the @media breakpoint aside)', () => {
    const rest = declarations.filter((d) => d.sheet === 'theme' && d.selector !== ':root').map((d) => `${d.property}: ${d.value}`);
    expect(rest.length).toBeGreaterThan(50);
    const colour =
      /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|:.*\b(white|black|red|green|blue|gr[ae]y|silver|orange|yellow|purple|navy|teal)\b/i;
    // a length other than zero (the browser writes a zero length as 0px)
    const size = /(^|[\s(,*/+-])(?![0.]+[a-z])\d*\.?\d+(px|r?em|ex|ch|vh|vw|vmin|vmax|[dsl]vh|[dsl]vw|cm|mm|in|pt|pc|q)\b/i;
    expect(rest.filter((d) => colour.test(d) || size.test(d))).toEqual([]);
    expect(rest.filter((d) => d.includes('var(--whl-')).length).toBeGreaterThan(30);
  });

  it('themes the page and the widgets from :root in one place', async () => {
    const { page } = await open('/', 'en', { size: 'desktop' });
    await page.locator('whl-plan-cards .whl-block__button').first().waitFor();
    await page.evaluate(() => document.documentElement.style.setProperty('--whl-color-primary', 'rgb(1, 2, 3)'));
    expect(await page.locator('.demo-brand').evaluate((e) => getComputedStyle(e).color)).toBe('rgb(1, 2, 3)');
    expect(
      await page
        .locator('whl-plan-cards .whl-block__button')
        .first()
        .evaluate((e) => getComputedStyle(e).borderTopColor),
    ).toBe('rgb(1, 2, 3)');
  });
});

describe('Phone header: one row, menu button, compact after 60 px (000 §2.1, issue 8)', () => {
  for (const lang of LANGS) {
    it(`at 390×844 is one row of logo, account, cart, language and menu button, ≤ ${PHONE_HEADER_MAX} px (${lang})`, async () => {
      const { page, errors } = await open('/', lang);
      await widgetsUp(page);
      await page.locator('whl-plan-cards li.whl-plan').first().waitFor();
      expect(await page.locator('html').evaluate((h) => getComputedStyle(h).direction)).toBe(lang === 'ar' ? 'rtl' : 'ltr');

      expect((await box(header(page))).height).toBeLessThanOrEqual(PHONE_HEADER_MAX);
      const row = await expectOneRow(page, {
        logo: '.demo-brand',
        account: 'a.demo-account',
        cart: 'whl-cart-badge a[part="link"]',
        language: 'header a.demo-plain[hreflang]',
        menu: 'button.demo-menu-button',
      });
      // reading order is drawing order: logo at the start, the menu button at the end of the row
      const start = (b: { x: number; width: number }) => (lang === 'ar' ? -(b.x + b.width) : b.x);
      const inRow = [row.logo!, row.account!, row.cart!, row.language!, row.menu!];
      expect(inRow.map(start)).toEqual(inRow.map(start).sort((a, b) => a - b));
      await expect(nav(page).isVisible()).resolves.toBe(false);
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
      expect(await menuButton(page).getAttribute('aria-controls')).toBe('demo-nav');
      await expect(menuButton(page).getByText(TEXT[lang].menu, { exact: true }).count()).resolves.toBe(1);
      await snap(page, lang, 'header', { fullPage: false });
      expect({ state: 'menu closed', v: await axeViolations(page, 'header.demo-header') }).toEqual({ state: 'menu closed', v: [] });

      // Tab order follows the row: logo, account (Log in, contract §4.21), cart, language, menu button
      await page.locator('.demo-brand').focus();
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      expect(await menuButton(page).evaluate((b) => b === document.activeElement)).toBe(true);

      // Enter opens the menu below the row and moves focus to its first link
      await page.keyboard.press('Enter');
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
      await nav(page).waitFor({ state: 'visible' });
      const links = nav(page).locator('a');
      expect(await links.count()).toBeGreaterThanOrEqual(3);
      for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
      expect(await links.first().evaluate((a) => a === document.activeElement)).toBe(true);
      expect(await links.first().getAttribute('aria-current')).toBe('page'); // the homepage is highlighted
      expect((await box(header(page))).height).toBeLessThanOrEqual(PHONE_HEADER_MAX);
      const panel = await box(nav(page));
      expect(panel.y).toBeGreaterThanOrEqual((await box(header(page))).height - 1);
      await snap(page, lang, 'menu-open', { sizes: ['phone'], fullPage: false });
      expect({ state: 'menu open', v: await axeViolations(page, 'header.demo-header') }).toEqual({ state: 'menu open', v: [] });

      // Escape closes it and gives focus back to the button
      await page.keyboard.press('Escape');
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
      await nav(page).waitFor({ state: 'hidden' });
      expect(await menuButton(page).evaluate((b) => b === document.activeElement)).toBe(true);

      // Space opens it as well; Tab out of its last link closes it
      await page.keyboard.press('Space');
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
      await links.last().focus();
      await page.keyboard.press('Tab');
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
      await nav(page).waitFor({ state: 'hidden' });

      // and a click toggles it
      await menuButton(page).click();
      await nav(page).waitFor({ state: 'visible' });
      await menuButton(page).click();
      await nav(page).waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
    });

    it(`turns compact (≤ ${COMPACT_HEADER_MAX} px) after 60 px of scroll and back at the top; stays on screen (${lang})`, async () => {
      const { page } = await open('/', lang);
      await widgetsUp(page);
      await page.locator('whl-plan-cards li.whl-plan').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBeGreaterThan(200);

      await page.evaluate(() => scrollTo(0, 40));
      await frames(page);
      await frames(page);
      expect(await header(page).getAttribute('data-whl-compact')).toBeNull(); // set by the plugin's site script (src/site)

      await page.mouse.move(195, 400);
      await page.mouse.wheel(0, 200);
      await page.waitForFunction(
        (max) => document.querySelector('.demo-header')!.getBoundingClientRect().height <= max,
        COMPACT_HEADER_MAX,
      );
      await page.waitForFunction(() => document.getAnimations().length === 0);
      const compact = await box(header(page));
      expect(compact.height).toBeLessThanOrEqual(COMPACT_HEADER_MAX);
      expect(compact.y).toBe(0); // sticky
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(60);
      await expectOneRow(page, {
        logo: '.demo-brand',
        account: 'a.demo-account',
        cart: 'whl-cart-badge a[part="link"]',
        language: 'header a.demo-plain[hreflang]',
        menu: 'button.demo-menu-button',
      });
      await snap(page, lang, 'header-compact', { sizes: ['phone'], fullPage: false });

      // the menu opens from the compact header too
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      await nav(page).waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await nav(page).waitFor({ state: 'hidden' });

      await page.evaluate(() => scrollTo(0, 0));
      await page.waitForFunction((min) => document.querySelector('.demo-header')!.getBoundingClientRect().height > min, COMPACT_HEADER_MAX);
      await page.waitForFunction(() => document.getAnimations().length === 0);
      expect(await headerHeight(page)).toBeLessThanOrEqual(PHONE_HEADER_MAX);
    });
  }

  it('changes height without a transition when the shopper prefers reduced motion', async () => {
    const context = await newContext({ viewport: VIEWPORTS.phone, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(shopUrl('/', 'en'));
    await page.locator('whl-plan-cards li.whl-plan').first().waitFor();
    expect(await header(page).evaluate((h) => getComputedStyle(h).transitionDuration)).toBe('0s');
    await page.evaluate(() => scrollTo(0, 200));
    await page.waitForFunction(() => document.querySelector('.demo-header')!.hasAttribute('data-whl-compact')); // the plugin's site script
    expect(await headerHeight(page)).toBeLessThanOrEqual(COMPACT_HEADER_MAX); // at once: nothing to wait for
  });
});

describe('Laptop header: one row with the menu shown (000 §2.1, issue 8)', () => {
  for (const lang of LANGS) {
    it(`at 1366×900 shows logo, menu, cart and language in one row (${lang})`, async () => {
      const { page, errors } = await open('/postpaid/', lang, { size: 'desktop' });
      await widgetsUp(page);
      const row = await expectOneRow(page, {
        logo: '.demo-brand',
        nav: '#demo-nav',
        cart: 'whl-cart-badge a[part="link"]',
        language: 'header a.demo-plain[hreflang]',
      });
      expect((await box(header(page))).height).toBeLessThanOrEqual(PHONE_HEADER_MAX);
      // the brand's whole name, not cut short by an ellipsis (the Arabic menu and the back button are wider)
      expect(await page.locator('.demo-back').isVisible()).toBe(true);
      expect(await page.locator('.demo-brand__name').evaluate((name) => name.scrollWidth - name.clientWidth)).toBe(0);
      const start = (b: { x: number; width: number }) => (lang === 'ar' ? -(b.x + b.width) : b.x);
      const order = [row.logo!, row.nav!, row.cart!, row.language!].map(start);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const link of await nav(page).locator('a').all()) expect(await link.isVisible()).toBe(true);
      expect(await menuButton(page).isVisible()).toBe(false);
      // the active menu item is highlighted (000 §2.1)
      const current = nav(page).locator('a[aria-current="page"]');
      expect(await current.getAttribute('href')).toContain('/postpaid/');
      const primary = await page.locator('.demo-brand').evaluate((a) => getComputedStyle(a).color);
      expect(await current.evaluate((a) => getComputedStyle(a).borderBottomColor)).toBe(primary);
      const other = nav(page).locator('a:not([aria-current])').first();
      expect(await other.evaluate((a) => getComputedStyle(a).borderBottomColor)).not.toBe(primary);
      await snap(page, lang, 'header-desktop', { sizes: ['desktop'], fullPage: false });
      expect(await axeViolations(page, 'header.demo-header')).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

describe('Header without JavaScript (issue 8)', () => {
  for (const lang of LANGS) {
    it(`shows a notice in the shopper's language and plain cart and language links that work (${lang})`, async () => {
      const { page, status } = await open('/prepaid-plan-page/', lang, { javaScript: false });
      expect(status).toBe(200);
      const notice = page.locator('p.demo-noscript');
      expect(await notice.isVisible()).toBe(true);
      expect(await notice.textContent()).toMatch(TEXT[lang].noscript);
      // the menu is plain links, the header scrolls away with the page
      for (const link of await nav(page).locator('a').all()) expect(await link.isVisible()).toBe(true);
      expect(await menuButton(page).isVisible()).toBe(false);
      const tools = header(page).locator('.demo-header__tools');
      const cart = tools.getByRole('link', { name: TEXT[lang].plainCart, exact: true });
      const switchLang = tools.getByRole('link', { name: TEXT[lang].langLink, exact: true });
      expect(await cart.isVisible()).toBe(true);
      expect(await switchLang.isVisible()).toBe(true);
      expect((await box(cart)).height).toBeGreaterThanOrEqual(44);
      await snap(page, lang, 'no-javascript', { javaScript: false });

      const toCart = page.waitForResponse((r) => r.request().isNavigationRequest());
      await cart.click();
      expect((await toCart).status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/my_cart/');
      expect(new URL(page.url()).searchParams.get('lang')).toBe(lang === 'ar' ? 'ar' : null);

      await tools.getByRole('link', { name: TEXT[lang].langLink, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/my_cart/' && (url.searchParams.get('lang') === 'ar') === (lang === 'en'));
      expect(await page.locator('html').evaluate((h) => getComputedStyle(h).direction)).toBe(lang === 'en' ? 'rtl' : 'ltr');
      expect(await page.locator('p.demo-noscript').textContent()).toMatch(TEXT[lang === 'en' ? 'ar' : 'en'].noscript);
    });

    it(`with JavaScript, shows no notice and gives screen readers one cart and one language link (${lang})`, async () => {
      const { page } = await open('/prepaid-plan-page/', lang);
      await widgetsUp(page);
      expect(await page.locator('p.demo-noscript').count()).toBe(0);
      // the plain cart link is still in the DOM… (the language link is always the server's plain one)
      expect(await page.locator('header .demo-plain:not([hreflang])').count()).toBe(1);
      expect(await page.locator('header .demo-plain:not([hreflang])').isVisible()).toBe(false);
      // …but not drawn and not in Chromium's accessibility tree (the phone's menu, closed, is not either)
      await expect(accessibleLinks(page, TEXT[lang].cart)).resolves.toHaveLength(1);
      await expect(accessibleLinks(page, new RegExp(`^${TEXT[lang].langLink}$`))).resolves.toHaveLength(1);
    });

    it(`keeps the plain cart link when the cart widget's script does not load (${lang})`, async () => {
      const context = await newContext({ viewport: VIEWPORTS.phone });
      await context.route(/\/whl-cart-badge\.js(\?|$)/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(shopUrl('/prepaid-plan-page/', lang));
      await page.locator('whl-plan-cards .root').first().waitFor(); // the other widgets run
      expect(await page.evaluate(() => customElements.get('whl-cart-badge'))).toBeUndefined();
      const cart = header(page).locator('.demo-header__tools').getByRole('link', { name: TEXT[lang].plainCart, exact: true });
      expect(await cart.isVisible()).toBe(true);
      expect(await cart.getAttribute('href')).toMatch(lang === 'ar' ? /\/my_cart\/\?lang=ar$/ : /\/my_cart\/$/);
      await expect(accessibleLinks(page, new RegExp(`^${TEXT[lang].plainCart}$`))).resolves.toHaveLength(1);
      // and the language link is one
      await expect(accessibleLinks(page, new RegExp(`^${TEXT[lang].langLink}$`))).resolves.toHaveLength(1);
    });
  }
});

describe('404 page (issue 8)', () => {
  for (const lang of LANGS) {
    it(`answers 404 with a heading, an explanation and links on in the theme's layout (${lang})`, async () => {
      const { page, status, errors } = await open('/no-such-page/', lang);
      expect(status).toBe(404);
      await widgetsUp(page);
      expect(await page.locator('html').evaluate((h) => getComputedStyle(h).direction)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(await page.locator('h1').allTextContents()).toEqual([TEXT[lang].notFound]);
      expect(await page.title()).toContain(TEXT[lang].notFound);
      expect((await page.locator('main p').first().textContent())!.length).toBeGreaterThan(40);
      expect(await header(page).isVisible()).toBe(true);
      expect(await page.locator('footer.demo-footer').isVisible()).toBe(true);
      const paths = await page
        .locator('main a')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href)).map((u) => u.pathname + u.search));
      const q = lang === 'ar' ? '?lang=ar' : '';
      expect(paths).toEqual([`/${q}`, `/prepaid-plan-page/${q}`, `/postpaid/${q}`, `/my_cart/${q}`]);
      expect(await nav(page).locator('a[aria-current]').count()).toBe(0);
      await snap(page, lang, 'not-found');
      for (const size of ['phone', 'desktop'] as const) {
        await page.setViewportSize(VIEWPORTS[size]);
        expect({ size, v: await axeViolations(page) }).toEqual({ size, v: [] });
      }
      const next = page.waitForResponse((r) => r.request().isNavigationRequest());
      await page.locator('main a').nth(1).click();
      expect((await next).status()).toBe(200);
      expect(errors).toEqual([]);
    });
  }
});

describe('A light first paint (issue 15)', () => {
  for (const lang of LANGS) {
    it(`loads neither the whole core block library nor the emoji script before the first paint (${lang})`, async () => {
      const { page, errors } = await open('/', lang);
      await page.locator('whl-plan-cards li.whl-plan').first().waitFor();
      const head = await page.evaluate(() => ({
        sheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => (l as HTMLLinkElement).href),
        scripts: [...document.scripts].map((s) => s.src || s.textContent.slice(0, 200)),
        styles: [...document.querySelectorAll('style')].map((s) => s.id),
      }));
      expect(head.sheets.filter((href) => href.includes('/block-library/'))).toEqual([]);
      expect(head.scripts.filter((s) => /emoji/i.test(s))).toEqual([]);
      expect(head.styles.filter((id) => /emoji/i.test(id))).toEqual([]);
      expect(head.sheets.some((href) => href.includes('/themes/whl-demo/style.css'))).toBe(true); // the theme's own sheet stays
      expect(errors).toEqual([]);
    });
  }
});
