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

describe('000 §4.4 abandoned_cart_popup: a refused restore link', () => {
  test('with a refused cart hash the popup shows, its button goes to the homepage, Escape closes it', async () => {
    const bridge = fakeBridge({ 'current-nonce': { body: currentNonce('n', 0) } });
    testStore({ client: bridge.client, url: 'https://shop.example/?cart=used&notify_type=abandoned_cart' });
    renderScreen(<CartBadgeScreen />, 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Your cart could not be restored' });
    expect(dialog.textContent).toContain('The link to your cart has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).toBe('https://shop.example/');
    act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('in Arabic', async () => {
    const bridge = fakeBridge({ 'current-nonce': { body: currentNonce('n', 0) } });
    testStore({ client: bridge.client, config: configFor('ar'), url: 'https://shop.example/?cart=used&lang=ar' });
    renderScreen(<CartBadgeScreen />, 'ar');
    await screen.findByRole('dialog', { name: 'تعذّرت استعادة سلتك' });
    expect(screen.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' }).getAttribute('href')).toBe('https://shop.example/?lang=ar');
  });

  test('no popup without a cart hash', async () => {
    const bridge = fakeBridge({ 'current-nonce': { body: currentNonce('n', 0) } });
    testStore({ client: bridge.client });
    renderScreen(<CartBadgeScreen />, 'en');
    await screen.findByRole('link', { name: 'Cart, empty' });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
