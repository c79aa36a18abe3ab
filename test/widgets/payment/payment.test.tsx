import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PaymentScreen } from '../../../widgets/payment/Screen';
import { deferred, fakeBridge } from '../../src/support/fake-bridge';
import { testStore } from '../../src/support/store';
import { renderScreen } from '../../src/support/render';
import { CONFIG, cartSummary, configFor, failure } from '../../src/support/fixtures';

const PLACE = 'wp_postpaid_prepaid_module/wp_postpaid_prepaid_place_order';
const ROUTES = {
  ...CONFIG.routes,
  '{service_type}-delivery': '/{service_type}-delivery/',
  '{service_type}-payment': '/{service_type}-payment/',
  'tourist-pack-payment': '/tourist-pack-payment/',
  '{service_type}-thank-you': '/{service_type}-thank-you/',
  'tourist-pack-thank-you': '/tourist-pack-thank-you/',
};
const placed = (overrides: Record<string, unknown> = {}) => ({
  body: {
    responseCode: 'success',
    type: 'offline',
    response: '',
    service_type: 'prepaid',
    order_id: '100000042',
    status: 'pending',
    payment_method: 'cashondelivery',
    reservation: null,
    order_placed: true,
    ...overrides,
  },
});

type DataLayerWindow = Window & { dataLayer?: unknown[] };

beforeEach(() => {
  window.scrollTo = jest.fn(); // jsdom has no layout: the step scrolls to the terms not agreed (000 §5)
  sessionStorage.clear();
  localStorage.clear();
  (window as DataLayerWindow).dataLayer = [];
});

function setup(
  place: Parameters<typeof fakeBridge>[0][string],
  { summary = {}, lang = 'en' }: { summary?: Record<string, unknown>; lang?: 'en' | 'ar' } = {},
) {
  const bridge = fakeBridge({
    'cart-page-summary_details': { body: { ...cartSummary(899), ...summary } },
    [PLACE]: place,
  });
  const page = testStore({
    client: bridge.client,
    config: { ...configFor(lang), routes: ROUTES },
    url: 'https://shop.example/prepaid-payment/',
  });
  renderScreen(<PaymentScreen serviceType="prepaid" />, lang);
  return { bridge, ...page };
}

