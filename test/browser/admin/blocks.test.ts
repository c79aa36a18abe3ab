// Issue 14: an editor builds shop pages with blocks. For each widget: a new page, its block from the
// inserter's Shop group, its settings chosen in the sidebar, the preview in the page, the Arabic title
// in the document sidebar, Publish; then a shopper opens the page in English and in Arabic and the
// widget works there as the settings say.
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, snap, wordpressPhp, type Lang } from '../support';
import { logInToWordPress, newShopper } from '../fixture';

const EDITOR = { login: `blocks${Date.now()}`, password: `Ed-${Math.random().toString(36).slice(2)}-pw` };

/** Each block, the settings the editor picks (sidebar label → value), and what the shopper's page shows. */
const BLOCKS: {
  name: string;
  title: string;
  settings: Record<string, string>;
  query?: string;
  shows: (tag: string) => string;
  /** where the widget sends a shopper it has nothing for (a checkout step without a cart: the empty cart, 000 §2.8) */
  sends?: RegExp;
  /** what every card's heading reads (a campaign page's one family) */
  cards?: RegExp;
}[] = [
  {
    name: 'plan-cards',
    title: 'Plan cards',
    settings: { 'Service type': 'prepaid', Layout: 'section' },
    shows: (t) => `${t}[service-type="prepaid"][layout="section"]`,
  },
  // a campaign page: the plans of one family (000 §2.5)
  {
    name: 'plan-cards',
    title: 'Plan cards',
    settings: { 'Plan family (a campaign page)': 'PostpaidOmanuna' },
    shows: (t) => `${t}[family="PostpaidOmanuna"]`,
    cards: /^Omanuna /,
  },
  { name: 'postpaid-plans', title: 'Postpaid plans by family', settings: {}, shows: (t) => t },
  { name: 'devices', title: 'Devices or accessories', settings: { Type: 'accessory' }, shows: (t) => `${t}[type="accessory"]` },
  {
    name: 'number-picker',
    title: 'Number picker',
    settings: { 'Service type': 'prepaid', Mode: 'search' },
    query: 'plan=hala-5',
    shows: (t) => `${t}[mode="search"]`,
  },
  { name: 'lang-switch', title: 'Language switch', settings: {}, shows: (t) => t },
  { name: 'cart-badge', title: 'Cart link', settings: {}, shows: (t) => t },
  { name: 'device-details', title: 'Device page', settings: {}, query: 'device=iphone-15-pro', shows: (t) => t },
  { name: 'gift-card', title: 'Gift card page', settings: {}, query: 'card=sahel-gift-card', shows: (t) => t },
  { name: 'cart', title: 'Cart', settings: {}, shows: (t) => t },
  // the checkout steps and the thank-you page without a cart or an order: their start state (000 §8)
  {
    name: 'personal-info',
    title: 'Personal information',
    settings: { 'Service type': 'prepaid' },
    shows: (t) => `${t}[service-type="prepaid"]`,
    sends: /\/empty-cart\//,
  },
  // the delivery and payment steps without a cart send the shopper to the empty cart too
  {
    name: 'delivery',
    title: 'Delivery',
    settings: { 'Service type': 'prepaid' },
    shows: (t) => `${t}[service-type="prepaid"]`,
    sends: /\/empty-cart\//,
  },
  {
    name: 'payment',
    title: 'Payment',
    settings: { 'Service type': 'prepaid' },
    shows: (t) => `${t}[service-type="prepaid"]`,
    sends: /\/empty-cart\//,
  },
  { name: 'thank-you', title: 'Thank you', settings: { View: 'thank-you' }, shows: (t) => `${t}[view="thank-you"]` },
];

/** The editor, logged in once for the file: each block starts from a new page in the same session. */
let editor: { context: BrowserContext; tab: Page };
beforeAll(async () => {
  wordpressPhp(
    `wp_insert_user(['user_login' => $argv[2], 'user_pass' => $argv[3], 'user_email' => $argv[2] . '@example.om', 'role' => 'editor']);`,
    [EDITOR.login, EDITOR.password],
  );
  editor = await logInToWordPress(EDITOR.login, EDITOR.password);
  // a page a failed test left unsaved asks before it is left: the next test leaves it
  editor.tab.on('dialog', (dialog) => void dialog.accept());
});
afterAll(async () => {
  wordpressPhp(
    `require_once ABSPATH . 'wp-admin/includes/user.php'; $u = get_user_by('login', $argv[2]);
     if ($u) { foreach (get_posts(['author' => $u->ID, 'post_type' => 'page', 'numberposts' => -1, 'post_status' => 'any']) as $p) wp_delete_post($p->ID, true); wp_delete_user($u->ID); }`,
    [EDITOR.login],
  );
});

