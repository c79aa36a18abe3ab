// The cart's popups and its fraud toast as a shopper meets them (000 §2.8, §8, §3.17, §4.5; contract
// §4.6), in English and Arabic, each checked with axe while it is open and photographed at 390×844
// and 1366×900. The customer's flags come from the ID number of the quote's personal details (the
// Sandbox's seeded 99900001 flagged for fraud, 99900002 at the maximum of lines): the test writes it on
// the quote as the personal step would.
import type { Locator, Page } from 'playwright-core';
import { axeViolations, shopUrl, snap, wordpressPhp, type Lang } from '../support';
import { CART_TEXT, cartTimer, cartWidget, reserveOnCart } from './cart-journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const JOURNEY = 'cart-popups';
const TEXT = inEachLanguage((say) => ({
  fraud: say('We cannot complete this order online. Please visit one of our stores with your ID card.'),
  lines: say('Maximum connections exceeded'),
  planButton: say('Plan details'),
  plan: say('Selected plan'),
  merge: say('Your cart could not be merged'),
  ok: say('OK'),
  close: say('Close'),
}));

/** Records personal details with this ID number on the quote holding `msisdn` (null: none). */
function recordIdNumber(msisdn: string, idNumber: string | null): void {
  wordpressPhp(
    `global $wpdb; $q = $wpdb->prefix . 'whl_sbx_quotes'; $i = $wpdb->prefix . 'whl_sbx_quote_items';
     $details = $argv[3] === '' ? null : wp_json_encode(['customer_id' => $argv[3], 'customer_id_type' => '1']);
     $wpdb->query($wpdb->prepare("UPDATE $q q JOIN $i i ON i.quote_id = q.quote_id SET q.personal_details = %s WHERE i.options LIKE %s",
       $details, '%' . $wpdb->esc_like($argv[2]) . '%'));`,
    [msisdn, idNumber ?? ''],
  );
}

async function openCart(page: Page, lang: Lang): Promise<void> {
  await page.goto(shopUrl('/my_cart/', lang));
  await cartWidget(page).locator('[part="cart"]').waitFor();
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** The text of what has the focus, through the widget's shadow root, and whether it is inside the open popup. */
function focused(cart: Locator): Promise<{ text: string; inPopup: boolean }> {
  return cart.evaluate((host) => {
    const active = host.shadowRoot!.activeElement;
    return { text: active?.textContent?.trim() ?? '', inPopup: active?.closest('dialog[open]') != null };
  });
}

/** The texts Chromium's accessibility tree exposes (an inert node is left out: neither read nor announced). */
async function readAloud(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { ignored: boolean; name?: { value?: string } }[] };
  await cdp.detach();
  return nodes.filter((node) => !node.ignored && node.name?.value).map((node) => node.name!.value!.trim());
}

