// White-labelling (issue 14): the demo shop is Sahel Telecom (demo-host/theme); switching one setting
// — the active theme, in Appearance → Themes — makes it Nour Mobile (demo-host/theme-nour, a child
// theme that changes no template and no widget: the design tokens, its font, a few ::part rules, its
// logo and the brand it declares to the bridge). A shopper then walks every screen, catalogue to
// thank-you, in en and ar at 390×844 and 1366×900: the operator's logo, name and font are there, no
// colour of the other operator is painted anywhere (computed styles, widgets' shadow roots included)
// and no word of its name is shown; axe finds nothing. Then the administrator switches back, and the
// same walk finds Sahel Telecom whole again. Screenshots: artefacts/screenshots/retheming/<theme>/<lang>/.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { chooseFirstFreeNumber, reserveAndGoToCart, widget, numberPicker } from './journeys';
import {
  choosePlanFromHomepage,
  decideOnGateway,
  deliverHome,
  personalAsExistingCustomer,
  placeOrder,
  thankYouShows,
} from './checkout/order-journeys';
import { PERSONAL_TEXT, field } from './personal-info/personal-info-journeys';
import { adminPassword, baseUrl, wordpressPhp } from './support';
import {
  LANGS,
  VIEWPORTS,
  axeViolations,
  canonicalColour,
  frames,
  paintedColours,
  parsedDeclarations,
  shopUrl,
  shownWords,
  type Lang,
  type Size,
} from './theme-journeys';
import { logInToWordPress, newShopper } from './fixture';

jest.setTimeout(240_000);

type Slug = 'whl-demo' | 'whl-demo-nour';

/** The two operators: the theme's folder in the repository, its name in Appearance → Themes, its brand and font. */
const THEMES: Record<Slug, { folder: string; brand: Record<Lang, string>; font: RegExp }> = {
  'whl-demo': { folder: 'demo-host/theme', brand: { en: 'Sahel Telecom', ar: 'ساحل تيليكوم' }, font: /^system-ui/ },
  'whl-demo-nour': { folder: 'demo-host/theme-nour', brand: { en: 'Nour Mobile', ar: 'نور موبايل' }, font: /^"?Cairo"?,/ },
};
const other = (slug: Slug): Slug => (slug === 'whl-demo' ? 'whl-demo-nour' : 'whl-demo');

/** A theme's colour tokens as its style.css sets them on :root (literals only: a var() is another token's). */
function palette(slug: Slug): Map<string, string> {
  const css = readFileSync(join(__dirname, '../..', THEMES[slug].folder, 'style.css'), 'utf8');
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return new Map(
    [...root.matchAll(/(--whl-color-[\w-]+):\s*([^;]+);/g)]
      .filter(([, , value]) => !value!.startsWith('var('))
      .map(([, token, value]) => [token!, value!.trim()]),
  );
}

/** The palette's colours as the browser computes them (canonicalColour), token by colour. */
async function computedPalette(page: Page, slug: Slug): Promise<Map<string, string>> {
  const tokens = [...palette(slug)];
  const computed = await page.evaluate(
    (values) => {
      const probe = document.createElement('i');
      document.body.append(probe);
      const out = values.map((value) => {
        probe.style.color = value;
        return getComputedStyle(probe).color;
      });
      probe.remove();
      return out;
    },
    tokens.map(([, value]) => value),
  );
  return new Map(tokens.map(([token], i) => [canonicalColour(computed[i]!)!, token]));
}

let admin: { context: BrowserContext; tab: Page };
let settingsBefore: string;
beforeAll(async () => {
  admin = await logInToWordPress('admin', adminPassword());
  settingsBefore = wordpressPhp(`echo json_encode(get_option('whl_bridge_settings'));`);
});
afterAll(async () => {
  wordpressPhp(`if (get_option('stylesheet') !== 'whl-demo') switch_theme('whl-demo');`); // whatever happened above
});

/** The administrator activates the theme in Appearance → Themes: the one setting. */
async function activate(slug: Slug): Promise<void> {
  const { tab } = admin;
  await tab.goto(`${baseUrl}/wp-admin/themes.php`);
  const card = tab.locator(`.theme[data-slug="${slug}"]`);
  await card.hover();
  await card.locator('a.activate').click();
  await tab.locator('.notice').getByText('New theme activated.').waitFor(); // WordPress's notice (its URL drops ?activated)
  await tab.locator(`.theme.active[data-slug="${slug}"]`).waitFor(); // listed first, as the active one (drawn by its script)
  expect(wordpressPhp(`echo get_option('stylesheet'), ' ', get_option('template');`)).toBe(`${slug} whl-demo`);
  // nothing else changed: the bridge's settings are what they were
  expect(wordpressPhp(`echo json_encode(get_option('whl_bridge_settings'));`)).toBe(settingsBefore);
}

/**
 * The operator `slug` is the whole of what the shopper sees: its logo, its name (header and title),
 * its font; not one colour of the other operator's palette painted, nor its name shown.
 */