async function ready() {
  await screen.findByRole('heading', { name: 'Payment', level: 2 });
}
const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);
const agree = () => fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('000 §2.11, §4.11: the payment methods as tabs, filtered by the shipping options and the SIM type', () => {
  test('every option on: pay online (NEXT), cash on delivery and card on delivery (CONFIRM)', async () => {
    setup(placed());
    await ready();
    expect(tabNames()).toEqual(['Pay online', 'Cash on delivery', 'Card on delivery']);
    expect(screen.getByRole('tab', { name: 'Pay online' }).getAttribute('aria-selected')).toBe('true');
    expect(button('NEXT')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Cash on delivery' }));
    expect(button('CONFIRM')).toBeTruthy();
    // the keyboard: Arrow Right moves to the next method and selects it
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Card on delivery' }).getAttribute('aria-selected')).toBe('true');
  });

  test("pay_online '0' removes pay online", async () => {
    setup(placed(), { summary: { shipping_options: { storepickup: '1', doordelivery: '1', pay_online: '0', pay_later: '1' } } });
    await ready();
    expect(tabNames()).toEqual(['Cash on delivery', 'Card on delivery']);
    expect(button('CONFIRM')).toBeTruthy();
  });

  test("pay_later '0' removes cash on delivery", async () => {
    setup(placed(), { summary: { shipping_options: { storepickup: '1', doordelivery: '1', pay_online: 1, pay_later: 0 } } });
    await ready();
    expect(tabNames()).toEqual(['Pay online', 'Card on delivery']);
  });

  test("card_on_delivery '0' (contract §4.6) removes card on delivery", async () => {
    setup(placed(), {
      summary: { shipping_options: { storepickup: '1', doordelivery: '1', pay_online: '1', pay_later: '1', card_on_delivery: '0' } },
    });
    await ready();
    expect(tabNames()).toEqual(['Pay online', 'Cash on delivery']);
  });

  test('an eSIM is paid online only (not delivered: no cash or card on delivery)', async () => {
    setup(placed(), { summary: { sim_type: 'esim' } });
    await ready();
    expect(tabNames()).toEqual(['Pay online']);
  });

  test('nothing due today: no method to choose, PLACE ORDER sends `free`', async () => {
    const due = { subtotal: '0.000', vat: '0.000', grand_total: '0.000', vat_percent: 5 };
    const { bridge } = setup(placed({ payment_method: 'free' }), { summary: { due_today: due } });
    await ready();
    expect(tabNames()).toEqual([]);
    agree();
    fireEvent.click(button('PLACE ORDER'));
    await waitFor(() => expect(bridge.callsTo(PLACE)).toHaveLength(1));
    expect(bridge.callsTo(PLACE)[0]!.fields.payment_method).toBe('free');
  });
});

describe('000 §2.11 the order summary beside the step', () => {
  test('the lines with their prices incl. VAT, what is due today, the number and its countdown', async () => {
    setup(placed());
    await ready();
    const summary = document.querySelector('[part="summary"]')!;
    expect(summary.textContent).toContain('Hala 5');
    expect(summary.textContent).toContain('OMR 5.250');
    expect(summary.textContent).toContain('incl. VAT');
    expect(summary.textContent).toContain('Subtotal (excl. VAT)');
    expect(summary.textContent).toContain('9123 4567');
    expect(summary.querySelector('[part="reservation"]')!.textContent).toMatch(/Your number is reserved for 14:5\d/);
  });
});

describe('000 §5.7: the terms', () => {
  test('000 §5: CONFIRM without the terms: the box scrolls into view 150 px below the top and takes the focus', async () => {
    setup(placed());
    await ready();
    fireEvent.click(screen.getByRole('tab', { name: 'Cash on delivery' }));
    const confirm = button('CONFIRM');
    confirm.focus();
    fireEvent.click(confirm);
    await screen.findAllByText('Please agree to the terms and conditions');
    expect(document.activeElement).toBe(screen.getByLabelText('I agree to the terms and conditions'));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: -150 }));
  });

  test('not agreed: the message under the box, nothing sent; agreed: the order is placed', async () => {
    const { bridge } = setup(placed());
    await ready();
    fireEvent.click(button('NEXT'));
    expect((await screen.findAllByText('Please agree to the terms and conditions')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('I agree to the terms and conditions').getAttribute('aria-invalid')).toBe('true');
    expect(bridge.callsTo(PLACE)).toHaveLength(0);
    agree();
    fireEvent.click(button('NEXT'));
    await waitFor(() => expect(bridge.callsTo(PLACE)).toHaveLength(1));
  });
});

