import { createShopStore } from '../../../src/store';
import { installPurchaseActions } from '../../../src/store/purchase';
import { IDLE } from '../../../src/store/types';
import { fakeBridge } from '../support/fake-bridge';
import { testStore } from '../support/store';
import { addToCartSuccess, cartSummary, CONFIG, currentNonce, emptyCart, failure, numbersList } from '../support/fixtures';

const NOW = 1_700_000_000_000;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('000 §3.1 session bootstrap: current-nonce once per page', () => {
  test('nonce, cart item count and order type; abandoned-cart query passed on', async () => {
    const bridge = fakeBridge({ 'current-nonce': { body: currentNonce('fresh', 2) } });
    const { store } = testStore({ client: bridge.client, url: 'https://shop.example/?cart=h4sh&notify_type=mail' });
    await Promise.all([store.getState().bootstrap(), store.getState().bootstrap()]);
    expect(bridge.callsTo('current-nonce')).toEqual([
      { key: 'current-nonce', fields: { cart_hash: 'h4sh', notify_type: 'mail', lang: 'en' } },
    ]);
    expect(store.getState()).toMatchObject({ cartCount: 2, orderType: 'prepaid', sessionLoaded: true });
  });

  test('a failing bootstrap leaves the count unknown', async () => {
    const bridge = fakeBridge({ 'current-nonce': { status: 500, body: { responseCode: 'failure' } } });
    const { store } = testStore({ client: bridge.client });
    await store.getState().bootstrap();
    expect(store.getState()).toMatchObject({ cartCount: null, sessionLoaded: true });
  });
});

describe('000 §4.4 abandoned-cart restore through the session bootstrap', () => {
  const restored = (orderType: string, lang = 'ar') => {
    const body = currentNonce('fresh', 1);
    return {
      ...body,
      data: {
        ...body.data,
        orderType,
        cart_restart: { cart_restart_status: true, redirection_url: 'my_cart', lang },
      },
    };
  };

  test.each(['prepaid', 'postpaid', 'port_in'])(
    'a restored %s cart: the page goes to the cart in its language, the hold restarted now',
    async (orderType) => {
      localStorage.setItem('number_blocked_time', String(NOW - 20 * 60_000));
      const bridge = fakeBridge({ 'current-nonce': { body: restored(orderType) } });
      const { store, navigate } = testStore({
        client: bridge.client,
        now: () => NOW,
        url: 'https://shop.example/?cart=abc&notify_type=abandoned_cart&lang=ar',
      });
      await store.getState().bootstrap();
      expect(navigate).toHaveBeenCalledWith('https://shop.example/my_cart/?lang=ar');
      expect(store.getState()).toMatchObject({ blockedTime: NOW, cartRestoreFailed: false });
      expect(localStorage.getItem('number_blocked_time')).toBe(String(NOW));
    },
  );

  test('a path the bridge answers is joined to the base URL; another order type keeps its hold time', async () => {
    const body = restored('tourist', 'en');
    body.data.cart_restart.redirection_url = '/somewhere/';
    const bridge = fakeBridge({ 'current-nonce': { body } });
    const { store, navigate } = testStore({ client: bridge.client, now: () => NOW, url: 'https://shop.example/?cart=abc' });
    await store.getState().bootstrap();
    expect(navigate).toHaveBeenCalledWith('https://shop.example/somewhere/');
    expect(store.getState().blockedTime).toBeNull();
  });

  test('refused with a hash: the popup flag; without a hash: neither popup nor redirect', async () => {
    const refused = testStore({
      client: fakeBridge({ 'current-nonce': { body: currentNonce('n', 0) } }).client,
      url: 'https://shop.example/?cart=old',
    });
    await refused.store.getState().bootstrap();
    expect(refused.store.getState().cartRestoreFailed).toBe(true);
    expect(refused.navigate).not.toHaveBeenCalled();
    refused.store.getState().dismissCartRestore();
    expect(refused.store.getState().cartRestoreFailed).toBe(false);

    const plain = testStore({ client: fakeBridge({ 'current-nonce': { body: currentNonce('n', 0) } }).client });
    await plain.store.getState().bootstrap();
    expect(plain.store.getState().cartRestoreFailed).toBe(false);
    expect(plain.navigate).not.toHaveBeenCalled();
  });
});

