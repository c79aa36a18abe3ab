// 000 §2.6 the device filters' rules on the bridge's listing: iOS only with Apple among the brands,
// Apple alone unchecks the OS boxes, and the 'no device matches' line when no card is left.
import { applyFilterRules } from '../../../widgets/devices/filters';

const LISTING = `<div class="whl-shop"><fieldset><input type="checkbox" name="whl-brand" value="apple"><input type="checkbox" name="whl-brand" value="samsung"></fieldset>
<fieldset><input type="checkbox" name="whl-os" value="android"><input type="checkbox" name="whl-os" value="ios"></fieldset>
<ul><li class="whl-product" data-brand="apple"></li><li class="whl-product" data-brand="samsung"></li></ul></div>`;

function listing(checked: string[] = []): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = LISTING;
  for (const value of checked) host.querySelector<HTMLInputElement>(`[value=${value}]`)!.checked = true;
  return host;
}
const box = (host: Element, value: string) => host.querySelector<HTMLInputElement>(`[value=${value}]`)!;
/** Ticks a box as the shopper does, then the rules run. */
function tick(host: Element, value: string, checked = true): void {
  box(host, value).checked = checked;
  applyFilterRules(host, box(host, value));
}

describe('000 §2.6 the OS filter follows the brands', () => {
  test.each([
    ['no brand', [], true],
    ['Samsung only', ['samsung'], true],
    ['Apple', ['apple'], false],
    ['Apple and Samsung', ['apple', 'samsung'], false],
  ])('iOS with %s: disabled %s', (_name, brands, disabled) => {
    const host = listing(brands);
    applyFilterRules(host, null);
    expect(box(host, 'ios').disabled).toBe(disabled);
    expect(box(host, 'android').disabled).toBe(false);
  });

  test('iOS checked from the URL without Apple is unchecked as it is disabled', () => {
    const host = listing(['samsung', 'ios']);
    applyFilterRules(host, null);
    expect([box(host, 'ios').checked, box(host, 'ios').disabled]).toEqual([false, true]);
  });

  test('unchecking Apple disables and unchecks iOS', () => {
    const host = listing(['apple', 'samsung', 'ios']);
    applyFilterRules(host, null);
    tick(host, 'apple', false);
    expect([box(host, 'ios').checked, box(host, 'ios').disabled]).toEqual([false, true]);
  });

  test('Apple as the only brand unchecks the OS boxes; Apple with another brand keeps them', () => {
    const alone = listing(['android']);
    tick(alone, 'apple');
    expect([box(alone, 'android').checked, box(alone, 'ios').checked]).toEqual([false, false]);
    expect(box(alone, 'ios').disabled).toBe(false);

    const two = listing(['samsung', 'android']);
    tick(two, 'apple');
    expect(box(two, 'android').checked).toBe(true);
    tick(two, 'ios');
    expect(box(two, 'ios').checked).toBe(true);
  });

  test('ticking an OS box with Apple alone keeps it (the rule runs on a brand change)', () => {
    const host = listing(['apple']);
    applyFilterRules(host, null);
    tick(host, 'ios');
    expect(box(host, 'ios').checked).toBe(true);
  });
});

describe('000 §2.6 the listing says when no card is left', () => {
  test('no card laid out → data-none on the listing; a card shown → none', () => {
    const host = listing();
    const shop = host.querySelector('.whl-shop')!;
    applyFilterRules(host, null); // jsdom lays nothing out: every card counts as hidden
    expect(shop.hasAttribute('data-none')).toBe(true);
    const card = host.querySelector<HTMLElement>('.whl-product')!;
    jest.spyOn(card, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    applyFilterRules(host, null);
    expect(shop.hasAttribute('data-none')).toBe(false);
  });

  test('an empty catalogue is not "no match"', () => {
    const host = document.createElement('div');
    host.innerHTML = '<div class="whl-shop"><p>Nothing is on sale here right now.</p></div>';
    applyFilterRules(host, null);
    expect(host.querySelector('.whl-shop')!.hasAttribute('data-none')).toBe(false);
  });
});
