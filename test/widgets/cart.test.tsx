import { act, fireEvent, screen, within } from '@testing-library/react';
import { CartScreen } from '../../widgets/cart/Screen';
import { fakeBridge } from '../src/support/fake-bridge';
import { testStore } from '../src/support/store';
import { renderScreen } from '../src/support/render';
import { cartSummary, configFor, emptyCart, failure } from '../src/support/fixtures';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const SUMMARY = 'cart-page-summary_details';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick'] });
});
afterEach(() => jest.useRealTimers());

function setup(reply: Parameters<typeof fakeBridge>[0][string], lang: 'en' | 'ar' = 'en') {
  const bridge = fakeBridge({ [SUMMARY]: reply });
  const page = testStore({ client: bridge.client, config: configFor(lang), url: 'https://shop.example/my_cart/', window });
  renderScreen(<CartScreen />, lang, ['cart']);
  return { bridge, ...page };
}

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const timer = () => screen.getByRole('timer');

describe('000 §2.8 cart: order summary from the bridge and the checkout button', () => {
  test('plan, number and price lines; subtotal, VAT 5 % and total as the bridge computed them', async () => {
    setup({ body: cartSummary(899) });
    await screen.findByRole('heading', { name: 'My cart' });
    const line = screen.getByText('Hala 5').closest('li')!;
    expect(line.textContent).toContain('OMR 5.000');
    expect(line.textContent).toContain('9123 4567');
    expect(line.textContent).toContain('Free');
    const totals = screen.getByText('Subtotal').closest('dl')!;
    expect(within(totals).getByText('VAT (5%)').nextElementSibling?.textContent).toBe('OMR 0.250');
    expect(within(totals).getByText('Total').nextElementSibling?.textContent).toBe('OMR 5.250');
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('https://shop.example/prepaid-personal-info/');
    expect(screen.getByRole('link', { name: 'Change number' }).getAttribute('href')).toBe(
      'https://shop.example/prepaid-recommended-numbers/?plan=hala-5',
    );
  });

  test('in Arabic the links keep lang=ar and the amounts keep Latin digits', async () => {
    setup({ body: cartSummary(899) }, 'ar');
    await screen.findByRole('heading', { name: 'سلة التسوق' });
    expect(screen.getByRole('link', { name: 'إتمام الشراء' }).getAttribute('href')).toBe('https://shop.example/prepaid-personal-info/?lang=ar');
    expect(screen.getByText('الإجمالي').nextElementSibling?.textContent).toBe('5.250 ر.ع.');
  });

  test('000 §2.8 an empty cart shows the empty-cart section', async () => {
    setup({ body: emptyCart() });
    await screen.findByRole('heading', { name: 'Your cart is empty' });
    expect(screen.getByRole('link', { name: 'Browse plans' }).getAttribute('href')).toBe('https://shop.example/');
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  test('a failed load offers a retry', async () => {
    const { bridge } = setup([failure('failure', 500), { body: cartSummary(899) }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'My cart' });
    expect(bridge.callsTo(SUMMARY)).toHaveLength(2);
  });
});

describe('000 §4.3 / contract §4.4 the reserved number counts down from the server’s remaining time', () => {
  test('ticks every second from the server’s remaining seconds, whatever was stored before', async () => {
    localStorage.setItem('number_blocked_time', String(NOW - 600_000)); // 5 min left by an older value
    setup({ body: cartSummary(899) });
    await screen.findByRole('timer');
    expect(timer().textContent).toBe('14:59');
    tick(1000);
    expect(timer().textContent).toBe('14:58');
    tick(60_000);
    expect(timer().textContent).toBe('13:58');
    // set when the answer arrived (the test's clock had moved a few ms while waiting for it)
    const stored = Number(localStorage.getItem('number_blocked_time'));
    expect(stored).toBeGreaterThanOrEqual(NOW - 1000);
    expect(stored).toBeLessThan(NOW - 1000 + 200);
  });

  test('red under 1 minute; the reservation text red at 5 s or less', async () => {
    setup({ body: cartSummary(62) });
    await screen.findByRole('timer');
    expect(timer().textContent).toBe('01:02');
    expect(timer().className).not.toContain('red');
    tick(2000);
    expect(timer().textContent).toBe('01:00');
    expect(timer().className).not.toContain('red');
    tick(1000);
    expect(timer().textContent).toBe('00:59');
    expect(timer().className).toContain('red');
    expect(timer().parentElement!.className).not.toContain('red');
    tick(54_000);
    expect(timer().textContent).toBe('00:05');
    expect(timer().parentElement!.className).toContain('red');
  });

  test("on expiry: 'Selected number has expired', CHOOSE ANOTHER NUMBER, checkout disabled", async () => {
    setup({ body: cartSummary(3) });
    await screen.findByRole('timer');
    expect(screen.getByRole('link', { name: 'Checkout' })).toBeTruthy();
    tick(3000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Selected number has expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CHOOSE ANOTHER NUMBER' }).getAttribute('href')).toBe(
      'https://shop.example/prepaid-recommended-numbers/?plan=hala-5',
    );
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('a hold the server already ended shows as expired at once', async () => {
    setup({ body: cartSummary(0) });
    await screen.findByText('Selected number has expired');
    expect(localStorage.getItem('number_blocked_time')).toBeNull();
  });

  test('another tab’s reservation (storage event) moves this countdown too', async () => {
    setup({ body: cartSummary(899) });
    await screen.findByRole('timer');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'number_blocked_time', newValue: String(NOW - 870_000), storageArea: localStorage }),
      );
    });
    tick(1000);
    expect(timer().textContent).toBe('00:29');
  });
});