describe('000 §4.2 / §4.3 cart slice: add to cart reserves the number', () => {
  const input = { msisdn: '91234567', vanityLevel: 'FREE', sku: 'PRE-HALA-5', serviceType: 'prepaid', replaceCart: false } as const;

  test('captcha for number_reservation, the contract fields, then reservation, count and selected plan', async () => {
    sessionStorage.setItem('dcrm_customer_id', 'c1');
    const bridge = fakeBridge({ 'wp_postpaid_prepaid_module/wp_plan_add_to_cart': { body: addToCartSuccess(895) } });
    const { store, captcha } = testStore({ client: bridge.client, now: () => NOW });
    await store.getState().addPlanToCart({ ...input, simType: 'esim', offerType: null });
    expect(captcha).toHaveBeenCalledWith('number_reservation');
    expect(bridge.calls[0]?.fields).toEqual({
      msisdn: '91234567',
      sku: 'PRE-HALA-5',
      cart_update_flag: 'cart-not-clear',
      'captcha-response': 'captcha-token-1',
      service_type: 'prepaid',
      vanity_type: 'FREE',
      offer_type: '',
      sim_type: 'esim',
      activation: '',
    });
    expect(store.getState()).toMatchObject({
      blockedTime: NOW - 5000,
      limitSeconds: 900,
      cartCount: 1,
      selectedPlanSku: 'PRE-HALA-5',
      productServiceType: 'prepaid',
      cartItemType: 'plan',
    });
    expect(sessionStorage.getItem('postpaid_prepaid_selected_plan')).toBe('PRE-HALA-5');
    expect(sessionStorage.getItem('dcrm_customer_id')).toBeNull();
  });

  test('cart-clear is sent when the shopper agreed to replace the plan, with a fresh captcha token', async () => {
    const bridge = fakeBridge({
      'wp_postpaid_prepaid_module/wp_plan_add_to_cart': [failure('cart_not_empty', 409), { body: addToCartSuccess() }],
    });
    const { store } = testStore({ client: bridge.client });
    await expect(store.getState().addPlanToCart(input)).resolves.toEqual({ ok: false, code: 'cart_not_empty', fields: {} });
    await expect(store.getState().addPlanToCart({ ...input, replaceCart: true })).resolves.toEqual({ ok: true, value: undefined });
    expect(bridge.calls.map((call) => [call.fields['cart_update_flag'], call.fields['captcha-response']])).toEqual([
      ['cart-not-clear', 'captcha-token-1'],
      ['cart-clear', 'captcha-token-2'],
    ]);
  });

  test('a failed reservation changes nothing', async () => {
    const bridge = fakeBridge({ 'wp_postpaid_prepaid_module/wp_plan_add_to_cart': failure('number_unavailable', 409) });
    const { store } = testStore({ client: bridge.client });
    await expect(store.getState().addPlanToCart(input)).resolves.toEqual({ ok: false, code: 'number_unavailable', fields: {} });
    expect(store.getState()).toMatchObject({ blockedTime: null, selectedPlanSku: null, cartCount: null });
  });
});

describe('contract §4.4 / §4.6 cart summary: the countdown follows the server', () => {
  test('the summary’s remaining seconds set number_blocked_time on this clock', async () => {
    const bridge = fakeBridge({ 'cart-page-summary_details': { body: cartSummary(120) } });
    const { store } = testStore({ client: bridge.client, now: () => NOW });
    localStorage.setItem('number_blocked_time', String(NOW - 10_000)); // stale value of another clock
    await store.getState().loadCart();
    expect(store.getState().blockedTime).toBe(NOW - 780_000);
    expect(localStorage.getItem('number_blocked_time')).toBe(String(NOW - 780_000));
    expect(store.getState().cartCount).toBe(1);
  });

  test('an expired hold removes number_blocked_time', async () => {
    localStorage.setItem('number_blocked_time', String(NOW));
    const bridge = fakeBridge({ 'cart-page-summary_details': { body: cartSummary(0) } });
    const { store } = testStore({ client: bridge.client, now: () => NOW });
    await store.getState().loadCart();
    expect(store.getState().blockedTime).toBeNull();
  });

  test('an empty cart clears the reservation and the stored cart keys (000 §4.2)', async () => {
    localStorage.setItem('number_blocked_time', String(NOW));
    sessionStorage.setItem('postpaid_prepaid_selected_plan', 'PRE-HALA-5');
    const bridge = fakeBridge({ 'cart-page-summary_details': { body: emptyCart() } });
    const { store } = testStore({ client: bridge.client });
    await store.getState().loadCart();
    expect(store.getState()).toMatchObject({ blockedTime: null, selectedPlanSku: null, cartCount: 0 });
    expect(sessionStorage.getItem('postpaid_prepaid_selected_plan')).toBeNull();
  });
});

