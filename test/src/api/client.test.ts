import * as v from 'valibot';
import { TimeoutError } from 'ky';
import { DelayType, WireMockFault } from 'wiremock-captain';
import { BridgeError, createBridgeClient } from '../../../src/api/client';
import { RESPONSE_CODES } from '../../../src/domain/response-codes';
import { failureOf } from '../../../src/api/result';
import { CHECKOUT_CODES, checkoutFailure } from '../../../src/checkout/outcomes';
import { AckSchema } from '../../../src/schemas/envelope';
import { AJAX_PATH, REST_PATH, byPath, clientOnWireMock, mock, requestsTo, wiremockUrl } from '../support/wiremock';
import { cartSummary, currentNonce } from '../support/fixtures';
import { CartSummarySchema } from '../../../src/schemas/cart-summary';
import { withNonce } from '../../../src/api/client';
import { onSessionExpired } from '../../../src/api/session-expiry';

const wiremock = mock();
const Pong = v.object({ pong: v.number() });
const json = (body: unknown, status = 200) => ({ status, body, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => wiremock.clearAll());

async function stubNonce(nonce: string) {
  await wiremock.register({ method: 'GET', endpoint: `${REST_PATH}current-nonce` }, json(currentNonce(nonce, 1)), byPath);
}

async function stubAjax(nonce: string, reply: { status: number; body: unknown }) {
  await wiremock.register(
    { method: 'POST', endpoint: AJAX_PATH, formParameters: { action: 'whl_ping', _ajax_nonce: nonce } },
    json(reply.body, reply.status),
  );
}

const invalidNonce = { status: 403, body: { responseCode: 'invalid_nonce', message: 'invalid_nonce' } };

describe('contract §2 ajax transport: form-encoded POST with action, sub_action and _ajax_nonce', () => {
  test('fields are form-encoded; the answer is parsed by its schema', async () => {
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, json({ responseCode: 'success', pong: 1, extra: 'dropped' }));
    const { client } = clientOnWireMock('n1');
    await expect(
      client.ajax('whl_ping', { msisdn: '91234567', empty: '', skipped: undefined }, Pong, { subAction: 'wp_ping' }),
    ).resolves.toEqual({ pong: 1 });
    const [request] = await requestsTo(wiremock, AJAX_PATH);
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(request!.form)).toEqual({
      action: 'whl_ping',
      sub_action: 'wp_ping',
      _ajax_nonce: 'n1',
      msisdn: '91234567',
      empty: '',
    });
  });

  test('GET actions carry the same fields in the query string', async () => {
    await wiremock.register({ method: 'GET', endpoint: AJAX_PATH }, json({ responseCode: 'success' }), byPath);
    const { client } = clientOnWireMock('n1');
    await client.ajax('wpb_esb_unreserve_number', { selected_msisdn: '91234567' }, AckSchema, { method: 'GET' });
    const [request] = await requestsTo(wiremock, AJAX_PATH);
    expect(request?.method).toBe('GET');
    expect(Object.fromEntries(request!.query)).toEqual({
      action: 'wpb_esb_unreserve_number',
      _ajax_nonce: 'n1',
      selected_msisdn: '91234567',
    });
  });
});