async function expectOperator(page: Page, slug: Slug, lang: Lang, screen: string): Promise<void> {
  const { brand, font } = THEMES[slug];
  const foreign = other(slug);
  const logo = page.locator('img.demo-brand__mark');
  expect(new URL((await logo.getAttribute('src'))!).pathname).toBe(`/wp-content/themes/${slug}/logo.svg`);
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect((await page.locator('.demo-brand__name').textContent())?.trim()).toBe(brand[lang]);
  expect(await page.title()).toMatch(new RegExp(`${brand[lang]}$`));
  const fonts = await page.evaluate(() => ({
    body: getComputedStyle(document.body).fontFamily,
    widgets: Array.from(document.querySelectorAll('*'))
      .map((el) => el.shadowRoot?.querySelector('[part~="root"]'))
      .filter((root): root is Element => !!root)
      .map((root) => getComputedStyle(root).fontFamily),
  }));
  for (const family of [fonts.body, ...fonts.widgets]) expect({ screen, family }).toEqual({ screen, family: expect.stringMatching(font) });
  if (slug === 'whl-demo-nour') {
    // the theme's own face, loaded for the page's script (served from the theme: no CDN)
    expect(
      await page.evaluate(
        (sample) => document.fonts.ready.then(() => document.fonts.check('16px Cairo', sample)),
        lang === 'ar' ? 'باقات' : 'Plans',
      ),
    ).toBe(true);
  }
  const words = await shownWords(page);
  for (const name of [...Object.values(THEMES[foreign].brand), THEMES[foreign].brand.en.split(' ')[0]!]) {
    expect({ screen, shows: words.includes(name) ? name : null }).toEqual({ screen, shows: null });
  }
  const theirs = await computedPalette(page, foreign);
  const colours = await paintedColours(page);
  // the walk sees what is painted: the operator's own brand colour is among it on every screen
  const ours = await computedPalette(page, slug);
  expect({ screen, primary: colours.some(({ colour }) => ours.get(canonicalColour(colour) ?? '') === '--whl-color-primary') }).toEqual({
    screen,
    primary: true,
  });
  const painted = colours.filter(({ colour }) => theirs.has(canonicalColour(colour) ?? ''));
  expect({ screen, painted: painted.map(({ colour, where }) => `${where}: ${colour} (${theirs.get(canonicalColour(colour)!)})`) }).toEqual({
    screen,
    painted: [],
  });
}

const shots = new Map<string, number>();
/** The screen at both sizes: the operator checked at each, a screenshot of each, axe at the laptop size. */
async function lookAt(page: Page, slug: Slug, lang: Lang, screen: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  const dir = join(__dirname, '../../artefacts/screenshots/retheming', slug, lang);
  mkdirSync(dir, { recursive: true });
  const step = (shots.get(dir) ?? 0) + 1;
  shots.set(dir, step);
  for (const size of ['phone', 'desktop'] as Size[]) {
    await page.setViewportSize(VIEWPORTS[size]);
    await frames(page);
    await expectOperator(page, slug, lang, `${screen} ${size}`);
    await page.screenshot({
      path: join(dir, `${String(step).padStart(2, '0')}-${screen}.${size}.png`),
      fullPage,
    });
  }
  expect({ screen, axe: await axeViolations(page) }).toEqual({ screen, axe: [] });
}

/** The shop's pages a shopper browses, what shows each is ready and, for a popup, what opens it and shows it open. */
const BROWSED: { screen: string; path: string; ready: string; open?: string; shown?: string }[] = [
  { screen: 'homepage', path: '/', ready: 'whl-plan-cards li.whl-plan' },
  {
    screen: 'port-in',
    path: '/',
    ready: 'whl-plan-cards li.whl-plan',
    open: 'button[popovertarget="whl-port-in"]',
    shown: '#whl-port-in:popover-open',
  },
  { screen: 'prepaid-plans', path: '/prepaid-plan-page/', ready: 'whl-plan-cards li.whl-plan' },
  {
    screen: 'credit-description',
    path: '/prepaid-plan-page/',
    ready: 'whl-plan-cards li.whl-plan',
    open: 'whl-plan-cards .whl-plan__q',
    shown: 'whl-plan-cards .whl-plan__pop:popover-open',
  },
  { screen: 'postpaid-plans', path: '/postpaid/', ready: 'li.whl-plan' },
  {
    screen: 'plan-details',
    path: '/postpaid/',
    ready: 'li.whl-plan',
    open: '.whl-plan__link',
    shown: '.whl-listing [popover]:popover-open',
  },
  { screen: 'devices', path: '/devices/', ready: 'li.whl-product' },
  { screen: 'device-details', path: '/device-details/?device=galaxy-s24', ready: '.whl-device' },
  { screen: 'accessories', path: '/accessories/', ready: 'li.whl-product' },
  { screen: 'gift-card', path: '/gift-card-details/?card=sahel-gift-card', ready: '.whl-gift' },
  {
    screen: 'free-devices',
    path: '/prepaid-recommended-numbers/?plan=hala-5&offer=free-device',
    ready: 'whl-number-picker button[aria-haspopup="dialog"]',
    open: 'whl-number-picker button[aria-haspopup="dialog"]',
    shown: 'whl-number-picker dialog[open] [part="free-devices"]',
  },
  { screen: 'empty-cart', path: '/my_cart/', ready: 'whl-cart [part="empty-cart"]' },
  { screen: 'not-found', path: '/no-such-page/', ready: '.demo-notfound' },
];

