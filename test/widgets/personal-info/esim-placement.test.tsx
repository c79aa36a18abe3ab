import { act, renderHook, waitFor } from '@testing-library/react';
import { usePersonalInfo } from '../../../widgets/personal-info/use-personal-info';
import { fakeBridge } from '../../src/support/fake-bridge';
import { testStore } from '../../src/support/store';
import { activate } from '../../src/support/render';
import { CONFIG, cartSummary, configFor, failure } from '../../src/support/fixtures';

const PLACE = 'wp_postpaid_prepaid_module/wp_postpaid_prepaid_place_order';
const ROUTES = {
  ...CONFIG.routes,
  '{service_type}-payment': '/{service_type}-payment/',
  'tourist-pack-payment': '/tourist-pack-payment/',
  '{service_type}-thank-you': '/{service_type}-thank-you/',
  'tourist-pack-thank-you': '/tourist-pack-thank-you/',
};
const PLACED = {
  body: {
    responseCode: 'success',
    type: 'offline',
    response: '',
    service_type: 'prepaid',
    order_id: '100000044',
    status: 'pending',
    payment_method: 'free',
    reservation: null,
    order_placed: true,
  },
};
type DataLayerWindow = Window & { dataLayer?: unknown[] };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  (window as DataLayerWindow).dataLayer = [];
  global.fetch = jest.fn(async () => new Response(JSON.stringify({ responseCode: 'success', lang: 'en', countries: [] }), { status: 200 }));
  activate('en');
});

function setup(place: Parameters<typeof fakeBridge>[0][string], summary: Record<string, unknown> = {}) {
  const bridge = fakeBridge({ 'cart-page-summary_details': { body: { ...cartSummary(899), ...summary } }, [PLACE]: place });
  const page = testStore({ client: bridge.client, config: { ...configFor('en'), routes: ROUTES } });
  const hook = renderHook(() => usePersonalInfo('prepaid', jest.fn()));
  return { bridge, hook, ...page };
}

describe('000 §4.1: after a correct eSIM passcode', () => {
  test('something due: the payment page, nothing placed', async () => {
    const { hook, bridge, navigate } = setup(PLACED);
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    await act(() => hook.result.current.esimVerified(true));
    expect(navigate).toHaveBeenCalledWith('https://shop.example/prepaid-payment/');
    expect(bridge.callsTo(PLACE)).toHaveLength(0);
  });

  test('nothing due: the order is placed `free` (captcha place_order), then thank-you with orderid', async () => {
    const { hook, bridge, navigate, captcha } = setup(PLACED);
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    await act(() => hook.result.current.esimVerified(false));
    expect(bridge.callsTo(PLACE)[0]!.fields).toMatchObject({ payment_method: 'free', lang: 'en' });
    expect(captcha).toHaveBeenCalledWith('place_order');
    expect(navigate).toHaveBeenCalledWith('https://shop.example/prepaid-thank-you/?orderid=100000044');
  });

  test('a tourist pack: tourist-pack-payment, or tourist-pack-thank-you once placed', async () => {
    const { hook, navigate } = setup(PLACED, { selected_order_sub_category_type: 'expo_tourist_pack' });
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    await act(() => hook.result.current.esimVerified(true));
    expect(navigate).toHaveBeenLastCalledWith('https://shop.example/tourist-pack-payment/');
    await act(() => hook.result.current.esimVerified(false));
    expect(navigate).toHaveBeenLastCalledWith('https://shop.example/tourist-pack-thank-you/?orderid=100000044');
  });

  test('the placement refused: a toast, the shopper stays', async () => {
    const { hook, navigate } = setup(failure('validation_error', 422, { errors: { otp: 'required' } }));
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    await act(() => hook.result.current.esimVerified(false));
    expect(hook.result.current.toast).toMatchObject({ tone: 'error' });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('000 §7.6: begin_checkout', () => {
  test('pushed once when the step shows with a cart', async () => {
    const { hook } = setup(PLACED);
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    const begun = () =>
      (window as DataLayerWindow).dataLayer!.filter((entry) => (entry as { event?: string }).event === 'begin_checkout') as {
        ecommerce: object;
      }[];
    await waitFor(() => expect(begun()).toHaveLength(1));
    expect(begun()[0]!.ecommerce).toMatchObject({ currency: 'OMR', items: [expect.objectContaining({ item_id: 'PRE-HALA-5' })] });
    hook.rerender();
    expect(begun()).toHaveLength(1);
  });
});
