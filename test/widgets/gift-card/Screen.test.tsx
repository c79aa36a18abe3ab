// 000 §2.2 a gift card's page: the widget adds the card in the amount checked (contract §8.7), once
// per click, and asks before it replaces another kind of order (src/shop/add-to-cart.tsx).
import { act, waitFor, within } from '@testing-library/react';
import { GiftCardScreen } from '../../../widgets/gift-card/Screen';
import { fakeBridge, type Handler } from '../../src/support/fake-bridge';
import { testStore } from '../../src/support/store';
import { renderInElement } from '../../src/support/render';
import { configFor, currentNonce, failure } from '../../src/support/fixtures';

const PAGE = `<div class="whl-gift"><fieldset><input type="radio" name="whl-amount" value="5.000" checked>
<input type="radio" name="whl-amount" value="20.000"></fieldset><button type="button" data-add-card="sahel-gift-card">Add to cart</button></div>`;
const KEY = 'wp_postpaid_prepaid_module/wp_gift_card_add_to_cart';
const ADDED = { body: { responseCode: 'success', quote_id: 'q', cart_items_count: 1, redirection_url: '/my_cart/' } };

function setup(add: Handler[], lang: 'en' | 'ar' = 'en') {
  document.body.innerHTML = '';
  const bridge = fakeBridge({ 'current-nonce': { body: currentNonce('n', 0) }, [KEY]: add });
  const page = testStore({ client: bridge.client, config: configFor(lang) });
  const { host, shadow } = renderInElement('whl-gift-card', PAGE, <GiftCardScreen />, lang);
  return { bridge, page, host, shadow, button: host.querySelector<HTMLButtonElement>('[data-add-card]')! };
}

describe('000 §2.2 a gift card page: add to cart', () => {
  test('the amount checked, once per double click; then the cart opens', async () => {
    const { bridge, page, host, button } = setup([ADDED]);
    host.querySelector<HTMLInputElement>('[value="20.000"]')!.checked = true;
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(page.navigate).toHaveBeenCalledWith('https://shop.example/my_cart/'));
    expect(bridge.callsTo(KEY).map((call) => call.fields)).toEqual([
      { card: 'sahel-gift-card', amount: '20.000', cart_update_flag: 'cart-not-clear' },
    ]);
  });

  test('another kind of order in the cart: Replace resends with cart-clear (Arabic)', async () => {
    const { bridge, shadow, button } = setup([failure('cart_not_empty', 409), ADDED], 'ar');
    act(() => button.click());
    const dialog = await within(shadow).findByRole('dialog', { name: 'هل تريد استبدال ما في سلتك؟' });
    act(() => within(dialog).getByRole('button', { name: 'استبدال' }).click());
    await waitFor(() => expect(bridge.callsTo(KEY)).toHaveLength(2));
    expect(bridge.callsTo(KEY)[1]!.fields).toMatchObject({ cart_update_flag: 'cart-clear' });
  });

  test('a refusal the page has no words for is said as a failure; the button works again', async () => {
    const { shadow, button } = setup([failure('validation_error', 422)]);
    act(() => button.click());
    await within(shadow).findByRole('alert');
    expect(button.disabled).toBe(false);
  });
});
