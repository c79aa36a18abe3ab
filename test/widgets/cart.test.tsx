import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CartScreen } from '../../widgets/cart/Screen';
import { CartBadgeScreen } from '../../widgets/cart-badge/Screen';
import { fakeBridge } from '../src/support/fake-bridge';
import { testStore } from '../src/support/store';
import { renderScreen } from '../src/support/render';
import { cartSummary, configFor, currentNonce, emptyCart, failure } from '../src/support/fixtures';

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
  renderScreen(<CartScreen />, lang);
  return { bridge, ...page };
}

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const timer = () => screen.getByRole('timer');

describe('000 §2.8 cart: order summary from the bridge and the checkout button', () => {
  test('plan, number and price lines; subtotal, VAT 5 % and total as the bridge computed them', async () => {
    setup({ body: cartSummary(899) });
    await screen.findByRole('heading', { name: 'My cart' });
    const line = screen.getByText('Hala 5').closest('li')!;
    // 000 §9 / issue 8: the plan at the amount its card showed (VAT included, and said so)
    expect(line.querySelector('[part=price]')?.textContent).toBe('OMR 5.250incl. VAT');
    expect(line.textContent).toContain('9123 4567');
    expect(line.textContent).toContain('Free');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    const totals = within(summary).getByText('Subtotal (excl. VAT)').closest('dl')!;
    expect(within(totals).getByText('Subtotal (excl. VAT)').nextElementSibling?.textContent).toBe('OMR 5.000');
    expect(within(totals).getByText('VAT (5%)').nextElementSibling?.textContent).toBe('OMR 0.250');
    expect(totals.querySelector('.total dd')?.textContent).toBe('OMR 5.250');
    expect(totals.querySelector('.total dt')?.textContent).toBe('Due today incl. VAT');
    expect(screen.queryByText('Monthly')).toBeNull(); // prepaid: nothing monthly
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('https://shop.example/prepaid-personal-info/');
    // 000 §4.2: the change button changes the number of the plan in the cart
    expect(screen.getByRole('link', { name: 'Change number' }).getAttribute('href')).toBe(
      'https://shop.example/prepaid-recommended-numbers/?plan=hala-5&method=change-number',
    );
  });

  test('in Arabic the links keep lang=ar and the amounts keep Latin digits', async () => {
    setup({ body: cartSummary(899) }, 'ar');
    await screen.findByRole('heading', { name: 'سلة التسوق' });
    expect(screen.getByRole('link', { name: 'إتمام الشراء' }).getAttribute('href')).toBe(
      'https://shop.example/prepaid-personal-info/?lang=ar',
    );
    expect(document.querySelector('.total dd')?.textContent).toBe('5.250 ر.ع.');
    expect(document.querySelector('.total dt')?.textContent).toBe('المستحق اليوم شامل ضريبة القيمة المضافة');
  });

  test('000 §9 / issue 8: a postpaid cart shows what is due today apart from the monthly charge, as the bridge splits them', async () => {
    const postpaid = cartSummary(899);
    postpaid.items[0] = {
      ...postpaid.items[0]!,
      sku: 'POST-ENDLESS-12',
      name: 'Shahry Endless 12',
      service_type: 'postpaid',
      price: '12.000',
      number_price: '5.000',
      ...{ price_incl_vat: '12.600', billing: 'monthly', number_price_incl_vat: '5.250' },
    };
    setup({
      body: {
        ...postpaid,
        selected_order_type: 'postpaid',
        totals: { subtotal: '17.000', vat: '0.850', grand_total: '17.850', vat_percent: 5 },
        due_today: { subtotal: '5.000', vat: '0.250', grand_total: '5.250', vat_percent: 5 },
        monthly: { subtotal: '12.000', vat: '0.600', grand_total: '12.600', vat_percent: 5 },
        upfrontAmount: '5.250',
      },
    });
    const line = (await screen.findByText('Shahry Endless 12')).closest('li')!;
    const [plan, number] = [...line.querySelectorAll('[part=price]')].map((price) => price.textContent);
    expect([plan, number]).toEqual(['OMR 12.600 /monthincl. VAT', 'OMR 5.250incl. VAT']);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Subtotal (excl. VAT)').nextElementSibling?.textContent).toBe('OMR 5.000');
    expect(summary.querySelector('[part=totals] .total dd')?.textContent).toBe('OMR 5.250');
    expect(summary.querySelector('[part=monthly] .total dd')?.textContent).toBe('OMR 12.600 /monthincl. VAT');
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
    expect(timer().className).not.toContain('danger');
    tick(2000);
    expect(timer().textContent).toBe('01:00');
    expect(timer().className).not.toContain('danger');
    tick(1000);
    expect(timer().textContent).toBe('00:59');
    expect(timer().className).toContain('danger');
    expect(timer().parentElement!.className).not.toContain('danger');
    tick(54_000);
    expect(timer().textContent).toBe('00:05');
    expect(timer().parentElement!.className).toContain('danger');
  });

  test("on expiry: 'Selected number has expired' announced once, one action in sentence case, checkout disabled (issue 8)", async () => {
    setup({ body: cartSummary(3) });
    await screen.findByRole('timer');
    expect(screen.getByRole('link', { name: 'Checkout' })).toBeTruthy();
    tick(3000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Selected number has expiredTaking you back to choose another number…',
    ]);
    expect(screen.getAllByRole('link', { name: /choose another number/i })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Choose another number' }).getAttribute('href')).toBe(
      'https://shop.example/prepaid-recommended-numbers/?plan=hala-5&method=change-number',
    );
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Checkout' }).disabled).toBe(true);
  });

  test('a hold the server already ended shows as expired at once', async () => {
    setup({ body: cartSummary(0) });
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toContain('Selected number has expired');
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

/** The cart summary with the plan line changed (postpaid, tourist pack, …). */
function summaryWith(remaining: number, changes: { serviceType?: string; subCategory?: string; urlKey?: string } = {}) {
  const body = cartSummary(remaining);
  const serviceType = changes.serviceType ?? 'prepaid';
  return {
    ...body,
    items: body.items.map((item) => ({ ...item, service_type: serviceType })),
    selected_order_type: serviceType,
    urlKey: changes.urlKey ?? body.urlKey,
    selected_order_sub_category_type: changes.subCategory ?? '',
  };
}

describe('000 §4.3 on expiry: the message first, then back to number selection (postpaid, prepaid); the tourist pack changes its number', () => {
  test('prepaid: the expired message stays for the toast time (5 s), then the page goes to number selection', async () => {
    const { navigate } = setup({ body: cartSummary(2) });
    await screen.findByRole('timer');
    tick(2000);
    expect(screen.getByRole('alert').textContent).toBe('Selected number has expiredTaking you back to choose another number…'); // two lines
    tick(4999);
    expect(navigate).not.toHaveBeenCalled();
    tick(1);
    expect(navigate).toHaveBeenCalledWith('https://shop.example/prepaid-recommended-numbers/?plan=hala-5&method=change-number');
  });

  test('postpaid goes to the postpaid number selection, in Arabic with lang=ar', async () => {
    const { navigate } = setup({ body: summaryWith(1, { serviceType: 'postpaid', urlKey: 'shahry-10' }) }, 'ar');
    await screen.findByRole('timer');
    tick(1000);
    expect(screen.getByRole('alert').textContent).toContain('انتهت مدة حجز الرقم المختار');
    expect(screen.getByRole('link', { name: 'اختر رقمًا آخر' })).toBeTruthy();
    tick(5000);
    expect(navigate).toHaveBeenCalledWith('https://shop.example/postpaid-recommended-numbers/?plan=shahry-10&method=change-number&lang=ar');
  });

  test('the tourist pack is not redirected: a change-number control is offered instead, checkout stays disabled', async () => {
    const { navigate } = setup({ body: summaryWith(1, { subCategory: 'fifa_tourist_pack' }) });
    await screen.findByRole('timer');
    tick(1000);
    expect(screen.getByRole('alert').textContent).toBe('Selected number has expired');
    expect(screen.getByRole('link', { name: 'Choose another number' }).getAttribute('href')).toContain('method=change-number');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Checkout' }).disabled).toBe(true);
    tick(60_000);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a hold still running never redirects', async () => {
    const { navigate } = setup({ body: cartSummary(899) });
    await screen.findByRole('timer');
    tick(10_000);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('000 §4.3 reservation guard on the cart: checked on load and on checkout', () => {
  test('a cart whose hold the server already ended opens the number-expired popup (Escape ignored)', async () => {
    setup({ body: cartSummary(0) });
    const dialog = await screen.findByRole('dialog', { name: 'Selected number has expired' });
    expect(within(dialog).getByRole('link', { name: 'Choose another number' }).getAttribute('href')).toBe(
      'https://shop.example/prepaid-recommended-numbers/?plan=hala-5&method=change-number',
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(dialog).queryAllByRole('button')).toEqual([]); // no way to close it
  });

  test('a running hold shows no popup', async () => {
    setup({ body: cartSummary(899) });
    await screen.findByRole('timer');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('checkout clicked after the hold ran out (between two ticks) is blocked and shows the popup', async () => {
    let clock = NOW;
    const bridge = fakeBridge({ [SUMMARY]: { body: cartSummary(30) } });
    const { navigate } = testStore({ client: bridge.client, now: () => clock, url: 'https://shop.example/my_cart/' });
    renderScreen(<CartScreen />, 'en');
    const checkout = await screen.findByRole('link', { name: 'Checkout' });
    clock = NOW + 31_000;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void checkout.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Selected number has expired' })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  test('checkout with a running hold follows the link', async () => {
    setup({ body: cartSummary(899) });
    const checkout = await screen.findByRole('link', { name: 'Checkout' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    checkout.addEventListener('click', (event) => event.preventDefault(), { once: true }); // jsdom cannot navigate
    act(() => void checkout.dispatchEvent(click));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('000 §2.8 / §4.2 clearing the cart: remove-from-cart popup → wp_full_clear_cart → /empty-cart/', () => {
  const CLEAR = 'wp_postpaid_prepaid_module/wp_full_clear_cart';
  const cleared = { body: { responseCode: 'success', redirection_url: '/empty-cart/', cart_items_count: 0 } };

  function setupClear(clear: Parameters<typeof fakeBridge>[0][string], lang: 'en' | 'ar' = 'en') {
    const bridge = fakeBridge({
      [SUMMARY]: { body: cartSummary(899) },
      [CLEAR]: clear,
      'current-nonce': { body: currentNonce('n0nce', 1) },
    });
    const page = testStore({ client: bridge.client, config: configFor(lang), url: 'https://shop.example/my_cart/', window });
    renderScreen(
      <>
        <CartBadgeScreen />
        <CartScreen />
      </>,
      lang,
    );
    return { bridge, ...page };
  }

  test('Remove from cart asks first; Cancel and Escape keep the cart', async () => {
    const { bridge } = setupClear(cleared);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from cart' }));
    expect(await screen.findByRole('dialog', { name: 'Remove from cart?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove from cart' }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bridge.callsTo(CLEAR)).toHaveLength(0);
  });

  test('confirming clears the cart on the bridge, removes the stored cart keys and the reservation time, the badge empties, then /empty-cart/', async () => {
    sessionStorage.setItem('postpaid_prepaid_selected_plan', 'PRE-HALA-5');
    sessionStorage.setItem('product_service_type', 'prepaid');
    sessionStorage.setItem('cart_item_type', 'plan');
    sessionStorage.setItem('currentSelectedNo', '91234567');
    sessionStorage.setItem('currentSelectedNoLabel', 'FREE');
    sessionStorage.setItem('cartrespData', '{}');
    sessionStorage.setItem('active_cart_item_product_name', 'Hala 5');
    const { bridge, navigate, store } = setupClear(cleared);
    await screen.findByRole('timer');
    await act(() => store.getState().bootstrap());
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
    expect(localStorage.getItem('number_blocked_time')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove from cart' }));
    const confirm = await screen.findByRole('button', { name: 'Remove' });
    await act(async () => void fireEvent.click(confirm));

    expect(bridge.callsTo(CLEAR)).toHaveLength(1);
    expect(localStorage.getItem('number_blocked_time')).toBeNull();
    for (const key of [
      'postpaid_prepaid_selected_plan',
      'product_service_type',
      'cart_item_type',
      'currentSelectedNo',
      'currentSelectedNoLabel',
      'number_selected',
      'cartrespData',
      'active_cart_item_product_name',
    ]) {
      expect([key, sessionStorage.getItem(key)]).toEqual([key, null]);
    }
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith('https://shop.example/empty-cart/');
  });

  test('in Arabic the empty-cart page keeps lang=ar', async () => {
    const { navigate } = setupClear(cleared, 'ar');
    fireEvent.click(await screen.findByRole('button', { name: 'إزالة من السلة' }));
    const confirm = await screen.findByRole('button', { name: 'إزالة' });
    await act(async () => void fireEvent.click(confirm));
    expect(navigate).toHaveBeenCalledWith('https://shop.example/empty-cart/?lang=ar');
  });

  test('a failed clear keeps the cart and its reservation and shows the error toast for 5 s', async () => {
    const { navigate } = setupClear(failure('failure', 500));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from cart' }));
    const confirm = await screen.findByRole('button', { name: 'Remove' });
    await act(async () => void fireEvent.click(confirm));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Something went wrong, Please try again.')).toBeTruthy();
    expect(localStorage.getItem('number_blocked_time')).not.toBeNull();
    tick(5000);
    expect(screen.queryByText('Something went wrong, Please try again.')).toBeNull();
  });
});

describe('000 §4.3 reset-timer: releases the number on the server and clears the blocked time', () => {
  const UNRESERVE = 'wpb_esb_unreserve_number';

  test('a reset-timer event unreserves the cart’s number once, however many widgets are on the page, and the cart shows it expired', async () => {
    const bridge = fakeBridge({
      [SUMMARY]: [{ body: cartSummary(899) }, { body: cartSummary(899) }, { body: cartSummary(0) }],
      [UNRESERVE]: { body: { responseCode: 'success' } },
    });
    testStore({ client: bridge.client, url: 'https://shop.example/my_cart/', window });
    renderScreen(
      <>
        <CartScreen />
        <CartScreen />
      </>,
      'en',
    );
    await waitFor(() => expect(screen.getAllByRole('timer')).toHaveLength(2));
    await act(async () => void window.dispatchEvent(new Event('reset-timer')));
    expect(bridge.callsTo(UNRESERVE).map((call) => call.fields)).toEqual([{ selected_msisdn: '91234567' }]);
    expect(localStorage.getItem('number_blocked_time')).toBeNull();
    await waitFor(() => expect(screen.queryAllByRole('timer')).toHaveLength(0));
    expect(screen.getAllByRole('alert')[0]!.textContent).toContain('Selected number has expired');
  });

  test('a failed release is only logged: the blocked time is cleared all the same', async () => {
    const bridge = fakeBridge({ [SUMMARY]: [{ body: cartSummary(899) }, { body: cartSummary(0) }], [UNRESERVE]: failure('failure', 500) });
    testStore({ client: bridge.client, url: 'https://shop.example/my_cart/', window });
    renderScreen(<CartScreen />, 'en');
    await screen.findByRole('timer');
    await act(async () => void window.dispatchEvent(new Event('reset-timer')));
    expect(bridge.callsTo(UNRESERVE)).toHaveLength(1);
    expect(localStorage.getItem('number_blocked_time')).toBeNull();
  });
});

describe('000 §4.3 / contract §4.4 two widgets on one page count the same time', () => {
  test('both carts show the same remaining seconds, tick after tick', async () => {
    const bridge = fakeBridge({ [SUMMARY]: { body: cartSummary(120) } });
    testStore({ client: bridge.client, url: 'https://shop.example/my_cart/', window });
    renderScreen(
      <>
        <CartScreen />
        <CartScreen />
      </>,
      'en',
    );
    await waitFor(() => expect(screen.getAllByRole('timer')).toHaveLength(2));
    for (let i = 0; i < 3; i += 1) {
      const [a, b] = screen.getAllByRole('timer').map((el) => el.textContent);
      expect(a).toBe(b);
      tick(1000);
    }
    expect(screen.getAllByRole('timer')[0]!.textContent).toBe('01:57');
  });
});