describe('contract §2 nonce: bootstrap from current-nonce; a stale nonce is refreshed once and the call retried once', () => {
  test('no nonce yet: current-nonce first, then the call with it (and it is kept)', async () => {
    await stubNonce('fresh');
    await stubAjax('fresh', { status: 200, body: { responseCode: 'success', pong: 2 } });
    const { client, nonce } = clientOnWireMock(null);
    await expect(client.ajax('whl_ping', {}, Pong)).resolves.toEqual({ pong: 2 });
    expect(nonce.value).toBe('fresh');
    const [bootstrap] = await requestsTo(wiremock, `${REST_PATH}current-nonce`);
    expect(Object.fromEntries(bootstrap!.query)).toEqual({ cart_hash: '', notify_type: '', lang: '' });
  });

  test('403 invalid_nonce → exactly one refresh, then one retry that succeeds', async () => {
    await stubNonce('fresh');
    await stubAjax('stale', invalidNonce);
    await stubAjax('fresh', { status: 200, body: { responseCode: 'success', pong: 3 } });
    const { client, nonce } = clientOnWireMock('stale');
    await expect(client.ajax('whl_ping', {}, Pong)).resolves.toEqual({ pong: 3 });
    expect(await requestsTo(wiremock, `${REST_PATH}current-nonce`)).toHaveLength(1);
    expect((await requestsTo(wiremock, AJAX_PATH)).map((r) => r.form.get('_ajax_nonce'))).toEqual(['stale', 'fresh']);
    expect(nonce.value).toBe('fresh');
  });

  test('a nonce that stays invalid fails after one refresh and one retry (no loop)', async () => {
    await stubNonce('still-bad');
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, json(invalidNonce.body, 403));
    const { client } = clientOnWireMock('stale');
    await expect(client.ajax('whl_ping', {}, Pong)).rejects.toMatchObject({ code: 'invalid_nonce', status: 403 });
    expect(await requestsTo(wiremock, `${REST_PATH}current-nonce`)).toHaveLength(1);
    expect(await requestsTo(wiremock, AJAX_PATH)).toHaveLength(2);
  });

  test('calls failing together share one refresh', async () => {
    await stubNonce('fresh');
    await stubAjax('stale', invalidNonce);
    await stubAjax('fresh', { status: 200, body: { responseCode: 'success', pong: 4 } });
    const { client } = clientOnWireMock('stale');
    await Promise.all([client.ajax('whl_ping', {}, Pong), client.ajax('whl_ping', {}, Pong), client.ajax('whl_ping', {}, Pong)]);
    expect(await requestsTo(wiremock, `${REST_PATH}current-nonce`)).toHaveLength(1);
    expect(await requestsTo(wiremock, AJAX_PATH)).toHaveLength(6);
  });

  test('a stale answer that arrives after the shared refresh finished reuses its nonce (still one refresh)', async () => {
    await stubNonce('fresh');
    await stubAjax('stale', invalidNonce);
    await stubAjax('fresh', { status: 200, body: { responseCode: 'success', pong: 7 } });
    await wiremock.register(
      { method: 'POST', endpoint: AJAX_PATH, formParameters: { action: 'whl_slow', _ajax_nonce: 'stale' } },
      json(invalidNonce.body, 403),
      { responseDelay: { type: DelayType.FIXED, constantDelay: 600 } },
    );
    await wiremock.register(
      { method: 'POST', endpoint: AJAX_PATH, formParameters: { action: 'whl_slow', _ajax_nonce: 'fresh' } },
      json({ responseCode: 'success', pong: 8 }),
    );
    const { client } = clientOnWireMock('stale');
    await expect(Promise.all([client.ajax('whl_ping', {}, Pong), client.ajax('whl_slow', {}, Pong)])).resolves.toEqual([
      { pong: 7 },
      { pong: 8 },
    ]);
    expect(await requestsTo(wiremock, `${REST_PATH}current-nonce`)).toHaveLength(1);
    expect(
      (await requestsTo(wiremock, AJAX_PATH)).filter((r) => r.form.get('action') === 'whl_slow').map((r) => r.form.get('_ajax_nonce')),
    ).toEqual(['stale', 'fresh']);
  });

  test('REST routes that touch the cart send X-WHL-Nonce and refresh it the same way', async () => {
    await stubNonce('fresh');
    await wiremock.register(
      { method: 'GET', endpoint: `${REST_PATH}cart-page-summary_details`, headers: { 'X-WHL-Nonce': 'stale' } },
      json(invalidNonce.body, 403),
      byPath,
    );
    await wiremock.register(
      { method: 'GET', endpoint: `${REST_PATH}cart-page-summary_details`, headers: { 'X-WHL-Nonce': 'fresh' } },
      json(cartSummary(600)),
      byPath,
    );
    const { client } = clientOnWireMock('stale');
    const summary = await client.rest('cart-page-summary_details', { page: '', lang: 'ar' }, CartSummarySchema, { nonce: true });
    expect(summary.reservation?.remaining_seconds).toBe(600);
    const requests = await requestsTo(wiremock, `${REST_PATH}cart-page-summary_details`);
    expect(requests.map((r) => r.headers['x-whl-nonce'])).toEqual(['stale', 'fresh']);
    expect(Object.fromEntries(requests[1]!.query)).toEqual({ page: '', lang: 'ar' });
  });

  test('public catalogue routes send no nonce and never bootstrap one', async () => {
    await wiremock.register({ method: 'GET', endpoint: `${REST_PATH}homepage-plans` }, json({ responseCode: 'success', pong: 5 }), byPath);
    const { client } = clientOnWireMock(null);
    await client.rest('homepage-plans', { lang: 'en', service_type: undefined }, Pong);
    const [request] = await requestsTo(wiremock, `${REST_PATH}homepage-plans`);
    expect(request?.headers['x-whl-nonce']).toBeUndefined();
    expect(Object.fromEntries(request!.query)).toEqual({ lang: 'en' });
    expect(await requestsTo(wiremock, `${REST_PATH}current-nonce`)).toHaveLength(0);
  });
});

