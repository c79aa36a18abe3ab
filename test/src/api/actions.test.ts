import { fetchSession } from '../../../src/api/session';
import { fetchPlanDetailsNumbersList } from '../../../src/api/numbers';
import { searchNumbers } from '../../../src/api/numbers';
import { addToCart } from '../../../src/api/add-to-cart';
import { fetchCartSummary, unreserveNumber } from '../../../src/api/cart';
import { captchaFor, sandboxCaptcha } from '../../../src/api/captcha';
import { createReportGate, logScriptError, reportScriptError, scriptErrorOf } from '../../../src/api/error-logger';
import { AJAX_PATH, REST_PATH, byPath, clientOnWireMock, mock, requestsTo } from '../support/wiremock';
import { value } from '../support/result';
import { addToCartSuccess, cartSummary, currentNonce, numbersList } from '../support/fixtures';

const wiremock = mock();
const json = (body: unknown, status = 200) => ({ status, body, headers: { 'Content-Type': 'application/json' } });
const ok = json({ responseCode: 'success' });

beforeEach(() => wiremock.clearAll());

describe('contract §4.1 / 000 §7.1 session bootstrap', () => {
  test('current-nonce with cart_hash, notify_type and lang', async () => {
    await wiremock.register({ method: 'GET', endpoint: `${REST_PATH}current-nonce` }, json(currentNonce('a1b2', 3)), byPath);
    const { client, nonce } = clientOnWireMock(null);
    const session = await value(fetchSession(client, { cartHash: 'h', notifyType: null, lang: 'ar' }));
    expect(session.cart_items_count).toBe(3);
    expect(nonce.value).toBe('a1b2');
    const [request] = await requestsTo(wiremock, `${REST_PATH}current-nonce`);
    expect(Object.fromEntries(request!.query)).toEqual({ cart_hash: 'h', notify_type: '', lang: 'ar' });
  });
});

describe('contract §4.3 catalogue routes', () => {
  test('plan-details-numbers-list with the contract’s query', async () => {
    await wiremock.register(
      {
        method: 'GET',
        endpoint: `${REST_PATH}plan-details-numbers-list`,
        queryParameters: {
          type: 'url_key',
          key: 'hala-5',
          vanity_level: '',
          msisdn_pattern: '*',
          page_size: '3',
          page_index: '1',
          lang: 'en',
        },
      },
      json(numbersList()),
      byPath,
    );
    const { client } = clientOnWireMock(null);
    const answer = await value(fetchPlanDetailsNumbersList(client, { urlKey: 'hala-5', lang: 'en', pageSize: 3 }));
    expect(answer.response_numbers.paid).toHaveLength(3);
  });
});