/** A new page in the block editor, without its welcome guide. */
async function newPage(tab: Page): Promise<void> {
  await tab.goto(`${baseUrl}/wp-admin/post-new.php?post_type=page`);
  await tab.waitForFunction(() => (window as any).wp?.data?.select('core/edit-post') !== undefined);
  await tab.evaluate(() => {
    const wp = (window as any).wp;
    if (wp.data.select('core/edit-post').isFeatureActive('welcomeGuide')) wp.data.dispatch('core/edit-post').toggleFeature('welcomeGuide');
  });
}

describe('issue 14: an editor places each widget as a block; the published page works for a shopper (en, ar)', () => {
  for (const block of BLOCKS) {
    it(`${block.title}${block.cards ? ' of one family (a campaign page)' : ''}: inserted from the Shop group, set in the sidebar, previewed, published, working in en and ar`, async () => {
      const { tab } = editor;
      await newPage(tab);
      await tab.getByRole('textbox', { name: 'Add title' }).fill(`Shop: ${block.title}`);
      // the inserter: search the widget's block, insert it
      await tab.getByRole('button', { name: 'Toggle block inserter' }).click();
      await tab.getByRole('searchbox', { name: /Search/ }).fill(block.title);
      await tab.locator('.block-editor-block-types-list__item', { hasText: block.title }).first().click();
      // its settings, in the sidebar (open, on the Block tab)
      const sidebar = tab.getByRole('button', { name: 'Settings', exact: true });
      if ((await sidebar.getAttribute('aria-pressed')) !== 'true') await sidebar.click();
      await tab.locator('.edit-post-sidebar__panel-tab[data-label="Block"]').click();
      for (const [label, value] of Object.entries(block.settings)) await tab.getByRole('combobox', { name: label }).selectOption(value);
      // the preview the server renders
      const canvas = tab.locator('.editor-styles-wrapper');
      await canvas.locator(`.wp-block[data-type="whl/${block.name}"] :is(iframe.whl-block-preview, whl-${block.name})`).first().waitFor();
      // a widget run by its script is previewed live, in a frame of its own
      const framed = canvas.locator(`.wp-block[data-type="whl/${block.name}"] iframe.whl-block-preview`);
      if ((await framed.count()) > 0 && !block.query && !block.sends) {
        await tab
          .frameLocator(`.wp-block[data-type="whl/${block.name}"] iframe.whl-block-preview`)
          .locator(`whl-${block.name} [part="root"]`)
          .first()
          .waitFor();
      }
      // the page's Arabic title, in the document sidebar
      await tab.locator('.edit-post-sidebar__panel-tab[data-label="Page"]').click();
      const arabic = tab.getByRole('button', { name: 'Arabic title' });
      if ((await arabic.getAttribute('aria-expanded')) === 'false') await arabic.click();
      await tab.getByRole('textbox', { name: 'Arabic title' }).fill(`المتجر: ${block.name}`);
      await snap(tab, 'blocks', 'en', `editor-${block.name}`, { sizes: ['desktop'], fullPage: false });
      // publish
      await tab.getByRole('button', { name: 'Publish', exact: true }).click();
      await tab.locator('.editor-post-publish-panel').getByRole('button', { name: 'Publish', exact: true }).click();
      await tab.locator('.post-publish-panel__postpublish').waitFor();
      const link = await tab.evaluate(() => (window as any).wp.data.select('core/editor').getPermalink() as string);

      for (const lang of ['en', 'ar'] as Lang[]) {
        const shopper = await newShopper();
        const url = new URL(link);
        if (block.query) for (const [k, v] of new URLSearchParams(block.query)) url.searchParams.set(k, v);
        if (lang === 'ar') url.searchParams.set('lang', 'ar');
        await shopper.page.goto(url.toString());
        const tag = `whl-${block.name}`;
        if (block.sends) {
          await shopper.page.waitForURL(block.sends);
          expect(new URL(shopper.page.url()).searchParams.get('lang')).toBe(lang === 'ar' ? 'ar' : null);
          continue;
        }
        // the Arabic page has the Arabic title the editor gave it
        if (lang === 'ar') expect(await shopper.page.locator('h1').first().textContent()).toContain(`المتجر: ${block.name}`);
        await shopper.page.locator(block.shows(tag)).first().waitFor({ state: 'attached' });
        // the widget drew itself (its shadow root's box, or the bridge's listing inside it), and did not fail
        await shopper.page
          .locator(`${tag} :is([part="root"], [part="listing"], .whl-listing, section, ul, a)`)
          .first()
          .waitFor({ state: 'attached' });
        expect(await shopper.page.locator(`${tag} [part="unavailable"]`).count()).toBe(0);
        if (block.cards) {
          await shopper.page.locator(`${tag} li.whl-plan`).first().waitFor();
          const names = await shopper.page.locator(`${tag} li.whl-plan h3`).allTextContents();
          expect(names.length).toBeGreaterThan(0);
          for (const name of names) expect(name.trim()).toMatch(lang === 'ar' ? /\S/ : block.cards);
        }
        await snap(shopper.page, 'blocks', lang, block.name);
      }
    });
  }
});
