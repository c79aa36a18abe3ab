// Issue 8 (editors): a shortcode naming an unknown widget or a value the widget refuses shows a
// notice in place to a logged-in editor, in the page's language (000 §2), accessible (axe-core);
// shoppers see nothing of it and the widget renders with its default (contract §6).
import type { Page } from 'playwright-core';
import { VIEWPORTS, adminPassword, axeViolations, shopUrl, snap, wordpressPhp, type Lang } from './support';
import { logInToWordPress, newContext } from './fixture';
import { inEachLanguage } from './catalogs';

const CONTENT = '[whl widget="no-such-widget"]\n\n[whl widget="plan-cards" service-type="weekly"]';

const TEXT = inEachLanguage((say) => ({
  unknown: say.bridge('There is no widget called %s.', 'no-such-widget'),
  widgets: say.bridge('The widgets are: %s.', '').replace(/\.$/, ''), // the list of names follows
  refused: say.bridge('The %1$s widget does not accept the value %2$s for %3$s.', 'plan-cards', 'weekly', 'service-type'),
  allowed: say.bridge('Allowed values: %s.', ['prepaid', 'postpaid', 'all'].join(say.bridgeIn('list separator', ', '))),
  lead: say.bridge('Widget notice, shown only to editors of this page'),
}));

let page: { id: number; path: string };

beforeAll(async () => {
  const created = wordpressPhp(
    `$id = wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Editor notice',
       'post_name' => 'shortcode-check-' . uniqid(), 'post_content' => $argv[2]], true);
     if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message()); exit(1); }
     echo json_encode(['id' => $id, 'path' => (string) wp_parse_url(get_permalink($id), PHP_URL_PATH)]);`,
    [CONTENT],
  );
  page = JSON.parse(created) as { id: number; path: string };
});

afterAll(async () => {
  if (page) wordpressPhp(`wp_delete_post((int) $argv[2], true);`, [String(page.id)]);
});

/** A browser context logged in as the site's administrator. */
const editor = () => logInToWordPress('admin', adminPassword());

const notices = (tab: Page) => tab.locator('.whl-editor-notice');
const planCards = (tab: Page) => tab.locator('whl-plan-cards li.whl-plan');

/** The service types the plan cards' buy links lead to (prepaid, postpaid). */
async function servicesShown(tab: Page): Promise<string[]> {
  await planCards(tab).first().waitFor();
  const links = await tab
    .locator('whl-plan-cards li.whl-plan a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).pathname));
  return ['prepaid', 'postpaid'].filter((service) => links.some((path) => path.includes(service)));
}

describe('Editor notice for a mistaken widget shortcode (issue 8 editors)', () => {
  for (const lang of ['en', 'ar'] as Lang[]) {
    it(`issue 8 editors, 000 §2: an editor sees both notices naming widget, attribute and allowed values, without axe violations (${lang})`, async () => {
      const { tab } = await editor();
      await tab.goto(shopUrl(page.path, lang));
      await expect(notices(tab).count()).resolves.toBe(2);
      const [unknown, refused] = (await notices(tab).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
      const t = TEXT[lang];
      expect(unknown).toContain(t.lead);
      expect(unknown).toContain(t.unknown);
      expect(unknown).toContain(t.widgets);
      for (const name of ['cart', 'cart-badge', 'lang-switch', 'number-picker', 'plan-cards']) expect(unknown).toContain(name);
      expect(refused).toContain(t.lead);
      expect(refused).toContain(t.refused);
      expect(refused).toContain(t.allowed);
      await expect(notices(tab).first().getAttribute('role')).resolves.toBe('note');
      // styled by the theme's tokens: its inline-start border in the theme's danger colour
      const [border, danger] = await notices(tab)
        .first()
        .evaluate((el) => {
          const probe = document.body.appendChild(document.createElement('span'));
          probe.style.color = 'var(--whl-color-danger)';
          const colours = [getComputedStyle(el).borderInlineStartColor, getComputedStyle(probe).color];
          probe.remove();
          return colours;
        });
      expect(border).toBe(danger);
      // the refused value is left out: the cards of every service, as for a shopper
      await expect(servicesShown(tab)).resolves.toEqual(['prepaid', 'postpaid']);
      await expect(tab.locator('whl-plan-cards').getAttribute('service-type')).resolves.toBeNull();

      expect({ lang, v: await axeViolations(tab, '.whl-editor-notice') }).toEqual({ lang, v: [] });
      await snap(tab, 'editor-notice', lang, 'editor-sees-notices');
    });

    it(`issue 8 editors: a shopper sees no notice and the plan cards of every service (${lang})`, async () => {
      const context = await newContext({ viewport: VIEWPORTS.desktop });
      const tab = await context.newPage();
      const response = await tab.goto(shopUrl(page.path, lang));
      expect(response?.status()).toBe(200);
      await expect(servicesShown(tab)).resolves.toEqual(['prepaid', 'postpaid']);
      await expect(notices(tab).count()).resolves.toBe(0);
      const html = await tab.content();
      expect(html).not.toContain('no-such-widget');
      expect(html).not.toContain('whl-editor-notice');
      await snap(tab, 'editor-notice', lang, 'shopper-sees-plan-cards');
    });
  }
});
