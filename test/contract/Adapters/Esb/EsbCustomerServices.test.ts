import type { Method } from 'wiremock-captain/dist/types/internalTypes';
import { adaptersForSuite, byPath, requestsUnder, wiremock, wiremockUrl } from '../../support/adapters';
import { itFailsSafely } from '../../support/faults';

// The ESB's customer directory, credit check and address service (EsbCustomerDirectory, EsbCreditCheck, EsbPlaces)
const BASE = '/esb-customers/api';
const API_KEY = 'contract-esb-customers-key-2c4f';
const upstream = { base_url: '', client_id: 'whl-shop', api_key: API_KEY, timeout_seconds: 1, retries: 2 };
const settings = () => {
  const at = { ...upstream, base_url: `${wiremockUrl()}${BASE}` };
  return {
    adapters: { customer_directory: 'esb', credit_check: 'esb', places: 'esb' },
    upstreams: { customer_directory: at, credit_check: at, places: at },
  };
};
const customer = (over: object = {}) => ({
  msisdn: '91234567',
  productType: 'Prepaid',
  name: 'Salim Al-Rawahi',
  nationalityId: 'OM',
  idType: '1',
  eligibility: 'true',
  idValid: true,
  otherNationality: false,
  ...over,
});

describe('000 §5.8, §4.8, contract §4.19: the ESB customer directory, credit check and places', () => {
  const { adapters } = adaptersForSuite();
  const mock = wiremock;
  const stub = (method: Method, path: string, response: { status: number; body?: unknown }) =>
    mock().register({ method, endpoint: `${BASE}${path}` }, response, byPath);
  const call = <T>(port: string, method: string, args: unknown[]) => adapters().call<T>(settings(), port, method, args);
  const sent = () => requestsUnder(mock(), BASE);

  describe('000 §5.8 the customer directory (TMF629: customer)', () => {
    it('finds the customer holding a number, with the credentials; none is null', async () => {
      await stub('GET', '/customer', { status: 200, body: [customer()] });
      expect((await call('customer_directory', 'findByNumber', ['91234567'])).ok).toMatchObject({
        $class: 'ExistingCustomer',
        msisdn: '91234567',
        eligibility: 'true',
        blocked: false,
        salaryRange: [],
      });
      const [request] = await sent();
      expect(request!.query.get('msisdn')).toBe('91234567');
      expect([request!.headers.authorization, request!.headers['x-client-id']]).toEqual([`Bearer ${API_KEY}`, 'whl-shop']);
      await mock().clearAll();
      await stub('GET', '/customer', { status: 200, body: [] });
      expect(await call('customer_directory', 'findByNumber', ['90000000'])).toEqual({ ok: null });
    });

    it.each([
      ['another number', customer({ msisdn: '99999999' })],
      ['a field of the wrong type', customer({ idValid: 'yes' })],
    ])('a customer answered with %s is a failure, never taken for the shopper', async (_, body) => {
      await stub('GET', '/customer', { status: 200, body: [body] });
      expect((await call('customer_directory', 'findByNumber', ['91234567'])).error?.message).toBe(
        'esb-customers customer.find: malformed answer (200)',
      );
    });

    itFailsSafely('customer.find (a read: tried 3 times)', () => ({
      mock,
      stub: (response, features) => mock().register({ method: 'GET', endpoint: `${BASE}/customer` }, response, features),
      invoke: () => call('customer_directory', 'findByNumber', ['91234567']),
      path: BASE,
      tries: 3,
      secrets: [API_KEY, '91234567'],
      log: () => adapters().log(),
    }));
  });

  describe('000 §4.8 the credit check', () => {
    it('asks with the service type and the ID or number, and reads no deposit or the deposit due', async () => {
      await stub('POST', '/creditCheck', { status: 200, body: { depositRequired: false } });
      expect(await call('credit_check', 'depositFor', ['postpaid', '1', '12345678', ''])).toEqual({ ok: null });
      expect(JSON.parse((await sent())[0]!.body)).toEqual({ serviceType: 'postpaid', idType: '1', idNumber: '12345678', msisdn: '' });
      await mock().clearAll();
      await stub('POST', '/creditCheck', {
        status: 200,
        body: { depositRequired: true, deposit: { creditLimitMoney: '50.000', salaryRange: ['0-300', '300+'] } },
      });
      expect((await call('credit_check', 'depositFor', ['postpaid', '', '', '24000004'])).ok).toEqual({
        $class: 'SecurityDeposit',
        creditLimitMoney: '50.000',
        salaryRange: ['0-300', '300+'],
      });
    });

    it('a deposit without an amount in OMR is a failure', async () => {
      await stub('POST', '/creditCheck', { status: 200, body: { depositRequired: true, deposit: { creditLimitMoney: 'fifty' } } });
      expect((await call('credit_check', 'depositFor', ['postpaid', '6', 'X1', ''])).error?.message).toBe(
        'esb-credit credit-check: malformed answer (200)',
      );
    });

    itFailsSafely('credit-check (a check that changes nothing: tried 3 times)', () => ({
      mock,
      stub: (response, features) => mock().register({ method: 'POST', endpoint: `${BASE}/creditCheck` }, response, features),
      invoke: () => call('credit_check', 'depositFor', ['postpaid', '1', '12345678', '']),
      path: BASE,
      tries: 3,
      secrets: [API_KEY, '12345678'],
      log: () => adapters().log(),
    }));
  });

  describe('contract §4.19 the places search (TMF673: geographicAddress)', () => {
    it("searches in the page's language and reads the operator's ids of each place", async () => {
      await stub('GET', '/geographicAddress', {
        status: 200,
        body: [
          {
            label: 'Al Khuwair, Bawshar',
            pccode: '113',
            governorateid: '1',
            wilayaid: '12',
            localityid: '1201',
            latitude: 23.59,
            longitude: 58.43,
            extra: 'x',
          },
        ],
      });
      expect((await call('places', 'search', ['khuwair', 'ar', 'OM'])).ok).toEqual([
        {
          label: 'Al Khuwair, Bawshar',
          pccode: '113',
          governorateid: '1',
          wilayaid: '12',
          localityid: '1201',
          latitude: 23.59,
          longitude: 58.43,
        },
      ]);
      expect(Object.fromEntries((await sent())[0]!.query)).toEqual({ q: 'khuwair', lang: 'ar', country: 'OM', limit: '8' });
    });

    it('a query under 2 characters asks nothing', async () => {
      expect(await call('places', 'search', ['k', 'en', 'OM'])).toEqual({ ok: [] });
      expect(await sent()).toHaveLength(0);
    });

    it('a place without its ids is a failure', async () => {
      await stub('GET', '/geographicAddress', { status: 200, body: [{ label: 'Somewhere', latitude: 1, longitude: 2 }] });
      expect((await call('places', 'search', ['somewhere', 'en', 'OM'])).error?.message).toBe(
        'esb-places geographic-address.search: malformed answer (200)',
      );
    });
  });
});
