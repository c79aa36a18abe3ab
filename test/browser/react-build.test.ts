// ARCHITECTURE §1: the same widgets ship as a React build; the plugin setting `build` picks it.
// The purchase slice must work the same on it.
import { restoreBridgeSettings, setBridgeSettings } from './support';
import { choosePrepaidPlan, chooseFirstFreeNumber, reserveAndGoToCart, widget, widgetText, digitsOf } from './journeys';
import { newShopper } from './fixture';

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
    expect(errors).toEqual([]);
  });
});
