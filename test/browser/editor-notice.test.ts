// Issue 8 (editors): a shortcode naming an unknown widget or a value the widget refuses shows a
// notice in place to a logged-in editor, in the page's language (000 §2), accessible (axe-core);
// shoppers see nothing of it and the widget renders with its default (contract §6).
import type { Browser, Page } from 'playwright-core';
import {
  VIEWPORTS,
  adminPassword,
  axeViolations,
  launchBrowser,
  logInToWordPress,
  shopUrl,
  snap,
  wordpressPhp,
  type Lang,
} from './support';

const CONTENT = '[whl widget="no-such-widget"]\n\n[whl widget="plan-cards" service-type="weekly"]';

const TEXT = {
  en: {
    lead: 'Widget notice, shown only to editors of this page',
    unknown: 'There is no widget called no-such-widget.',
    widgets: 'The widgets are: ',
    refused: 'The plan-cards widget does not accept the value weekly for service-type.',
    allowed: 'Allowed values: prepaid, postpaid, all.',
  },
  ar: {
    lead: 'تنبيه عن الودجت، يظهر لمحرري هذه الصفحة فقط',
    unknown: 'لا توجد ودجت باسم no-such-widget.',
    widgets: 'الودجات المتاحة: ',
    refused: 'لا تقبل الودجت plan-cards القيمة weekly للسمة service-type.',
    allowed: 'القيم المسموح بها: prepaid، postpaid، all.',
  },
} as const;

let browser: Browser;
let page: { id: number; path: string };

beforeAll(async () => {
  browser = await launchBrowser();
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
  await browser.close();
});

/** A browser context logged in as the site's administrator. */
const editor = () => logInToWordPress(browser, 'admin', adminPassword());

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
      const { context, tab } = await editor();
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
      await context.close();
    });

    it(`issue 8 editors: a shopper sees no notice and the plan cards of every service (${lang})`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
      const tab = await context.newPage();
      const response = await tab.goto(shopUrl(page.path, lang));
      expect(response?.status()).toBe(200);
      await expect(servicesShown(tab)).resolves.toEqual(['prepaid', 'postpaid']);
      await expect(notices(tab).count()).resolves.toBe(0);
      const html = await tab.content();
      expect(html).not.toContain('no-such-widget');
      expect(html).not.toContain('whl-editor-notice');
      await snap(tab, 'editor-notice', lang, 'shopper-sees-plan-cards');
      await context.close();
    });
  }
});
