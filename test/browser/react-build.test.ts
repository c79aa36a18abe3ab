// ARCHITECTURE §1: the same widgets ship as a React build; the plugin setting `build` picks it.
// The purchase slice must work the same on it.
import { restoreBridgeSettings, setBridgeSettings } from './support';
import { choosePrepaidPlan, chooseFirstFreeNumber, reserveAndGoToCart, widget, widgetText, digitsOf } from './journeys';
import { newShopper } from './fixture';
import { CART_TEXT } from './cart/cart-journeys';

describe('ARCHITECTURE §1 builds: the React build serves the purchase slice (000 §2.3–§2.8)', () => {
  let previous: Record<string, unknown>;
  beforeAll(async () => {
    previous = setBridgeSettings({ build: 'react' });
  });
  afterAll(async () => {
    restoreBridgeSettings(previous);
  });

  it('pages load the React entries and a shopper reaches the cart with a reserved number', async () => {
    const { page, errors } = await newShopper();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await choosePrepaidPlan(page, 'en', 'react-build');
    expect(scripts.some((u) => u.includes('/assets/build/react/whl-plan-cards.js'))).toBe(true);
    expect(scripts.some((u) => u.includes('/assets/build/preact/'))).toBe(false);
    const msisdn = await chooseFirstFreeNumber(page, 'en', 'react-build');
    await reserveAndGoToCart(page, 'en', 'react-build');
    expect(digitsOf(await widgetText(page, 'cart'))).toContain(msisdn);
    expect(await widget(page, 'cart').locator('[role="timer"]').textContent()).toMatch(/^\d{1,2}:\d{2}$/);

    // a popup is the same native modal dialog (docs/decisions/151-popups-are-native-modal-dialogs.md):
    // Tab stays in it, Escape closes it through the cart and the focus goes back to the button
    const cart = widget(page, 'cart');
    const remove = cart.getByRole('button', { name: CART_TEXT.en.remove });
    await remove.click();
    const dialog = cart.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.evaluate((node) => node.matches('dialog:modal'))).toBe(true);
    const inPopup = () => cart.evaluate((host) => host.shadowRoot!.activeElement?.closest('dialog[open]') != null);
    for (const key of ['Tab', 'Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await inPopup()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await remove.evaluate((button) => button === (button.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });
});
