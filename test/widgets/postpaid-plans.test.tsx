// The postpaid listing's widget (000 §2.5): the bridge prints the listing inside the element (light
// DOM); the widget marks the term in the cart, puts the chosen SIM type on the chooser's links and
// in change-plan mode sends the change once. Rendered the way the shell does, into the element's
// shadow root, with the listing as its children.
import { act, waitFor, within } from '@testing-library/react';
import { PostpaidPlansScreen } from '../../widgets/postpaid-plans/Screen';
import { fakeBridge, type Handler } from '../src/support/fake-bridge';
import { testStore } from '../src/support/store';
import { renderInElement } from '../src/support/render';
import { configFor, currentNonce, failure } from '../src/support/fixtures';

const LISTING = `<div class="whl-listing"><fieldset><label><input type="radio" name="whl-sim" value="physical" checked>SIM</label>
<label><input type="radio" name="whl-sim" value="esim">eSIM</label></fieldset><ul>
<li class="whl-plan" data-plan="A"><div class="whl-plan__term" data-term="contract" data-sku="A"><a data-whl-link href="https://shop.example/postpaid-recommended-numbers/?plan=a">New line</a>
<button type="button" data-change="A">Choose A</button></div><div class="whl-plan__term" data-term="no-contract" data-sku="A-NC"><button type="button" data-change="A-NC">Choose A-NC</button></div></li>
<li class="whl-plan" data-plan="B"><div class="whl-plan__term" data-term="contract" data-sku="B"><button type="button" data-change="B">Choose B</button></div></li></ul></div>`;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.body.innerHTML = '';
});

interface Setup {
  count?: number;
  change?: Handler[];
  lang?: 'en' | 'ar';
  listing?: string;
}

function setup({ count = 0, change = [], lang = 'en', listing = LISTING }: Setup = {}) {
  const bridge = fakeBridge({
    'current-nonce': { body: currentNonce('n', count) },
    ...(change.length ? { 'wp_postpaid_prepaid_module/wp_change_plan_update_cart': change } : {}),
  });
  const page = testStore({ client: bridge.client, config: configFor(lang) });
  const { host, shadow } = renderInElement('whl-postpaid-plans', listing, <PostpaidPlansScreen />, lang);
  return { bridge, page, host, shadow };
}

const button = (host: Element, sku: string) => host.querySelector<HTMLButtonElement>(`[data-change="${sku}"]`)!;

describe('000 §2.5 the postpaid listing: what the widget adds to the bridge HTML', () => {
  test('the chooser links carry the chosen SIM type, and follow a change of it', () => {
    const { host } = setup();
    const link = host.querySelector('a')!;
    expect(new URL(link.href).searchParams.get('type')).toBe('physical');
    const esim = host.querySelector<HTMLInputElement>('[value=esim]')!;
    act(() => {
      esim.checked = true;
      esim.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(new URL(link.href).searchParams.get('type')).toBe('esim');
    expect(new URL(link.href).searchParams.get('plan')).toBe('a');
  });

  test('the term in the cart is marked (it shows its my_cart link), and only that term', async () => {
    const { page, host } = setup({ count: 1 });
    act(() => page.store.setState({ cartCount: 1, selectedPlanSku: 'A-NC' }));
    await waitFor(() => expect(host.querySelector('[data-sku="A-NC"]')!.hasAttribute('data-in-cart')).toBe(true));
    expect(host.querySelectorAll('[data-in-cart]')).toHaveLength(1);
    act(() => page.store.setState({ cartCount: 0 }));
    expect(host.querySelectorAll('[data-in-cart]')).toHaveLength(0);
  });

  test('000 §4.2 change-plan: a double click, or a second card, sends once; success leads to my_cart', async () => {
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const { bridge, page, host } = setup({
      change: [async () => (await held, { body: { responseCode: 'success', redirection_url: '' } })],
    });
    act(() => {
      button(host, 'B').click();
      button(host, 'B').click();
      button(host, 'A').click();
    });
    await waitFor(() => expect(bridge.callsTo('wp_postpaid_prepaid_module/wp_change_plan_update_cart')).toHaveLength(1));
    expect(bridge.calls.find((call) => call.key.startsWith('wp_postpaid'))!.fields).toEqual({ sku: 'B', service_type: 'postpaid' });
    expect(button(host, 'B').disabled).toBe(true);
    release();
    await waitFor(() => expect(page.navigate).toHaveBeenCalledWith('https://shop.example/my_cart/'));
  });

  test('contract §7.1 a change that dropped the checkout’s details leads to the personal step, which says why', async () => {
    const { page, host } = setup({
      change: [{ body: { responseCode: 'success', cart_items_count: 1, redirection_url: '/my_cart/', details_dropped: true } }],
    });
    act(() => button(host, 'B').click());
    await waitFor(() => expect(page.navigate).toHaveBeenCalledWith('https://shop.example/postpaid-personal-info/?notice=plan_changed'));
  });

  test('000 §8 the same plan is refused with the specified words, in Arabic too; the button works again', async () => {
    const { host, shadow } = setup({ lang: 'ar', change: [failure('same_plan', 409)] });
    act(() => button(host, 'A').click());
    expect((await within(shadow).findByRole('alert')).textContent).toBe('لقد اخترت هذه الباقة بالفعل، يرجى اختيار باقة أخرى.');
    expect(button(host, 'A').disabled).toBe(false);
  });

  test('a listing the bridge could not print offers to load the page again', async () => {
    const { page, shadow } = setup({ listing: '' });
    const retry = await within(shadow).findByRole('button', { name: 'Try again' });
    act(() => retry.click());
    expect(page.navigate).toHaveBeenCalledWith('https://shop.example/');
  });
});