describe('contract §4.4 wp_postpaid_prepaid_module', () => {
  test('wp_plan_add_to_cart sends every field of the contract', async () => {
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, json(addToCartSuccess(900)));
    const { client } = clientOnWireMock('n1');
    const answer = await value(
      addToCart(
        client,
        {
          kind: 'plan',
          msisdn: '91234567',
          sku: 'PRE-HALA-5',
          captchaToken: 'tok',
          serviceType: 'prepaid',
          vanityType: 'FREE',
          offerType: 'free-device',
          simType: 'esim',
          activation: 'self',
        },
        true,
      ),
    );
    expect(answer.reservation.limit_seconds).toBe(900);
    const [request] = await requestsTo(wiremock, AJAX_PATH);
    expect(Object.fromEntries(request!.form)).toEqual({
      action: 'wp_postpaid_prepaid_module',
      sub_action: 'wp_plan_add_to_cart',
      _ajax_nonce: 'n1',
      msisdn: '91234567',
      sku: 'PRE-HALA-5',
      cart_update_flag: 'cart-clear',
      'captcha-response': 'tok',
      service_type: 'prepaid',
      vanity_type: 'FREE',
      offer_type: 'free-device',
      sim_type: 'esim',
      activation: 'self',
    });
  });

  test.each([
    [
      'wp_device_add_to_cart, paid in full (contract §8.6)',
      { kind: 'device', sku: 'IPH-15-128-BLK', months: 0 } as const,
      false,
      { sku: 'IPH-15-128-BLK', order_type: 'devices', installment_months: '', cart_update_flag: 'cart-not-clear' },
    ],
    [
      'wp_device_add_to_cart, over 12 months',
      { kind: 'device', sku: 'IPH-15-128-BLK', months: 12 } as const,
      true,
      { sku: 'IPH-15-128-BLK', order_type: 'device-installment', installment_months: '12', cart_update_flag: 'cart-clear' },
    ],
    [
      'wp_gift_card_add_to_cart (contract §8.7)',
      { kind: 'gift-card', card: 'shop-card', amount: '10.000' } as const,
      false,
      { card: 'shop-card', amount: '10.000', cart_update_flag: 'cart-not-clear' },
    ],
    [
      'wp_change_plan_update_cart (contract §7.1, 000 §4.2 change-plan)',
      { kind: 'plan-change', sku: 'POST-BASIC' } as const,
      false,
      { sku: 'POST-BASIC', service_type: 'postpaid' },
    ],
  ])('%s: one add to cart sends its fields', async (_, item, replaceCart, fields) => {
    await wiremock.register(
      { method: 'POST', endpoint: AJAX_PATH },
      json({ responseCode: 'success', cart_items_count: 1, redirection_url: 'my_cart' }),
    );
    const { client } = clientOnWireMock('n1');
    await expect(addToCart(client, item, replaceCart)).resolves.toMatchObject({ ok: true });
    const [request] = await requestsTo(wiremock, AJAX_PATH);
    const sent = Object.fromEntries(request!.form);
    expect(sent).toMatchObject({ action: 'wp_postpaid_prepaid_module', _ajax_nonce: 'n1', ...fields });
    expect(Object.keys(sent).sort()).toEqual(['_ajax_nonce', 'action', 'sub_action', ...Object.keys(fields)].sort());
  });

  test('a refusal is answered with the code as sent (contract §8.6 out_of_stock), never thrown', async () => {
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, json({ responseCode: 'out_of_stock', message: 'out_of_stock' }, 409));
    const { client } = clientOnWireMock('n1');
    await expect(addToCart(client, { kind: 'device', sku: 'X', months: 0 }, false)).resolves.toEqual({
      ok: false,
      code: 'failure',
      fields: {},
      details: { responseCode: 'out_of_stock' },
    });
  });

  test('wp_search_numbers sends the trimmed pattern and answers the groups', async () => {
    await wiremock.register(
      { method: 'POST', endpoint: AJAX_PATH },
      json({ responseCode: 'success', response: { free: [{ msisdn: '97771234', VANITY_LEVEL: 'FREE', amount: '0.000' }], paid: [] } }),
    );
    const { client } = clientOnWireMock('n1');
    const groups = await value(searchNumbers(client, { pattern: ' 777 ', serviceType: 'postpaid', pageSize: 3 }));
    expect(groups.free[0]?.msisdn).toBe('97771234');
    const [request] = await requestsTo(wiremock, AJAX_PATH);
    expect(Object.fromEntries(request!.form)).toMatchObject({
      sub_action: 'wp_search_numbers',
      msisdn_pattern: '777',
      service_type: 'postpaid',
      page_size: '3',
      page_index: '1',
      vanity_level: '',
    });
  });
});