for (const lang of ['en', 'ar'] as Lang[]) {
  const text = TEXT[lang];
  describe(`000 §2.8 the cart's popups (${lang})`, () => {
    test('fraud toast; maximum connections; selected plan; cart merge failure', async () => {
      const { page, errors } = await newShopper();
      const { msisdn } = await reserveOnCart(page, lang);
      const cart = cartWidget(page);

      // 000 §2.8, §8 fraud customer: the footer hidden, the server's message as a warning toast for 5 s
      recordIdNumber(msisdn, '99900001');
      await openCart(page, lang);
      const toast = cart.locator('[part="toast"]');
      await toast.waitFor();
      expect((await toast.textContent())?.trim()).toBe(text.fraud);
      expect(await cart.getByRole('link', { name: CART_TEXT[lang].checkout }).count()).toBe(0);
      expect(await cart.getByRole('button', { name: CART_TEXT[lang].checkout }).count()).toBe(0);
      await expectNoAxeViolations(page);
      await snap(page, JOURNEY, lang, 'fraud-toast', { fullPage: false });
      await toast.waitFor({ state: 'detached', timeout: 7000 });

      // 000 §8 'Too many lines': the maximum-connections popup; checkout disabled after OK
      recordIdNumber(msisdn, '99900002');
      await openCart(page, lang);
      const lines = cart.getByRole('dialog', { name: text.lines });
      await lines.waitFor();
      await expectNoAxeViolations(page);
      await snap(page, JOURNEY, lang, 'maximum-connections-popup');
      await lines.getByRole('button', { name: text.ok }).click();
      await lines.waitFor({ state: 'detached' });
      expect(await cart.getByRole('button', { name: CART_TEXT[lang].checkout }).isDisabled()).toBe(true);

      // 000 §2.8 selected plan: the plan the cart holds
      recordIdNumber(msisdn, null);
      await openCart(page, lang);
      await cart.getByRole('button', { name: text.planButton }).click();
      const plan = cart.getByRole('dialog', { name: text.plan });
      await plan.waitFor();
      expect(await plan.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
      await expectNoAxeViolations(page);
      await snap(page, JOURNEY, lang, 'selected-plan-popup');
      await plan.getByRole('button', { name: text.close }).click();
      await plan.waitFor({ state: 'detached' });
      expect(await cart.getByRole('link', { name: CART_TEXT[lang].checkout }).count()).toBe(1);

      // 000 §3.17, §4.5 cart merge failure: the popup, the countdown hidden until OK clears the flag
      await page.evaluate(() => sessionStorage.setItem('cart_merge_failure_popup', 'true'));
      await openCart(page, lang);
      const merge = cart.getByRole('dialog', { name: text.merge });
      await merge.waitFor();
      expect(await cartTimer(page).count()).toBe(0);
      await expectNoAxeViolations(page);
      await snap(page, JOURNEY, lang, 'cart-merge-failure-popup');
      await merge.getByRole('button', { name: text.ok }).click();
      await cartTimer(page).waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('cart_merge_failure_popup'))).toBeNull();

      expect(errors).toEqual([]);
    });

    test('a popup is a native modal dialog: Tab wraps inside, the page behind is inert, a toast shows above it and is read', async () => {
      const { page, errors } = await newShopper();
      const { msisdn } = await reserveOnCart(page, lang);
      const cart = cartWidget(page);
      const remove = cart.getByRole('button', { name: CART_TEXT[lang].remove });
      await remove.click();
      const dialog = cart.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.evaluate((node) => node.matches('dialog:modal'))).toBe(true);
      // the page behind: its backdrop takes the pointer (hit-testing lands on the dialog, never under it)
      const corner = await page.evaluate(
        () => document.elementFromPoint(2, innerHeight - 2)?.shadowRoot?.elementFromPoint(2, innerHeight - 2)?.tagName,
      );
      expect(corner).toBe('DIALOG');
      // Tab and Shift+Tab stay inside: Cancel, Remove, Cancel again; back to Remove
      expect(await focused(cart)).toEqual({ text: CART_TEXT[lang].cancel, inPopup: true });
      const stops: { text: string; inPopup: boolean }[] = [];
      for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        stops.push(await focused(cart));
      }
      const [cancel, confirm] = [CART_TEXT[lang].cancel, CART_TEXT[lang].confirmRemove].map((text) => ({ text, inPopup: true }));
      expect(stops).toEqual([confirm, cancel, confirm, cancel]);
      // Escape closes it through the cart (an escapable popup), the focus back on the button that opened it
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await focused(cart)).toEqual({ text: CART_TEXT[lang].remove, inPopup: false });

      // 000 §2.8 the fraud toast, then the selected-plan popup over it: the toast moves inside the popup,
      // above its backdrop, still read (outside a modal dialog it would be inert)
      recordIdNumber(msisdn, '99900001');
      await openCart(page, lang);
      const toast = cart.locator('[part="toast"]');
      await toast.waitFor();
      await cart.getByRole('button', { name: text.planButton }).click();
      const plan = cart.getByRole('dialog', { name: text.plan });
      await plan.waitFor();
      expect(await toast.evaluate((node) => [node.closest('dialog[open]') !== null, node.matches(':popover-open')])).toEqual([true, true]);
      const onTop = await toast.evaluate((node) => {
        const box = node.getBoundingClientRect();
        const root = node.getRootNode() as ShadowRoot;
        return root.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === node;
      });
      expect(onTop).toBe(true);
      expect(await readAloud(page)).toContain(text.fraud);
      await snap(page, JOURNEY, lang, 'toast-over-a-popup', { fullPage: false });
      expect(errors).toEqual([]);
    });
  });
}
