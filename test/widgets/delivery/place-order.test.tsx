import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubPublicGets } from '../../src/support/public-get';
import { DeliveryScreen } from '../../../widgets/delivery/Screen';
import { deferred, fakeBridge } from '../../src/support/fake-bridge';
import { testStore } from '../../src/support/store';
import { renderScreen } from '../../src/support/render';
import { CONFIG, cartSummary, configFor, failure } from '../../src/support/fixtures';

const CAPTURE = 'wp_postpaid_prepaid_module/wp_postpaid_prepaid_delivery_details_capture';
const PLACE = 'wp_postpaid_prepaid_module/wp_postpaid_prepaid_place_order';
const PLACES = {
  responseCode: 'success',
  lang: 'en',
  cityList: [],
  stores: [{ id: 'MCT01', name: 'Muscat Grand Mall store', address: 'Muscat Grand Mall, Al Khuwair' }],
};
const SAVED = { body: { responseCode: 'success', service_type: 'prepaid', delivery_type: 'store_pickup' } };
const PLACED = {
  body: {
    responseCode: 'success',
    type: 'offline',
    response: '',
    service_type: 'prepaid',
    order_id: '100000043',
    status: 'pending',
    payment_method: 'cashondelivery',
    reservation: null,
    order_placed: true,
  },
};
const ROUTES = {
  ...CONFIG.routes,
  '{service_type}-delivery': '/{service_type}-delivery/',
  '{service_type}-payment': '/{service_type}-payment/',
  'tourist-pack-payment': '/tourist-pack-payment/',
  '{service_type}-thank-you': '/{service_type}-thank-you/',
  'tourist-pack-thank-you': '/tourist-pack-thank-you/',
};
/** pay_online '0' with doordelivery '0' (000 §4.11): store pickup, and the order is placed on this page */
const NO_ONLINE = { storepickup: '1', doordelivery: '0', pay_online: '0', pay_later: '1' };
const NOTHING_DUE = { subtotal: '0.000', vat: '0.000', grand_total: '0.000', vat_percent: 5 };

type DataLayerWindow = Window & { dataLayer?: unknown[] };

beforeEach(() => {
  window.scrollTo = jest.fn();
  sessionStorage.clear();
  localStorage.clear();
  (window as DataLayerWindow).dataLayer = [];
  stubPublicGets({ whl_city_list: PLACES, whl_place_search: { responseCode: 'success', places: [] } });
});

function setup(
  routes: Record<string, Parameters<typeof fakeBridge>[0][string]>,
  { summary = {}, lang = 'en' }: { summary?: Record<string, unknown>; lang?: 'en' | 'ar' } = {},
) {
  const bridge = fakeBridge({ 'cart-page-summary_details': { body: { ...cartSummary(899), ...summary } }, ...routes });
  const page = testStore({
    client: bridge.client,
    config: { ...configFor(lang), routes: ROUTES },
    url: 'https://shop.example/prepaid-delivery/',
  });
  renderScreen(<DeliveryScreen serviceType="prepaid" />, lang);
  return { bridge, ...page };
}

async function pickStore() {
  fireEvent.click(await screen.findByLabelText(/Muscat Grand Mall store/));
}
const agree = () => fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
const shippingEvents = () =>
  (window as DataLayerWindow).dataLayer!.filter((entry) => (entry as { event?: string }).event === 'add_shipping_info') as {
    ecommerce: object;
  }[];

