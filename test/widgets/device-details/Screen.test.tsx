// 000 §2.6 the device page's add to cart (contract §8.6): the bridge prints the page inside the
// element; the widget sends the checked variant and way to pay once per click, asks before it
// replaces another kind of order, and says a sold-out choice or a failure without leaving the page.
import { act, waitFor, within } from '@testing-library/react';
import { DeviceDetailsScreen } from '../../../widgets/device-details/Screen';
import { fakeBridge, type Handler } from '../../src/support/fake-bridge';
import { testStore } from '../../src/support/store';
import { renderInElement } from '../../src/support/render';
import { configFor, currentNonce, failure } from '../../src/support/fixtures';

const PAGE = `<div class="whl-device"><fieldset><input type="radio" name="whl-variant" value="S24" checked></fieldset>
<div data-variant="S24"><fieldset><input type="radio" name="whl-pay-S24" value="0" checked><input type="radio" name="whl-pay-S24" value="24"></fieldset>
<button type="button" data-add="S24">Add to cart</button></div></div>`;
const KEY = 'wp_postpaid_prepaid_module/wp_device_add_to_cart';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.body.innerHTML = '';
});

function setup(add: Handler[], lang: 'en' | 'ar' = 'en') {
  const bridge = fakeBridge({ 'current-nonce': { body: currentNonce('n', 0) }, [KEY]: add });
  const page = testStore({ client: bridge.client, config: configFor(lang) });
  const { host, shadow } = renderInElement('whl-device-details', PAGE, <DeviceDetailsScreen />, lang);
  const button = host.querySelector<HTMLButtonElement>('[data-add]')!;
  return { bridge, page, host, shadow, button };
}

const ADDED = { body: { responseCode: 'success', quote_id: 'q', cart_items_count: 1, redirection_url: '/my_cart/' } };

describe('000 §2.6 a device page: add to cart', () => {
  test('a double click sends once, the variant paid in full as devices; then the cart opens', async () => {
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const { bridge, page, button } = setup([async () => (await held, ADDED)]);
    act(() => {
      button.click();
      button.click();
    });
    expect(button.disabled).toBe(true);
    release();
    await waitFor(() => expect(page.navigate).toHaveBeenCalledWith('https://shop.example/my_cart/'));
    expect(bridge.callsTo(KEY)).toHaveLength(1);
    expect(bridge.callsTo(KEY)[0]!.fields).toEqual({
      sku: 'S24',
      order_type: 'devices',
      installment_months: '',
      cart_update_flag: 'cart-not-clear',
    });
  });

  test('the months checked make it device-installment', async () => {
    const { bridge, host, button } = setup([ADDED]);
    host.querySelector<HTMLInputElement>('[value="24"]')!.checked = true;
    act(() => button.click());
    await waitFor(() => expect(bridge.callsTo(KEY)).toHaveLength(1));
    expect(bridge.callsTo(KEY)[0]!.fields).toMatchObject({ order_type: 'device-installment', installment_months: '24' });
  });

  test('another kind of order in the cart: the popup asks; Keep my cart sends nothing more, Replace resends with cart-clear', async () => {
    const { bridge, page, shadow, button } = setup([failure('cart_not_empty', 409), failure('cart_not_empty', 409), ADDED]);
    act(() => button.click());
    const dialog = await within(shadow).findByRole('dialog', { name: 'Replace what is in your cart?' });
    act(() => within(dialog).getByRole('button', { name: 'Keep my cart' }).click());
    await waitFor(() => expect(within(shadow).queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(bridge.callsTo(KEY)).toHaveLength(1);

    act(() => button.click());
    const again = await within(shadow).findByRole('dialog');
    act(() => within(again).getByRole('button', { name: 'Replace' }).click());
    await waitFor(() => expect(bridge.callsTo(KEY)).toHaveLength(3));
    expect(bridge.callsTo(KEY)[2]!.fields).toMatchObject({ cart_update_flag: 'cart-clear' });
    await waitFor(() => expect(page.navigate).toHaveBeenCalled());
  });

  test('a sold-out choice is said in Arabic too, and the button works again', async () => {
    const { shadow, button } = setup([failure('out_of_stock', 409)], 'ar');
    act(() => button.click());
    expect((await within(shadow).findByRole('alert')).textContent).toBe('نفد هذا الخيار للتو. يرجى اختيار لون أو سعة تخزين أخرى.');
    expect(button.disabled).toBe(false);
  });

  test('a failed call says so and loses nothing', async () => {
    const { shadow, button, page } = setup([failure('failure', 500)]);
    act(() => button.click());
    expect((await within(shadow).findByRole('alert')).textContent).toMatch(/something went wrong|try again/i);
    expect(page.navigate).not.toHaveBeenCalled();
  });
});
