// The plan cards' widget (000 §2.3–§2.5): the bridge prints the cards inside the element (light DOM,
// WordPress\Html\PlanCards, whose rendering PHPUnit's HomepagePlansTest covers); the widget shows them through
// its slot and marks the plan in the cart, whose term then shows its my_cart link. Rendered the way
// the shell does, into the element's shadow root, with the cards as its children.
import { act, waitFor, within } from '@testing-library/react';
import { PlanCardsScreen } from '../../widgets/plan-cards/Screen';
import { fakeBridge } from '../src/support/fake-bridge';
import { testStore } from '../src/support/store';
import { renderInElement } from '../src/support/render';
import { configFor, currentNonce } from '../src/support/fixtures';

const CARDS = `<div class="whl-cards"><ul class="whl-grid" aria-label="Plans">
<li class="whl-plan" data-plan="PRE-HALA-5"><h3>Hala 5</h3><div class="whl-plan__term" data-sku="PRE-HALA-5">
<a class="whl-plan__buy" href="https://shop.example/prepaid-recommended-numbers/?plan=hala-5">Buy now</a>
<a class="whl-plan__in-cart" href="https://shop.example/my_cart/">In your cart</a></div></li>
<li class="whl-plan" data-plan="POST-SHAHRY-10"><h3>Shahry 10</h3><div class="whl-plan__term" data-sku="POST-SHAHRY-10">
<a class="whl-plan__buy" href="https://shop.example/postpaid-recommended-numbers/?plan=shahry-10">Buy now</a>
<a class="whl-plan__in-cart" href="https://shop.example/my_cart/">In your cart</a></div></li></ul></div>`;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.body.innerHTML = '';
});

function setup({ count = 0, cards = CARDS }: { count?: number; cards?: string } = {}) {
  const bridge = fakeBridge({ 'current-nonce': { body: currentNonce('n', count) } });
  const page = testStore({ client: bridge.client, config: configFor('en') });
  const { host, shadow } = renderInElement('whl-plan-cards', cards, <PlanCardsScreen />);
  return { bridge, page, host, shadow };
}

const marked = (host: Element) => [...host.querySelectorAll<HTMLElement>('[data-in-cart]')].map((term) => term.dataset.sku);

describe('000 §2.3–§2.5 plan cards: what the widget adds to the cards the bridge printed', () => {
  test('the cards show through the slot; with an empty cart no card is marked', async () => {
    const { bridge, host, shadow } = setup();
    expect(shadow.querySelector('slot')).not.toBeNull();
    await waitFor(() => expect(bridge.calls.map((call) => call.key)).toContain('current-nonce'));
    expect(marked(host)).toEqual([]);
  });

  test("000 §2.4 the plan in the cart is marked (its term shows 'In your cart'), only that one, and the mark follows the cart", async () => {
    const { page, host } = setup({ count: 1 });
    act(() => page.store.setState({ cartCount: 1, selectedPlanSku: 'POST-SHAHRY-10' }));
    await waitFor(() => expect(marked(host)).toEqual(['POST-SHAHRY-10']));
    act(() => page.store.setState({ selectedPlanSku: 'PRE-HALA-5' }));
    expect(marked(host)).toEqual(['PRE-HALA-5']);
    // a plan the session once chose, in a cart now empty, leads to its number page again
    act(() => page.store.setState({ cartCount: 0 }));
    expect(marked(host)).toEqual([]);
  });

  test('cards the bridge could not print offer to load the page again', async () => {
    const { page, shadow } = setup({ cards: '' });
    const retry = await within(shadow).findByRole('button', { name: 'Try again' });
    act(() => retry.click());
    expect(page.navigate).toHaveBeenCalledWith('https://shop.example/');
  });
});