describe('000 §2.7 number slice: list, search, selection', () => {
  test('plan-details-numbers-list with the configured page size; search (the same route, contract §7.2) keeps the plan', async () => {
    const bridge = fakeBridge({
      'plan-details-numbers-list': [
        { body: numbersList() },
        { body: numbersList([], [{ msisdn: '97770777', VANITY_LEVEL: 'GOLD', amount: '20.000' }]) },
      ],
    });
    const { store } = testStore({ client: bridge.client });
    await store.getState().loadNumbers('hala-5');
    expect(bridge.calls[0]?.fields).toEqual({
      type: 'url_key',
      key: 'hala-5',
      vanity_level: '',
      msisdn_pattern: '*',
      page_size: 3,
      page_index: 1,
      lang: 'en',
    });
    await store.getState().searchNumbers('777');
    expect(bridge.calls[1]?.fields).toMatchObject({ key: 'hala-5', msisdn_pattern: '777', page_size: 3, page_index: 1 });
    const numbers = store.getState().numbers;
    expect(numbers.status === 'ready' && [numbers.data.plan.sku, numbers.data.pattern, numbers.data.paid.length]).toEqual([
      'PRE-HALA-5',
      '777',
      1,
    ]);
  });

  test('an unknown plan is not_found', async () => {
    const bridge = fakeBridge({ 'plan-details-numbers-list': failure('not_found', 404) });
    const { store } = testStore({ client: bridge.client });
    await store.getState().loadNumbers('nope');
    expect(store.getState().numbers).toEqual({ status: 'error', error: 'not_found' });
  });
});

describe('ARCHITECTURE §2 one error channel: store actions answer a Result, never throw', () => {
  const input = { msisdn: '91234567', vanityLevel: 'FREE', sku: 'PRE-HALA-5', serviceType: 'prepaid', replaceCart: false } as const;

  test('000 §8 captcha missing: no token is captcha_failed, and nothing reaches the bridge', async () => {
    const bridge = fakeBridge({});
    const { store } = testStore({ client: bridge.client, captcha: () => Promise.reject(new Error('provider down')) });
    await expect(store.getState().addPlanToCart(input)).resolves.toEqual({ ok: false, code: 'captcha_failed', fields: {} });
    await expect(store.getState().changeCartNumber(input)).resolves.toEqual({ ok: false, code: 'captcha_failed', fields: {} });
    expect(bridge.calls).toEqual([]);
  });

  test('000 §2.7 a refused search answers its field code and keeps the list shown', async () => {
    const bridge = fakeBridge({
      'plan-details-numbers-list': [
        { body: numbersList() },
        failure('validation_error', 422, { errors: { msisdn_pattern: 'number_search_too_long' } }),
      ],
    });
    const { store } = testStore({ client: bridge.client });
    await expect(store.getState().loadNumbers('hala-5')).resolves.toEqual({ ok: true, value: undefined });
    const shown = store.getState().numbers;
    await expect(store.getState().searchNumbers('1234567890')).resolves.toEqual({
      ok: false,
      code: 'validation_error',
      fields: { msisdn_pattern: 'number_search_too_long' },
    });
    expect(store.getState().numbers).toBe(shown);
  });

  test('contract §7.2 a failed next page keeps the numbers shown', async () => {
    const bridge = fakeBridge({ 'plan-details-numbers-list': [{ body: numbersList() }, failure('failure', 500)] });
    const { store } = testStore({ client: bridge.client });
    await store.getState().loadNumbers('hala-5');
    const shown = store.getState().numbers;
    await expect(store.getState().loadMoreNumbers()).resolves.toEqual({ ok: false, code: 'failure', fields: {} });
    expect(store.getState().numbers).toBe(shown);
  });
});

describe('ARCHITECTURE §2 one store built once from every slice; stored values win over initial ones', () => {
  test("every page's actions are there from the start, the purchase actions once a checkout widget installs them; stored values are hydrated", () => {
    sessionStorage.setItem('currentSelectedNo', '91234567');
    sessionStorage.setItem('currentSelectedNoLabel', 'GOLD');
    localStorage.setItem('number_blocked_time', String(NOW));
    const store = createShopStore({
      config: CONFIG,
      client: fakeBridge({}).client,
      now: Date.now,
      location: () => new URL('https://shop.example/'),
      navigate: jest.fn(),
      sessionStorage,
      localStorage,
    });
    for (const action of ['bootstrap', 'announceCartChange', 'applyReservation'] as const) {
      expect(typeof store.getState()[action]).toBe('function');
    }
    const purchase = [
      'loadNumbers',
      'addPlanToCart',
      'changeCartNumber',
      'loadCart',
      'clearCart',
      'resetReservation',
      'loadFreeDevices',
    ] as const;
    // a catalogue page: no purchase action, and their state idle
    for (const action of purchase) expect(store.getState()[action]).toBeUndefined();
    expect([store.getState().cart, store.getState().numbers, store.getState().freeDevices]).toEqual([IDLE, IDLE, IDLE]);
    // a checkout widget is defined: they are there, installed once however many widgets ask
    installPurchaseActions(store);
    const installed = store.getState().loadCart;
    for (const action of purchase) expect(typeof store.getState()[action]).toBe('function');
    installPurchaseActions(store);
    expect(store.getState().loadCart).toBe(installed);
    // the number and reservation slices start with selectedNumber, blockedTime null and limitSeconds 0: the stored and configured values win
    expect(store.getState().selectedNumber).toEqual({ msisdn: '91234567', label: 'GOLD' });
    expect(store.getState().blockedTime).toBe(NOW);
    expect(store.getState().limitSeconds).toBe(900);
  });
});
