import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CartScreen } from '../../../widgets/cart/Screen';
import { CartBadgeScreen } from '../../../widgets/cart-badge/Screen';
import { CART_CHANNEL } from '../../../src/store/cart-sync';
import { fakeBridge } from '../../src/support/fake-bridge';
import { testStore } from '../../src/support/store';
import { renderScreen } from '../../src/support/render';
import { cartSummary, configFor, currentNonce, emptyCart } from '../../src/support/fixtures';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const SUMMARY = 'cart-page-summary_details';
const FRAUD_EN = 'We cannot complete this order online. Please visit one of our stores with your ID card.';
const FRAUD_AR = 'لا يمكننا إتمام هذا الطلب عبر الإنترنت. يُرجى زيارة أحد متاجرنا مع بطاقتك الشخصية.';

const PLAN = {
  name: 'Hala 5',
  sku: 'PRE-HALA-5',
  url_key: 'hala-5',
  validity: 28,
  price: '5.000',
  price_incl_vat: '5.250',
  service_type: 'prepaid',
  custom_attribute: { data_quota: '10', data_units: 'GB', voice_quota: '300', voice_units: 'Minutes' },
};

const summary = (extra: Record<string, unknown> = {}) => ({ ...cartSummary(899), selected_plan: PLAN, ...extra });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick'] });
});
afterEach(() => jest.useRealTimers());

function setup(replies: Parameters<typeof fakeBridge>[0], lang: 'en' | 'ar' = 'en', withBadge = false) {
  const bridge = fakeBridge(replies);
  const page = testStore({ client: bridge.client, config: configFor(lang), url: 'https://shop.example/my_cart/', window });
  renderScreen(
    <>
      {withBadge && <CartBadgeScreen />}
      <CartScreen />
    </>,
    lang,
  );
  return { bridge, ...page };
}