describe('contract §3 every responseCode becomes a typed BridgeError with that code', () => {
  const table: Array<[string, number]> = [
    ['captcha_failed', 403],
    ['rate_limited', 429],
    ['validation_error', 422],
    ['not_found', 404],
    ['cart_not_empty', 409],
    ['number_unavailable', 409],
    ['hold_limit', 429],
    ['reservation_expired', 409],
    ['same_plan', 409],
    ['cart_locked', 409],
    ['max_connections', 409],
    ['session_expired', 401],
    ['forbidden_route', 403],
    ['failure', 500],
  ];

  test('the table covers every error code of the contract', () => {
    expect([...table.map(([code]) => code), 'invalid_nonce', 'success'].sort()).toEqual([...RESPONSE_CODES].sort());
  });

  test.each(table)('%s (HTTP %p)', async (code, status) => {
    await stubAjax('n1', { status, body: { responseCode: code, message: code } });
    const { client } = clientOnWireMock('n1');
    const error = await client.ajax('whl_ping', {}, Pong).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeError);
    expect(error).toMatchObject({ code, status });
  });

  test('a business outcome keeps its data (000 §4.8 security_deposit), and a Result carries it', async () => {
    const data = { credit_limit_money: '50.000', salary_range: ['0-300', '300-700'], idv_submit_token: 't0k' };
    await stubAjax('n1', { status: 409, body: { responseCode: 'security_deposit', message: 'security_deposit', ...data } });
    const { client } = clientOnWireMock('n1');
    const error = await client.ajax('whl_ping', {}, Pong).catch((e: unknown) => e);
    // every page reads it as failure; the purchase flow reads its outcome and data
    expect(error).toMatchObject({ code: 'failure', status: 409 });
    expect(failureOf(error)).toEqual({ ok: false, code: 'failure', fields: {}, details: { responseCode: 'security_deposit', ...data } });
    expect(checkoutFailure(failureOf(error))).toEqual({ ok: false, code: 'security_deposit', fields: {}, details: data });
  });

  test.each(CHECKOUT_CODES.map((code) => [code]))('the purchase flow reads %s back from the code as sent', async (code) => {
    await stubAjax('n1', { status: 409, body: { responseCode: code, message: code } });
    const { client } = clientOnWireMock('n1');
    expect(checkoutFailure(failureOf(await client.ajax('whl_ping', {}, Pong).catch((e: unknown) => e)))).toMatchObject({ ok: false, code });
  });

  test('an error without data gives a Result without details', async () => {
    await stubAjax('n1', { status: 409, body: { responseCode: 'same_plan', message: 'same_plan' } });
    const { client } = clientOnWireMock('n1');
    expect(failureOf(await client.ajax('whl_ping', {}, Pong).catch((e: unknown) => e))).toEqual({
      ok: false,
      code: 'same_plan',
      fields: {},
    });
  });

  test('validation_error keeps its field codes', async () => {
    await stubAjax('n1', {
      status: 422,
      body: { responseCode: 'validation_error', message: 'validation_error', errors: { msisdn_pattern: 'number_search_too_long' } },
    });
    const { client } = clientOnWireMock('n1');
    await expect(client.ajax('whl_ping', {}, Pong)).rejects.toMatchObject({
      code: 'validation_error',
      fieldErrors: { msisdn_pattern: 'number_search_too_long' },
    });
  });

  test.each([
    ['an unknown responseCode', 400, { responseCode: 'teapot' }, 'failure'],
    ['success with an error status', 500, { responseCode: 'success', pong: 1 }, 'failure'],
    ['an error code with status 200', 200, { responseCode: 'cart_not_empty' }, 'cart_not_empty'],
    ['no envelope', 200, { pong: 1 }, 'failure'],
    ['a PHP notice instead of JSON', 200, '<b>Notice</b>: Undefined index', 'failure'],
  ])('%s → %s', async (_, status, body, code) => {
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, typeof body === 'string' ? { status, body } : json(body, status));
    const { client } = clientOnWireMock('n1');
    const error = await client.ajax('whl_ping', {}, Pong).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeError);
    expect(error).toMatchObject({ code });
  });

  test('a schema mismatch on success is a failure', async () => {
    await stubAjax('n1', { status: 200, body: { responseCode: 'success', pong: 'one' } });
    const { client } = clientOnWireMock('n1');
    const error = (await client.ajax('whl_ping', {}, Pong).catch((e: unknown) => e)) as BridgeError;
    expect(error).toMatchObject({ code: 'failure', status: 200 });
    expect(error.cause).toBeTruthy();
  });

  test('a connection reset is a failure', async () => {
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, { status: 200 }, { fault: WireMockFault.CONNECTION_RESET_BY_PEER });
    const { client } = clientOnWireMock('n1');
    await expect(client.ajax('whl_ping', {}, Pong)).rejects.toMatchObject({ code: 'failure', status: 0 });
  });

  test('nobody listening is a failure', async () => {
    const client = createBridgeClient({
      ajaxUrl: 'http://127.0.0.1:9/wp-admin/admin-ajax.php',
      restRoot: 'http://127.0.0.1:9/wp-json/wp-rest/v1/',
      nonce: { get: () => 'n', set: () => undefined },
    });
    await expect(client.rest('homepage-plans', {}, Pong)).rejects.toMatchObject({ code: 'failure', status: 0 });
  });

  test('a bridge slower than the timeout is a failure', async () => {
    await wiremock.register({ method: 'GET', endpoint: `${REST_PATH}homepage-plans` }, json({ responseCode: 'success', pong: 1 }), {
      ...byPath,
      responseDelay: { type: DelayType.FIXED, constantDelay: 1500 },
    });
    const { client } = clientOnWireMock(null, 300);
    const error = (await client.rest('homepage-plans', {}, Pong).catch((e: unknown) => e)) as BridgeError;
    expect(error).toMatchObject({ code: 'failure', status: 0 });
    expect(error.cause).toBeInstanceOf(TimeoutError);
  });

  test('the REST root works with or without its trailing slash', async () => {
    await wiremock.register({ method: 'GET', endpoint: `${REST_PATH}homepage-plans` }, json({ responseCode: 'success', pong: 6 }), byPath);
    const client = createBridgeClient({
      ajaxUrl: `${wiremockUrl()}${AJAX_PATH}`,
      restRoot: `${wiremockUrl()}${REST_PATH}`.replace(/\/$/, ''),
      nonce: { get: () => null, set: () => undefined },
    });
    await expect(client.rest('homepage-plans', {}, Pong)).resolves.toEqual({ pong: 6 });
  });
});