describe('000 §2.11, §7.5, contract §4.15: placing the order', () => {
  test('a double click sends once, with the captcha place_order; the button waits while in flight', async () => {
    const held = deferred();
    const { bridge, captcha } = setup(held.handler);
    await ready();
    agree();
    fireEvent.click(screen.getByRole('tab', { name: 'Cash on delivery' }));
    const confirm = button('CONFIRM');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(bridge.callsTo(PLACE)).toHaveLength(1));
    expect(button('CONFIRM').disabled).toBe(true);
    expect(button('CONFIRM').getAttribute('aria-busy')).toBe('true');
    fireEvent.click(confirm);
    expect(captcha).toHaveBeenCalledWith('place_order');
    const call = bridge.callsTo(PLACE)[0]!;
    expect(call.fields).toMatchObject({
      payment_method: 'cashondelivery',
      terms_accepted: '1',
      captcha_token: 'captcha-token-1',
      lang: 'en',
    });
    held.release(placed());
    await waitFor(() => expect(bridge.callsTo(PLACE)).toHaveLength(1));
  });

  test('online: the browser follows the gateway’s page; add_payment_info is pushed (000 §7.6)', async () => {
    const gateway = 'https://shop.example/?whl_sbx_pay=0123456789abcdef0123456789abcdef';
    const { navigate } = setup(placed({ type: 'online', response: gateway, status: 'pending_payment', payment_method: 'online' }));
    await ready();
    agree();
    fireEvent.click(button('NEXT'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(gateway));
    const layer = (window as DataLayerWindow).dataLayer!;
    const pushed = layer.filter((entry) => (entry as { event?: string }).event === 'add_payment_info') as { ecommerce: object }[];
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.ecommerce).toMatchObject({ payment_type: 'online', currency: 'OMR' });
  });

  test('online with an address that is not http(s): not followed', async () => {
    const { navigate } = setup(placed({ type: 'online', response: 'javascript:alert(1)' }));
    await ready();
    agree();
    fireEvent.click(button('NEXT'));
    expect(await screen.findByText('Your order 100000042 is placed.')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  test('offline: the thank-you route of the order’s type with orderid', async () => {
    const { navigate } = setup(placed());
    await ready();
    agree();
    fireEvent.click(screen.getByRole('tab', { name: 'Card on delivery' }));
    fireEvent.click(button('CONFIRM'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/prepaid-thank-you/?orderid=100000042'));
  });

  test('a tourist pack: tourist-pack-thank-you with orderid (000 §4.1)', async () => {
    const { navigate } = setup(placed(), { summary: { selected_order_sub_category_type: 'expo_tourist_pack' } });
    await ready();
    agree();
    fireEvent.click(screen.getByRole('tab', { name: 'Cash on delivery' }));
    fireEvent.click(button('CONFIRM'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/tourist-pack-thank-you/?orderid=100000042'));
  });

  test('the back button goes to {service_type}-personal-info (000 §2.2)', async () => {
    setup(placed());
    await ready();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('https://shop.example/prepaid-personal-info/');
  });
});

describe('000 §8, contract §4.15: what a refused placement shows', () => {
  async function placeRefused(reply: ReturnType<typeof failure>, summary: Record<string, unknown> = {}) {
    const page = setup(reply, { summary });
    await ready();
    agree();
    fireEvent.click(button('NEXT'));
    await waitFor(() => expect(page.bridge.callsTo(PLACE)).toHaveLength(1));
    return page;
  }

  test('404 not_found: ‘Sorry, no items in the cart’, home after 5000 ms', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { navigate } = await placeRefused(failure('not_found', 404));
      expect(await screen.findByText('Sorry, no items in the cart')).toBeTruthy();
      expect(navigate).not.toHaveBeenCalled();
      jest.advanceTimersByTime(5000);
      expect(navigate).toHaveBeenCalledWith('https://shop.example/');
    } finally {
      jest.useRealTimers();
    }
  });

  test('409 cart_locked: its message', async () => {
    await placeRefused(failure('cart_locked', 409));
    expect(await screen.findByText('Your order has already been placed, so this cart can no longer be changed.')).toBeTruthy();
  });

  test('409 reservation_expired: the ‘number expired’ popup with its link back to number selection', async () => {
    await placeRefused(failure('reservation_expired', 409));
    const popup = await screen.findByRole('dialog');
    expect(popup.textContent).toContain('The selected number has been expired...');
    expect(screen.getByRole('link', { name: 'Choose another number' }).getAttribute('href')).toBe(
      'https://shop.example/prepaid-recommended-numbers/?plan=hala-5&method=change-number',
    );
  });

  test('422 personal_details required: the link back to the personal information step', async () => {
    await placeRefused(failure('validation_error', 422, { errors: { personal_details: 'required' } }));
    expect(await screen.findByText('Your personal information is missing. Please complete it first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back and complete it' }).getAttribute('href')).toBe(
      'https://shop.example/prepaid-personal-info/',
    );
  });

  test.each(['personal_details_invalid', 'security_deposit'])(
    '422 personal_details %s (issue 31: recorded, but not for the cart as it is now): the link back to the personal step',
    async (code) => {
      await placeRefused(failure('validation_error', 422, { errors: { personal_details: code, country_code: 'country_code_locked' } }));
      expect(
        await screen.findByText('Your personal information does not fit your order as it is now. Please check it again.'),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go back and complete it' }).getAttribute('href')).toBe(
        'https://shop.example/prepaid-personal-info/',
      );
    },
  );

  test('422 delivery_details required: the link back to the delivery step', async () => {
    await placeRefused(failure('validation_error', 422, { errors: { delivery_details: 'required' } }));
    expect(await screen.findByText('Your delivery details are missing. Please complete them first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back and complete it' }).getAttribute('href')).toBe(
      'https://shop.example/prepaid-delivery/',
    );
  });

  test('422 otp required: the link back to the personal information step (the eSIM passcode)', async () => {
    await placeRefused(failure('validation_error', 422, { errors: { otp: 'required' } }));
    expect(await screen.findByText('Please confirm your eSIM with the passcode first.')).toBeTruthy();
  });

  test('422 delivery_type_unavailable (000 §4.11, switched off since the delivery step): the link back to the delivery step', async () => {
    await placeRefused(failure('validation_error', 422, { errors: { delivery_type: 'delivery_type_unavailable' } }));
    expect(await screen.findByText('The delivery method you chose is no longer available. Please choose another one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back and complete it' }).getAttribute('href')).toBe(
      'https://shop.example/prepaid-delivery/',
    );
  });

  test.each([
    ['not_eligible', 'We cannot complete this order online. Please visit one of our stores with your ID card.'],
    ['max_connections', 'You already have the most lines we allow for one customer, so no new line can be added.'],
  ])('409 %s (000 §2.8, §8, flagged since the cart): what stops the order', async (code, text) => {
    await placeRefused(failure(code, 409));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  test('429 hold_limit (contract §4.15, issue 31): the customer has as many unpaid orders as allowed', async () => {
    await placeRefused(failure('hold_limit', 429));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You already have orders waiting for payment. Pay one of them, or place this order when one has ended.',
    );
  });

  test.each(['payment_method_invalid', 'payment_method_unavailable'])('422 payment_method %s: choose another method', async (code) => {
    await placeRefused(failure('validation_error', 422, { errors: { payment_method: code } }));
    expect(await screen.findByText('This payment method is not available for your order. Please choose another one.')).toBeTruthy();
  });

  test('failure: the generic message', async () => {
    await placeRefused(failure('failure', 500));
    expect(await screen.findByText('Something went wrong, Please try again.')).toBeTruthy();
  });

  test('the captcha fails: 000 §8 captcha missing, nothing sent', async () => {
    const bridge = fakeBridge({ 'cart-page-summary_details': { body: cartSummary(899) }, [PLACE]: placed() });
    testStore({
      client: bridge.client,
      config: { ...configFor('en'), routes: ROUTES },
      captcha: () => Promise.reject(new Error('no captcha')),
    });
    renderScreen(<PaymentScreen serviceType="prepaid" />);
    await ready();
    agree();
    fireEvent.click(button('NEXT'));
    expect(await screen.findByText("Couldn't proceed now, Unknown failure occured")).toBeTruthy();
    expect(bridge.callsTo(PLACE)).toHaveLength(0);
  });
});

describe('000 §2.1 Arabic: the step right to left', () => {
  test('in ar: the tabs, the button and the terms in Arabic; the order placed with lang ar', async () => {
    const { bridge, navigate } = setup(placed(), { lang: 'ar' });
    await screen.findByRole('heading', { name: 'الدفع', level: 2 });
    expect(document.querySelector('[dir="rtl"]')).toBeTruthy();
    expect(tabNames()).toEqual(['الدفع عبر الإنترنت', 'الدفع نقدًا عند الاستلام', 'الدفع بالبطاقة عند الاستلام']);
    fireEvent.click(screen.getByRole('tab', { name: 'الدفع نقدًا عند الاستلام' }));
    fireEvent.click(screen.getByLabelText('أوافق على الشروط والأحكام'));
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/prepaid-thank-you/?orderid=100000042&lang=ar'));
    expect(bridge.callsTo(PLACE)[0]!.fields.lang).toBe('ar');
  });
});