describe('contract §4.5–§4.6 cart calls', () => {
  test('cart-page-summary_details with X-WHL-Nonce', async () => {
    await wiremock.register({ method: 'GET', endpoint: `${REST_PATH}cart-page-summary_details` }, json(cartSummary(10)), byPath);
    const { client } = clientOnWireMock('n1');
    expect((await value(fetchCartSummary(client, { lang: 'en' }))).totals?.grand_total).toBe(5250);
    const [request] = await requestsTo(wiremock, `${REST_PATH}cart-page-summary_details`);
    expect(request?.headers['x-whl-nonce']).toBe('n1');
  });

  test('wpb_esb_unreserve_number is a GET with selected_msisdn', async () => {
    await wiremock.register({ method: 'GET', endpoint: AJAX_PATH }, ok, byPath);
    const { client } = clientOnWireMock('n1');
    await value(unreserveNumber(client, '91234567'));
    const [request] = await requestsTo(wiremock, AJAX_PATH);
    expect(request?.query.get('selected_msisdn')).toBe('91234567');
  });
});

describe('contract §5 Sandbox captcha: a token for an action name', () => {
  test('whl_captcha_token with captcha_action', async () => {
    await wiremock.register(
      { method: 'POST', endpoint: AJAX_PATH, formParameters: { action: 'whl_captcha_token', captcha_action: 'number_reservation' } },
      json({ responseCode: 'success', token: 'tok-1', expires_in: 120 }),
    );
    const { client } = clientOnWireMock('n1');
    await expect(sandboxCaptcha(client)('number_reservation')).resolves.toBe('tok-1');
  });

  test('an unknown provider refuses with captcha_failed (the seam for a real provider)', async () => {
    const { client } = clientOnWireMock('n1');
    await expect(captchaFor({ provider: 'acme', siteKey: '' }, client)('number_reservation')).rejects.toMatchObject({
      code: 'captcha_failed',
    });
  });
});

describe('000 §7.1 / §8 page script errors go to wp_js_error_logger, once per message, throttled', () => {
  test('msg, url and line are posted', async () => {
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, ok);
    const { client } = clientOnWireMock('n1');
    await value(logScriptError(client, { msg: 'TypeError: x is undefined', url: 'https://shop.example/my_cart/', line: 12 }));
    const [request] = await requestsTo(wiremock, AJAX_PATH);
    expect(Object.fromEntries(request!.form)).toEqual({
      action: 'wp_js_error_logger',
      _ajax_nonce: 'n1',
      msg: 'TypeError: x is undefined',
      url: 'https://shop.example/my_cart/',
      line: '12',
    });
  });

  test('the gate: each message once, at most 5 a minute', () => {
    const gate = createReportGate(5, 60_000);
    expect(gate('a', 0)).toBe(true);
    expect(gate('a', 1)).toBe(false);
    expect(['b', 'c', 'd', 'e'].map((m) => gate(m, 2))).toEqual([true, true, true, true]);
    expect(gate('f', 3)).toBe(false);
    expect(gate('f', 60_001)).toBe(true);
  });

  test('what error events, rejections and caught errors report', () => {
    const page = 'https://shop.example/';
    const error = Object.assign(new Event('error'), { message: 'boom', filename: 'https://shop.example/x.js', lineno: 3 });
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('lost') });
    expect(scriptErrorOf(error, page)).toEqual({ msg: 'boom', url: 'https://shop.example/x.js', line: 3 });
    expect(scriptErrorOf(rejection, page)).toEqual({ msg: 'Unhandled rejection: lost', url: page, line: 0 });
    expect(scriptErrorOf(new TypeError('x is undefined'), page)).toEqual({ msg: 'TypeError: x is undefined', url: page, line: 0 });
  });

  test('reports pass the page-wide gate: a repeated message is sent once', async () => {
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, ok);
    const { client } = clientOnWireMock('n1');
    reportScriptError(client, { msg: 'boom', url: 'u', line: 1 }, 1000);
    reportScriptError(client, { msg: 'boom', url: 'u', line: 1 }, 1001);
    reportScriptError(client, { msg: 'other', url: 'u', line: 2 }, 1002);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await requestsTo(wiremock, AJAX_PATH)).map((r) => r.form.get('msg')).sort()).toEqual(['boom', 'other']);
  });
});