/** Every screen of the shop under the active theme `slug`, in `lang`: browsing, then a purchase paid online. */
function everyScreen(slug: Slug): void {
  describe.each(LANGS)(`%s`, (lang) => {
    it(`the pages a shopper browses are ${THEMES[slug].brand.en}'s`, async () => {
      const { page, errors } = await newShopper();
      for (const { screen, path, ready, open, shown } of BROWSED) {
        await page.goto(shopUrl(path, lang));
        await page.locator(ready).first().waitFor();
        if (open) await page.locator(open).first().click();
        if (shown) await page.locator(shown).first().waitFor();
        await lookAt(page, slug, lang, screen, { fullPage: !shown }); // a popup as it covers the screen
      }
      // the one error: the not-found page's own status
      expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    });

    it(`a purchase, numbers to thank-you, is ${THEMES[slug].brand.en}'s, and so are the bank's merchant and the order's text message`, async () => {
      const { context, page, errors } = await newShopper();
      await choosePlanFromHomepage(page, lang, 'prepaid');
      await numberPicker(page).locator('input[type="radio"]').first().waitFor({ state: 'attached' });
      await lookAt(page, slug, lang, 'numbers');
      await chooseFirstFreeNumber(page, lang);
      await reserveAndGoToCart(page, lang);
      await lookAt(page, slug, lang, 'cart');
      await widget(page, 'cart').getByRole('link', { name: PERSONAL_TEXT[lang].checkout }).click();
      await page.waitForURL(/-personal-info\//);
      await field(page, 'user_email').waitFor();
      await lookAt(page, slug, lang, 'personal-info');
      await personalAsExistingCustomer(page, context, lang, `retheming.${slug}.${lang}@example.com`);
      await lookAt(page, slug, lang, 'delivery');
      await deliverHome(page, lang);
      await lookAt(page, slug, lang, 'payment');
      await placeOrder(page, 'online');
      // the bank's page is the bank's (its own look), but the merchant it names is the operator
      expect((await page.locator('dd').first().textContent())?.trim()).toBe(THEMES[slug].brand[lang]);
      await decideOnGateway(page, lang, 'approve');
      const orderId = await thankYouShows(page, lang, 'success');
      await lookAt(page, slug, lang, 'thank-you');
      // the order's text message (the Sandbox's demo outbox stands for the SMS gateway) is signed by the operator
      await page.goto(shopUrl('/demo-outbox/', lang));
      const notice = page.locator('[data-outbox-message]', { hasText: orderId }).first();
      expect((await notice.textContent())?.trim()).toMatch(new RegExp(`^${THEMES[slug].brand[lang]}: `));
      await lookAt(page, slug, lang, 'outbox');
      expect(errors).toEqual([]);
    });
  });
}

describe('issue 14: Nour Mobile, the same shop re-branded by switching the theme', () => {
  it('the administrator activates “WHL Demo — Nour Mobile” in Appearance → Themes, and nothing else changes', async () => {
    await activate('whl-demo-nour');
  });

  it('its sheet sets every token the parent theme sets, on :root, and no colour or size outside that block', async () => {
    const { page } = await newShopper();
    await page.goto(shopUrl('/', 'en'));
    await page.locator('whl-plan-cards li.whl-plan').first().waitFor();
    const declarations = await parsedDeclarations(page);
    const tokens = (theme: Slug) =>
      declarations
        .filter((d) => d.theme === theme && d.selector === ':root' && d.property.startsWith('--whl-'))
        .map((d) => d.property)
        .sort();
    expect(tokens('whl-demo-nour')).toEqual(tokens('whl-demo'));
    const rules = declarations.filter((d) => d.theme === 'whl-demo-nour' && d.selector !== ':root');
    expect(rules.filter((d) => d.selector.includes('::part(')).length).toBeGreaterThanOrEqual(3);
    const literal =
      /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|(^|[\s(,*/+-])(?![0.]+[a-z])\d*\.?\d+(px|r?em|ex|ch|vh|vw|cm|mm|in|pt|pc|q)\b/i;
    expect(rules.filter((d) => literal.test(d.value)).map((d) => `${d.selector} { ${d.property}: ${d.value} }`)).toEqual([]);
  });

  everyScreen('whl-demo-nour');
});

describe('issue 14: back to Sahel Telecom with the same one setting', () => {
  it('the administrator activates “WHL Demo” again', async () => {
    await activate('whl-demo');
  });

  everyScreen('whl-demo');
});