describe('contract §2 on ky: no retries of its own, the configured URLs as given, JSON asked for', () => {
  test.each([
    [503, 'failure'],
    [429, 'rate_limited'],
    [500, 'failure'],
  ])('a GET answered %p is not repeated (retry 0): %s', async (status, code) => {
    await wiremock.register(
      { method: 'GET', endpoint: `${REST_PATH}homepage-plans` },
      { status, body: { responseCode: code }, headers: { 'Content-Type': 'application/json', 'Retry-After': '0' } },
      byPath,
    );
    const { client } = clientOnWireMock(null);
    await expect(client.rest('homepage-plans', {}, Pong)).rejects.toMatchObject({ code, status });
    expect(await requestsTo(wiremock, `${REST_PATH}homepage-plans`)).toHaveLength(1);
  });

  test('a GET whose connection breaks is not repeated either (ky would retry it by default)', async () => {
    await wiremock.register(
      { method: 'GET', endpoint: `${REST_PATH}homepage-plans` },
      { status: 200 },
      { ...byPath, fault: WireMockFault.CONNECTION_RESET_BY_PEER },
    );
    const { client } = clientOnWireMock(null);
    await expect(client.rest('homepage-plans', {}, Pong)).rejects.toMatchObject({ code: 'failure', status: 0 });
    expect(await requestsTo(wiremock, `${REST_PATH}homepage-plans`)).toHaveLength(1);
  });

  test('an admin-ajax URL with a query of its own keeps it for GET actions', async () => {
    await wiremock.register({ method: 'GET', endpoint: AJAX_PATH }, json({ responseCode: 'success' }), byPath);
    const client = createBridgeClient({
      ajaxUrl: `${wiremockUrl()}${AJAX_PATH}?lang=ar`,
      restRoot: `${wiremockUrl()}${REST_PATH}`,
      nonce: { get: () => 'n1', set: () => undefined },
    });
    await client.ajax('wpb_esb_unreserve_number', { selected_msisdn: '91234567' }, AckSchema, { method: 'GET' });
    const [request] = await requestsTo(wiremock, AJAX_PATH);
    expect(Object.fromEntries(request!.query)).toEqual({
      lang: 'ar',
      action: 'wpb_esb_unreserve_number',
      _ajax_nonce: 'n1',
      selected_msisdn: '91234567',
    });
  });

  test('REST and ajax calls ask for JSON', async () => {
    await wiremock.register({ method: 'GET', endpoint: `${REST_PATH}homepage-plans` }, json({ responseCode: 'success', pong: 1 }), byPath);
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, json({ responseCode: 'success', pong: 2 }));
    const { client } = clientOnWireMock('n1');
    await client.rest('homepage-plans', {}, Pong);
    await client.ajax('whl_ping', {}, Pong);
    const [rest] = await requestsTo(wiremock, `${REST_PATH}homepage-plans`);
    const [ajax] = await requestsTo(wiremock, AJAX_PATH);
    expect([rest?.headers['accept'], ajax?.headers['accept']]).toEqual(['application/json', 'application/json']);
  });
});