describe('000 §4.1, §4.11, §5.7: place-order mode on the delivery step', () => {
  test("pay_online '0' with doordelivery '0': PLACE ORDER and the terms; details, then cash on delivery, then thank-you with orderid", async () => {
    const { bridge, navigate, captcha } = setup({ [CAPTURE]: SAVED, [PLACE]: PLACED }, { summary: { shipping_options: NO_ONLINE } });
    await pickStore();
    expect(screen.queryByRole('button', { name: 'NEXT' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    // the terms are required here: the message under the box, nothing sent
    expect((await screen.findAllByText('Please agree to the terms and conditions')).length).toBeGreaterThan(0);
    expect(bridge.callsTo(CAPTURE)).toHaveLength(0);
    agree();
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/prepaid-thank-you/?orderid=100000043'));
    expect(bridge.callsTo(CAPTURE)).toHaveLength(1);
    expect(bridge.callsTo(PLACE)).toHaveLength(1);
    expect(bridge.callsTo(PLACE)[0]!.fields).toMatchObject({ payment_method: 'cashondelivery', captcha_token: 'captcha-token-2' });
    expect(captcha.mock.calls.map(([action]) => action)).toEqual(['delivery_details_submit', 'place_order']);
    // 000 §7.6: add_shipping_info once the details were accepted, with the tier
    expect(shippingEvents()).toHaveLength(1);
    expect(shippingEvents()[0]!.ecommerce).toMatchObject({ shipping_tier: 'store_pickup', currency: 'OMR' });
  });

  test('nothing due today: the order is placed `free`; a double click sends each call once', async () => {
    const held = deferred();
    const { bridge, navigate } = setup(
      { [CAPTURE]: SAVED, [PLACE]: held.handler },
      { summary: { due_today: NOTHING_DUE, shipping_options: { ...NO_ONLINE, doordelivery: '0', pay_online: '1' } } },
    );
    await pickStore();
    agree();
    const place = screen.getByRole('button', { name: 'PLACE ORDER' });
    fireEvent.click(place);
    fireEvent.click(place);
    await waitFor(() => expect(bridge.callsTo(PLACE)).toHaveLength(1));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'PLACE ORDER' }).disabled).toBe(true);
    expect(bridge.callsTo(PLACE)[0]!.fields.payment_method).toBe('free');
    held.release({ body: { ...PLACED.body, payment_method: 'free' } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/prepaid-thank-you/?orderid=100000043'));
    expect(bridge.callsTo(CAPTURE)).toHaveLength(1);
  });

  test('a tourist pack ends on tourist-pack-thank-you', async () => {
    const { navigate } = setup(
      { [CAPTURE]: SAVED, [PLACE]: PLACED },
      { summary: { shipping_options: NO_ONLINE, selected_order_sub_category_type: 'expo_tourist_pack' } },
    );
    await pickStore();
    agree();
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/tourist-pack-thank-you/?orderid=100000043'));
  });

  test('the placement refused: reservation_expired shows the ‘number expired’ popup', async () => {
    setup({ [CAPTURE]: SAVED, [PLACE]: failure('reservation_expired', 409) }, { summary: { shipping_options: NO_ONLINE } });
    await pickStore();
    agree();
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another number' })).toBeTruthy();
  });

  test('the placement refused: cart_locked says so', async () => {
    setup({ [CAPTURE]: SAVED, [PLACE]: failure('cart_locked', 409) }, { summary: { shipping_options: NO_ONLINE } });
    await pickStore();
    agree();
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByText('Your order has already been placed, so this cart can no longer be changed.')).toBeTruthy();
  });

  test('the placement refused for personal details that no longer fit the cart (issue 31): the link back to the personal step, as on the payment step', async () => {
    const refused = failure('validation_error', 422, { errors: { personal_details: 'personal_details_invalid' } });
    setup({ [CAPTURE]: [SAVED, SAVED], [PLACE]: [refused, PLACED] }, { summary: { shipping_options: NO_ONLINE } });
    await pickStore();
    agree();
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Your personal information does not fit your order as it is now. Please check it again.');
    expect(screen.getByRole('link', { name: 'Go back and complete it' }).getAttribute('href')).toBe(
      'https://shop.example/prepaid-personal-info/',
    );
    // a new try takes the notice away
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Go back and complete it' })).toBeNull());
  });

  test('the placement refused: hold_limit says what to do, as on the payment step', async () => {
    setup({ [CAPTURE]: SAVED, [PLACE]: failure('hold_limit', 429) }, { summary: { shipping_options: NO_ONLINE } });
    await pickStore();
    agree();
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(
      await screen.findByText('You already have orders waiting for payment. Pay one of them, or place this order when one has ended.'),
    ).toBeTruthy();
  });

  test('in ar: تأكيد الطلب and the terms in Arabic', async () => {
    setup({ [CAPTURE]: SAVED, [PLACE]: PLACED }, { summary: { shipping_options: NO_ONLINE }, lang: 'ar' });
    expect(await screen.findByRole('button', { name: 'تأكيد الطلب' })).toBeTruthy();
    expect(screen.getByLabelText('أوافق على الشروط والأحكام')).toBeTruthy();
  });
});

describe('000 §4.1: after the delivery details, on to payment', () => {
  test('a tourist pack goes on to tourist-pack-payment; add_shipping_info is pushed', async () => {
    const { navigate } = setup(
      { [CAPTURE]: SAVED },
      {
        summary: {
          selected_order_sub_category_type: 'expo_tourist_pack',
          shipping_options: { storepickup: '1', doordelivery: '0', pay_online: '1', pay_later: '1' },
        },
      },
    );
    await pickStore();
    expect(screen.queryByLabelText('I agree to the terms and conditions')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/tourist-pack-payment/'));
    expect(shippingEvents()).toHaveLength(1);
  });
});