describe('000 §2.8, §8 fraud customer at the cart', () => {
  test.each([
    ['en', FRAUD_EN, 'My cart'],
    ['ar', FRAUD_AR, 'سلة التسوق'],
  ] as const)('%s: the footer (checkout) is hidden and the server’s message is a warning toast for 5 s', async (lang, message, heading) => {
    setup({ [SUMMARY]: { body: summary({ fraud_status: true, fraud_message: message }) } }, lang);
    await screen.findByRole('heading', { name: heading });
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toBe(message);
    expect(toast.className).toContain('warning');
    expect(screen.queryByRole('link', { name: lang === 'en' ? 'Checkout' : 'إتمام الشراء' })).toBeNull();
    expect(screen.queryByRole('button', { name: lang === 'en' ? 'Checkout' : 'إتمام الشراء' })).toBeNull();
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('a customer who is not flagged keeps the checkout and sees no toast', async () => {
    setup({ [SUMMARY]: { body: summary({ fraud_status: false, fraud_message: '' }) } });
    await screen.findByRole('link', { name: 'Checkout' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe("000 §2.8, §8 'Too many lines': the maximum-connections popup", () => {
  test('shown on load, with the configured maximum; OK closes it; checkout stays disabled', async () => {
    setup({ [SUMMARY]: { body: summary({ max_connections_status: true, max_connections: 5 }) } });
    const dialog = await screen.findByRole('dialog', { name: 'Maximum connections exceeded' });
    expect(dialog.textContent).toContain('You already have the most lines we allow for one customer, so no new line can be added.');
    expect(dialog.textContent).toContain('One customer may hold up to 5 lines.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Checkout' }).disabled).toBe(true);
  });

  test('in Arabic', async () => {
    setup({ [SUMMARY]: { body: summary({ max_connections_status: true, max_connections: 5 }) } }, 'ar');
    const dialog = await screen.findByRole('dialog', { name: 'تم تجاوز الحد الأقصى للخطوط' });
    expect(dialog.textContent).toContain('يُسمح للعميل الواحد بـ 5 خطوط كحد أقصى.');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('000 §2.8 selected-plan popup (the plan the cart holds)', () => {
  test('Plan details opens the plan with its allowances, validity and price incl. VAT; Close returns', async () => {
    setup({ [SUMMARY]: { body: summary() } });
    fireEvent.click(await screen.findByRole('button', { name: 'Plan details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Selected plan' });
    expect(dialog.textContent).toContain('Hala 5');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['10 GB', '300 minutes', '4 weeks']);
    expect(dialog.querySelector('[part=price]')?.textContent).toContain('OMR 5.250');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('in Arabic', async () => {
    setup({ [SUMMARY]: { body: summary() } }, 'ar');
    fireEvent.click(await screen.findByRole('button', { name: 'تفاصيل الباقة' }));
    const dialog = await screen.findByRole('dialog', { name: 'الباقة المختارة' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  });

  test('no plan named by the bridge: no button', async () => {
    setup({ [SUMMARY]: { body: cartSummary(899) } });
    await screen.findByRole('heading', { name: 'My cart' });
    expect(screen.queryByRole('button', { name: 'Plan details' })).toBeNull();
  });
});

describe('000 §3.17, §4.5 cart-merge-failure popup (sessionStorage cart_merge_failure_popup)', () => {
  test("'true': the popup shows and the countdown hides; OK clears the flag and the countdown is back", async () => {
    sessionStorage.setItem('cart_merge_failure_popup', 'true');
    setup({ [SUMMARY]: { body: summary() }, 'current-nonce': { body: currentNonce('n', 1) } });
    const dialog = await screen.findByRole('dialog', { name: 'Your cart could not be merged' });
    expect(dialog.textContent).toContain('Your account already had a cart with items');
    expect(screen.queryByRole('timer')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(sessionStorage.getItem('cart_merge_failure_popup')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('timer').textContent).toBe('14:59');
  });

  test('a merge that settles after the cart is drawn (the login came back to this page) opens it then', async () => {
    const { store } = setup({
      [SUMMARY]: { body: summary() },
      'current-nonce': { body: { data: { ...currentNonce('n', 1).data, cart_merge: 'pending' } } },
      wpb_create_b2c_customerTokenAndCartMerge: {
        body: { responseCode: 'success', status: false, message: 'customer has already having item we cannot merge', cart_items_count: 1 },
      },
    });
    await screen.findByRole('dialog', { name: 'Your cart could not be merged' });
    expect(sessionStorage.getItem('cart_merge_item_exists')).toBe('true');
    expect(store.getState().cartMergeFailure).toBe(true);
  });

  test('in Arabic', async () => {
    sessionStorage.setItem('cart_merge_failure_popup', 'true');
    setup({ [SUMMARY]: { body: summary() }, 'current-nonce': { body: currentNonce('n', 1) } }, 'ar');
    await screen.findByRole('dialog', { name: 'تعذّر دمج سلتك' });
  });

  test('another value shows nothing', async () => {
    sessionStorage.setItem('cart_merge_failure_popup', 'false');
    setup({ [SUMMARY]: { body: summary() }, 'current-nonce': { body: currentNonce('n', 1) } });
    await screen.findByRole('timer');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('000 §3.6 upfrontAmount falsy at the cart (decisions: the cart’s step button stays CHECKOUT)', () => {
  test.each([['0.000'], ['']])('upfrontAmount %p: Checkout to the personal step, no place-order', async (upfront) => {
    setup({ [SUMMARY]: { body: summary({ upfrontAmount: upfront }) } });
    const link = await screen.findByRole('link', { name: 'Checkout' });
    expect(link.getAttribute('href')).toBe('https://shop.example/prepaid-personal-info/');
    expect(screen.queryByRole('button', { name: /place order/i })).toBeNull();
  });
});

describe('issue 11 cross-tab: another tab’s change reaches the cart and the badge of this one', () => {
  test('"cart changed" from another tab: both widgets show the emptied cart without a reload', async () => {
    // a BroadcastChannel as the browser's (jsdom's window lacks it): a message reaches every other instance of a name
    const open: Channel[] = [];
    class Channel {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      constructor(readonly name: string) {
        open.push(this);
      }
      postMessage(data: unknown) {
        for (const other of open) if (other !== this && other.name === this.name) other.onmessage?.({ data });
      }
      close() {}
    }
    Object.assign(window, { BroadcastChannel: Channel });
    setup({ [SUMMARY]: [{ body: summary() }, { body: emptyCart() }], 'current-nonce': { body: currentNonce('n', 1) } }, 'en', true);
    await screen.findByRole('heading', { name: 'My cart' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy());
    const otherTab = new Channel(CART_CHANNEL);
    otherTab.postMessage('cart_changed');
    otherTab.close();
    await act(() => jest.advanceTimersByTimeAsync(200));
    await screen.findByRole('heading', { name: 'Your cart is empty' });
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeTruthy();
    Object.assign(window, { BroadcastChannel: undefined });
  });
});
