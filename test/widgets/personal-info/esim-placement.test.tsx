import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { usePersonalInfo, type PersonalInfoTalon } from '../../../widgets/personal-info/use-personal-info';
import { EsimPasscode } from '../../../widgets/personal-info/passcode/EsimPasscode';
import { fakeBridge } from '../../src/support/fake-bridge';
import { testStore } from '../../src/support/store';
import { activate, renderScreen } from '../../src/support/render';
import { CONFIG, cartSummary, configFor, failure } from '../../src/support/fixtures';

const PLACE = 'wp_postpaid_prepaid_module/wp_postpaid_prepaid_place_order';
const VERIFY = 'wp_postpaid_prepaid_module/wp_postpaid_prepaid_esim_otp_verify';
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

describe('000 §4.1: after a correct eSIM passcode (the step)', () => {
  test('something due: the payment page', async () => {
    const { hook, navigate } = setup(PLACED);
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    act(() => hook.result.current.esimVerified(true));
    expect(navigate).toHaveBeenCalledWith('https://shop.example/prepaid-payment/');
  });

  test('placed: thank-you with orderid', async () => {
    const { hook, navigate } = setup(PLACED);
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    act(() => hook.result.current.esimVerified(false, '100000044'));
    expect(navigate).toHaveBeenCalledWith('https://shop.example/prepaid-thank-you/?orderid=100000044');
  });

  test('a tourist pack: tourist-pack-payment, or tourist-pack-thank-you once placed', async () => {
    const { hook, navigate } = setup(PLACED, { selected_order_sub_category_type: 'expo_tourist_pack' });
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    act(() => hook.result.current.esimVerified(true));
    expect(navigate).toHaveBeenLastCalledWith('https://shop.example/tourist-pack-payment/');
    act(() => hook.result.current.esimVerified(false, '100000044'));
    expect(navigate).toHaveBeenLastCalledWith('https://shop.example/tourist-pack-thank-you/?orderid=100000044');
  });
});

describe('000 §4.1, contract §4.15: the passcode popup places the order when nothing is due', () => {
  function popup(verified: { payment_status: boolean }, place: Parameters<typeof fakeBridge>[0][string]) {
    const bridge = fakeBridge({
      [VERIFY]: { body: { responseCode: 'success', service_type: 'prepaid', ...verified } },
      [PLACE]: place,
    });
    const page = testStore({ client: bridge.client, config: { ...configFor('en'), routes: ROUTES } });
    const step = { esimVerified: jest.fn(), openPopup: jest.fn(), closePopup: jest.fn(), showToast: jest.fn() };
    renderScreen(<EsimPasscode step={step as unknown as PersonalInfoTalon} />);
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    return { bridge, step, ...page };
  }

  test('payment due: on to payment, nothing placed', async () => {
    const { bridge, step } = popup({ payment_status: true }, PLACED);
    await waitFor(() => expect(step.esimVerified).toHaveBeenCalledWith(true));
    expect(bridge.callsTo(PLACE)).toHaveLength(0);
  });

  test('nothing due: placed `free` with the captcha place_order, then thank-you with its order id', async () => {
    const { bridge, step, captcha } = popup({ payment_status: false }, PLACED);
    await waitFor(() => expect(step.esimVerified).toHaveBeenCalledWith(false, '100000044'));
    expect(bridge.callsTo(PLACE)[0]!.fields).toMatchObject({ payment_method: 'free', lang: 'en' });
    expect(captcha).toHaveBeenCalledWith('place_order');
  });

  test('the placement refused: the popup says why, the shopper stays', async () => {
    const { step } = popup({ payment_status: false }, failure('cart_locked', 409));
    expect(await screen.findByText('Your order has already been placed, so this cart can no longer be changed.')).toBeTruthy();
    expect(step.esimVerified).not.toHaveBeenCalled();
  });

  test('refused for personal details that no longer fit the cart (issue 31): the popup says to check them, on this step', async () => {
    const { step } = popup(
      { payment_status: false },
      failure('validation_error', 422, { errors: { personal_details: 'security_deposit' } }),
    );
    expect(await screen.findByText('Your personal information does not fit your order as it is now. Please check it again.')).toBeTruthy();
    expect(step.esimVerified).not.toHaveBeenCalled();
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
