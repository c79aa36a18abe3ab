import { createBridgeClient } from '../../../src/api/client';
import { changePlanNumber, fetchPlanDetailsNumbersList } from '../../../src/api/numbers';
import { fetchFreeDevices } from '../../../src/api/free-devices';
import { AJAX_PATH, REST_PATH, byPath, clientOnWireMock, mock, requestsTo, wiremockUrl } from '../support/wiremock';
import { value } from '../support/result';
import { freeDevice, numbersList, phoneNumber, reservation } from '../support/fixtures';

const wiremock = mock();
const json = (body: unknown, status = 200) => ({ status, body, headers: { 'Content-Type': 'application/json' } });
const LIST = `${REST_PATH}plan-details-numbers-list`;

beforeEach(() => wiremock.clearAll());

describe('contract §7.2 search and paging on plan-details-numbers-list', () => {
  test('msisdn_pattern and page_index are sent; has_more is read per group', async () => {
    await wiremock.register(
      { method: 'GET', endpoint: LIST, queryParameters: { key: 'hala-5', msisdn_pattern: '777', page_size: '2', page_index: '3' } },
      json(numbersList([phoneNumber('97771234')], [], { free: true, paid: false })),
      byPath,
    );
    const { client } = clientOnWireMock(null);
    const answer = await value(
      fetchPlanDetailsNumbersList(client, { urlKey: 'hala-5', lang: 'ar', pageSize: 2, pageIndex: 3, pattern: '777' }),
    );
    expect(answer.has_more).toEqual({ free: true, paid: false });
    expect(answer.response_numbers.free.map((n) => n.msisdn)).toEqual(['97771234']);
  });

  test('a bridge that leaves has_more out offers no further page', async () => {
    await wiremock.register({ method: 'GET', endpoint: LIST }, json(numbersList()), byPath);
    const answer = await value(fetchPlanDetailsNumbersList(clientOnWireMock(null).client, { urlKey: 'hala-5', lang: 'en', pageSize: 3 }));
    expect(answer.has_more).toEqual({ free: false, paid: false });
  });

  test('fresh: past the browser cache of the public route (cache mode no-cache)', async () => {
    await wiremock.register({ method: 'GET', endpoint: LIST }, json(numbersList()), byPath);
    const modes: RequestCache[] = [];
    const client = createBridgeClient({
      ajaxUrl: `${wiremockUrl()}${AJAX_PATH}`,
      restRoot: `${wiremockUrl()}${REST_PATH}`,
      nonce: { get: () => null, set: () => undefined },
      fetch: (input, init) => {
        modes.push(input instanceof Request ? input.cache : (init?.cache ?? 'default'));
        return fetch(input, init);
      },
    });
    await value(fetchPlanDetailsNumbersList(client, { urlKey: 'hala-5', lang: 'en', pageSize: 3 }));
    await value(fetchPlanDetailsNumbersList(client, { urlKey: 'hala-5', lang: 'en', pageSize: 3, fresh: true }));
    expect(modes).toEqual(['default', 'no-cache']);
  });
});

describe('contract §7.1 wp_change_plan_number and wp_FreeDeviceListing', () => {
  test('change number: msisdn, sku, method=change-number, the captcha token, service and vanity type', async () => {
    await wiremock.register(
      { method: 'POST', endpoint: AJAX_PATH },
      json({ responseCode: 'success', cart_items_count: 1, reservation: reservation(900, { msisdn: '99000222' }) }),
    );
    const answer = await value(
      changePlanNumber(clientOnWireMock('n1').client, {
        msisdn: '99000222',
        sku: 'PRE-HALA-5',
        captchaToken: 'tok',
        serviceType: 'prepaid',
        vanityType: 'GOLD',
      }),
    );
    expect(answer.reservation.msisdn).toBe('99000222');
    const [request] = await requestsTo(wiremock, AJAX_PATH);
    expect(Object.fromEntries(request!.form)).toEqual({
      action: 'wp_postpaid_prepaid_module',
      sub_action: 'wp_change_plan_number',
      _ajax_nonce: 'n1',
      msisdn: '99000222',
      sku: 'PRE-HALA-5',
      method: 'change-number',
      'captcha-response': 'tok',
      service_type: 'prepaid',
      vanity_type: 'GOLD',
    });
  });

  test('free devices: a GET with lang; the structured devices are read, money in baisa', async () => {
    await wiremock.register(
      { method: 'GET', endpoint: AJAX_PATH },
      json({
        responseCode: 'success',
        FreeDeviceListing: { FreeDeviceTemplate: '<ul></ul>' },
        devices: [freeDevice('DEV-A54', 'Galaxy A54')],
      }),
      byPath,
    );
    const devices = await value(fetchFreeDevices(clientOnWireMock('n1').client, 'ar'));
    expect(devices).toEqual([
      { sku: 'DEV-A54', name: 'Galaxy A54', brand: 'Samsung', colour: 'Black', storage: '128 GB', regular_price: 120000, price: 0 },
    ]);
    const [request] = await requestsTo(wiremock, AJAX_PATH);
    expect(request?.method).toBe('GET');
    expect(Object.fromEntries(request!.query)).toEqual({
      action: 'wp_postpaid_prepaid_module',
      sub_action: 'wp_FreeDeviceListing',
      _ajax_nonce: 'n1',
      lang: 'ar',
    });
  });
});
