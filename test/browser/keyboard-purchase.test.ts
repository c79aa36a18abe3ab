// Accessibility bar: a keyboard-only shopper buys a plan with a reserved number (000 §2.3, §2.7,
// §2.8) — Tab to move, Enter to follow a link or press a button, arrow keys and Space in the
// number radio group. No mouse.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newShopper, shopUrl, type Lang } from './support';
import { widget, widgetText, digitsOf } from './journeys';

/** What has focus, looking through open shadow roots: tag, type, href and text. */
function focused(page: Page) {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      type: el?.getAttribute('type') ?? '',
      href: el?.getAttribute('href') ?? '',
      value: (el as HTMLInputElement | null)?.value ?? '',
      text: el?.textContent?.trim() ?? '',
      disabled: (el as HTMLButtonElement | null)?.disabled ?? false,
    };
  });
}

/** Presses Tab until the focused element matches; fails after `max` presses. */
async function tabTo(page: Page, what: string, match: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (match(await focused(page))) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

describe('Keyboard-only purchase of the first slice (000 §2.3–§2.8)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const lang of ['en', 'ar'] as Lang[]) {
    it(`Tab, Space and Enter take a shopper from the homepage to a cart with a reserved number (${lang})`, async () => {
      const { context, page } = await newShopper(browser);
      await page.goto(shopUrl('/', lang));
      await widget(page, 'plan-cards').locator('li.card').first().waitFor();

      await tabTo(page, 'a prepaid plan buy link', (f) => f.tag === 'a' && f.href.includes('prepaid-recommended-numbers'));
      await page.keyboard.press('Enter');
      await page.waitForURL(/prepaid-recommended-numbers/);
      await widget(page, 'number-picker').locator('input[type="radio"]').first().waitFor({ state: 'attached' });

      await tabTo(page, 'the first number', (f) => f.tag === 'input' && f.type === 'radio');
      await page.keyboard.press('Space');
      const chosen = (await focused(page)).value;
      expect(chosen).toMatch(/^[79]\d{7}$/);

      await tabTo(page, 'the enabled Next button', (f) => f.tag === 'button' && !f.disabled && /next|التالي/i.test(f.text));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/my_cart\//);
      await widget(page, 'cart').locator('[role="timer"]').waitFor();
      expect(digitsOf(await widgetText(page, 'cart'))).toContain(chosen);
      await context.close();
    });
  }
});
