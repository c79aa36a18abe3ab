import { act, screen } from '@testing-library/react';
import { CartBadgeScreen } from '../../widgets/cart-badge/Screen';
import { fakeBridge } from '../src/support/fake-bridge';
import { testStore } from '../src/support/store';
import { renderScreen } from '../src/support/render';
import { configFor, currentNonce } from '../src/support/fixtures';

beforeEach(() => sessionStorage.clear());

describe('000 §2.1 header cart badge: item count from current-nonce, link to my_cart', () => {
  test('shows the count with an accessible label and links to the cart', async () => {
    const bridge = fakeBridge({ 'current-nonce': { body: currentNonce('n', 2) } });
    testStore({ client: bridge.client });
    renderScreen(<CartBadgeScreen />, 'en');
    const link = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(link.getAttribute('href')).toBe('https://shop.example/my_cart/');
    expect(link.querySelector('[part=badge]')?.textContent).toBe('2');
  });

  test('before the count is known and with an empty cart there is no number', async () => {
    const bridge = fakeBridge({ 'current-nonce': { body: currentNonce('n', 0) } });
    testStore({ client: bridge.client });
    renderScreen(<CartBadgeScreen />, 'en');
    expect(screen.getByRole('link', { name: 'Cart' }).querySelector('[part=badge]')).toBeNull();
    const link = await screen.findByRole('link', { name: 'Cart, empty' });
    expect(link.querySelector('[part=badge]')).toBeNull();
  });

  test('updates when a plan is added to the cart (the store is shared by all widgets)', async () => {
    const bridge = fakeBridge({ 'current-nonce': { body: currentNonce('n', 0) } });
    const { store } = testStore({ client: bridge.client, config: configFor('ar') });
    renderScreen(<CartBadgeScreen />, 'ar');
    await screen.findByRole('link', { name: 'سلة التسوق فارغة' });
    act(() => store.getState().setCartCount(1));
    const link = screen.getByRole('link', { name: 'سلة التسوق، 1 منتج' });
    expect(link.getAttribute('href')).toBe('https://shop.example/my_cart/?lang=ar');
  });
});