/** sessionStorage as a browser tab has it (this project runs in node). */
class TabStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

describe('000 §4.3 "Session expiry", §8 "Session expired: session-expiry popup; action blocked": after session_expired nothing is sent', () => {
  const FLAG = 'session_expiry_popup_disp';
  let storage: TabStorage;
  // the client tells its listeners (the page's shell shows the popup, test/src/shell/page.test.ts)
  const told = jest.fn();
  let stopListening: () => void;
  beforeEach(() => {
    storage = new TabStorage();
    Object.assign(globalThis, { sessionStorage: storage });
    told.mockClear();
    stopListening = onSessionExpired(told);
  });
  afterEach(() => {
    stopListening();
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });
  const expiredCall = (call: Promise<unknown>) =>
    call.then(
      () => 'sent',
      (e: unknown) => e,
    );
  const popupShown = () => told.mock.calls.length;

  test('a 401 session_expired answer sets session_expiry_popup_disp and tells the listeners once; every later call with the nonce is refused unsent', async () => {
    await stubAjax('n1', { status: 401, body: { responseCode: 'session_expired', message: 'session_expired' } });
    await wiremock.register({ method: 'GET', endpoint: `${REST_PATH}homepage-plans` }, json({ responseCode: 'success', pong: 5 }), byPath);
    const { client } = clientOnWireMock('n1');
    expect(storage.getItem(FLAG)).toBeNull();
    await expect(expiredCall(client.ajax('whl_ping', {}, Pong))).resolves.toMatchObject({ code: 'session_expired', status: 401 });
    expect(storage.getItem(FLAG)).toBe('true');
    expect(popupShown()).toBe(1);

    // the same failure, without a request: an action, a REST read of the cart, a new nonce
    for (const call of [
      client.ajax('whl_ping', {}, Pong),
      client.ajax('whl_ping', {}, Pong, { method: 'GET' }),
      client.rest('cart-page-summary_details', { page: '' }, CartSummarySchema, { nonce: true }),
      client.currentNonce(),
    ]) {
      const error = await expiredCall(call);
      expect(error).toBeInstanceOf(BridgeError);
      expect(error).toMatchObject({ code: 'session_expired', status: 401 });
    }
    expect(await requestsTo(wiremock, AJAX_PATH)).toHaveLength(1);
    expect(await requestsTo(wiremock, `${REST_PATH}cart-page-summary_details`)).toHaveLength(0);
    expect(await requestsTo(wiremock, `${REST_PATH}current-nonce`)).toHaveLength(0);
    // a public read carries no session: the page behind the popup may still read the catalogue
    await expect(client.rest('homepage-plans', { lang: 'en' }, Pong)).resolves.toEqual({ pong: 5 });
    expect(popupShown()).toBe(1);
  });

  test('a page loaded with the flag already true (a reload) sends nothing with the nonce, not even to get one', async () => {
    storage.setItem(FLAG, 'true');
    const { client } = clientOnWireMock(null);
    await expect(expiredCall(client.ajax('whl_ping', {}, Pong))).resolves.toMatchObject({ code: 'session_expired' });
    expect(await requestsTo(wiremock, AJAX_PATH)).toHaveLength(0);
    expect(await requestsTo(wiremock, `${REST_PATH}current-nonce`)).toHaveLength(0);
  });

  test('the uploads transport (withNonce) is refused alike', async () => {
    storage.setItem(FLAG, 'true');
    const send = jest.fn();
    await expect(
      expiredCall(
        withNonce(
          () => 'n1',
          async () => 'n2',
          send,
          Pong,
        ),
      ),
    ).resolves.toMatchObject({ code: 'session_expired' });
    expect(send).not.toHaveBeenCalled();
  });

  test('other refusals set nothing', async () => {
    await stubAjax('n1', invalidNonce);
    await stubNonce('n1');
    const { client } = clientOnWireMock('n1');
    await expiredCall(client.ajax('whl_ping', {}, Pong));
    expect(storage.getItem(FLAG)).toBeNull();
    expect(popupShown()).toBe(0);
  });
});
