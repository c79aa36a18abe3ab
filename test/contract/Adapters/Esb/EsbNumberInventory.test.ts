import type { Method } from 'wiremock-captain/dist/types/internalTypes';
import { adaptersForSuite, byPath, requestsUnder, wiremock, wiremockUrl } from '../../support/adapters';
import { itFailsSafely } from '../../support/faults';

const BASE = '/esb/tmf-api/resourcePoolManagement/v4';
const API_KEY = 'contract-esb-key-5d1e';
const settings = () => ({
  adapters: { number_inventory: 'esb' },
  upstreams: {
    number_inventory: { base_url: `${wiremockUrl()}${BASE}`, client_id: 'whl-shop', api_key: API_KEY, timeout_seconds: 1, retries: 2 },
  },
});
const query = (pattern = '*', pageIndex = 2) => ({ $new: 'Domain\\NumberQuery', args: ['prepaid', pattern, [], 3, pageIndex] });
const resource = (value: string, vanityLevel = 'FREE', price = '0.000', serviceType = 'both') => ({
  value,
  vanityLevel,
  serviceType,
  price: { unit: 'OMR', value: price },
});
const reservation = (value: string, holder: string, end: string, vanityLevel = 'GOLD') => ({
  id: value,
  reservationState: 'reserved',
  relatedParty: { id: holder, role: 'cart' },
  validFor: { endDateTime: end },
  resource: { value, vanityLevel },
});
const inAMinute = () => new Date(Date.now() + 60_000).toISOString().replace(/\.\d+Z$/, 'Z');

describe('000 §4.3, §7.2: the ESB number inventory (TMF685 names) against WireMock', () => {
  const { adapters } = adaptersForSuite();
  const mock = wiremock;
  const stub = (method: Method, path: string, response: { status: number; body?: unknown }) =>
    mock().register({ method, endpoint: `${BASE}${path}` }, response, byPath);
  const call = <T>(method: string, args: unknown[]) => adapters().call<T>(settings(), 'number_inventory', method, args);
  const sent = async () =>
    (await requestsUnder(mock(), BASE)).map((r) => ({ ...r, json: r.body ? (JSON.parse(r.body) as unknown) : null }));

  describe('search: availabilityCheck', () => {
    it('asks for one page of every level with the pattern and the service type, and reads numbers and next pages', async () => {
      await stub('POST', '/availabilityCheck', {
        status: 200,
        body: {
          availableResourceCapacity: [
            { vanityLevel: 'FREE', hasMore: true, resource: [resource('91234567'), resource('91234568', 'FREE', '0.000', 'prepaid')] },
            { vanityLevel: 'GOLD', hasMore: false, resource: [resource('99990000', 'GOLD', '25.500', 'both')] },
            { vanityLevel: 'SILVER', resource: [resource('92229999', 'SILVER', '5.000', 'postpaid')] },
          ],
        },
      });
      const page = await call<{ numbers: Record<string, Array<{ msisdn: string; priceBaisa: number }>>; hasMore: Record<string, boolean> }>(
        'search',
        [query('*99*')],
      );
      expect(page.ok?.numbers.FREE?.map((n) => n.msisdn)).toEqual(['91234567', '91234568']);
      expect(page.ok?.numbers.GOLD).toEqual([
        { $class: 'PhoneNumber', msisdn: '99990000', vanityLevel: 'GOLD', priceBaisa: 25500, serviceType: 'both' },
      ]);
      expect(page.ok?.numbers.SILVER).toEqual([]); // a postpaid-only number is not offered for prepaid
      expect(page.ok?.numbers.PLATINUM).toEqual([]);
      expect(page.ok?.hasMore).toEqual({ FREE: true, SILVER: false, GOLD: false, PLATINUM: false });
      const [request, ...more] = await sent();
      expect(more).toHaveLength(0);
      expect(request!.method).toBe('POST');
      expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(request!.headers['x-client-id']).toBe('whl-shop');
      expect(request!.headers['content-type']).toBe('application/json');
      expect(request!.json).toEqual({
        resourceCapacityDemand: {
          resourceSpecification: { id: 'MSISDN' },
          serviceType: 'prepaid',
          pattern: '*99*',
          vanityLevel: ['FREE', 'SILVER', 'GOLD', 'PLATINUM'],
          offset: 3,
          limit: 3,
        },
      });
    });

    it.each([
      ['a number that is not 8 digits', resource('9123456')],
      ['an unknown level', resource('91234567', 'DIAMOND')],
      ['a price that is not an amount', resource('91234567', 'FREE', 'free')],
    ])('an answer with %s is a failure, not a shorter list', async (_, bad) => {
      await stub('POST', '/availabilityCheck', {
        status: 200,
        body: { availableResourceCapacity: [{ vanityLevel: 'FREE', resource: [bad] }] },
      });
      expect((await call('search', [query()])).error).toEqual({
        class: 'UpstreamFailure',
        message: 'esb-numbers availabilityCheck: malformed answer (200)',
      });
    });

    it('a 4xx is a failure', async () => {
      await stub('POST', '/availabilityCheck', { status: 401, body: { code: 'unauthorized' } });
      expect((await call('search', [query()])).error?.message).toBe('esb-numbers availabilityCheck: unexpected answer (401)');
    });

    itFailsSafely('availabilityCheck (a read: tried 3 times)', () => ({
      mock,
      stub: (response, features) => mock().register({ method: 'POST', endpoint: `${BASE}/availabilityCheck` }, response, features),
      invoke: () => call('search', [query()]),
      path: BASE,
      tries: 3,
      secrets: [API_KEY],
      log: () => adapters().log(),
    }));
  });

  it("the settings screen's connection test reads a number no pool holds; refused credentials fail it", async () => {
    await stub('GET', '/resource/00000000', { status: 404 });
    expect(await call('probe', [])).toEqual({ ok: 'Reachable: it answered HTTP 404.' });
    expect((await sent())[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    await mock().clearAll();
    await stub('GET', '/resource/00000000', { status: 401 });
    expect((await call('probe', [])).error?.message).toBe('esb-numbers probe: credentials refused (401)');
  });

  describe('find: a number whether held or not', () => {
    it('reads the resource, and a 404 is "not in the inventory"', async () => {
      await stub('GET', '/resource/91234567', { status: 200, body: resource('91234567', 'SILVER', '5.000') });
      await stub('GET', '/resource/90000000', { status: 404, body: { code: 'notFound' } });
      expect((await call('find', ['91234567'])).ok).toEqual({
        $class: 'PhoneNumber',
        msisdn: '91234567',
        vanityLevel: 'SILVER',
        priceBaisa: 5000,
        serviceType: 'both',
      });
      expect(await call('find', ['90000000'])).toEqual({ ok: null });
      expect((await sent()).map((r) => `${r.method} ${r.path}`)).toEqual([
        `GET ${BASE}/resource/91234567`,
        `GET ${BASE}/resource/90000000`,
      ]);
    });
  });

  describe('reserve, release, sell: the reservation of one number', () => {
    it('reserve PUTs the holder and the end of the hold, and reads the reservation', async () => {
      const end = inAMinute();
      await stub('PUT', '/reservation/91234567', { status: 200, body: reservation('91234567', 'cart-7', end) });
      const before = Date.now();
      const held = await call<{ msisdn: string; holderRef: string; heldUntil: number; vanityLevel: string }>('reserve', [
        '91234567',
        'cart-7',
        900,
      ]);
      expect(held.ok).toEqual({
        $class: 'Reservation',
        msisdn: '91234567',
        holderRef: 'cart-7',
        heldUntil: Date.parse(end) / 1000,
        vanityLevel: 'GOLD',
      });
      const [request] = await sent();
      expect(request!.method).toBe('PUT');
      const body = request!.json as { relatedParty: unknown; validFor: { endDateTime: string } };
      expect(body.relatedParty).toEqual({ id: 'cart-7', role: 'cart' });
      const asked = Date.parse(body.validFor.endDateTime);
      expect(asked).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 899_000);
      expect(asked).toBeLessThanOrEqual(Date.now() + 901_000);
    });

    it.each([
      [409, 'held by another cart or sold'],
      [404, 'not a number of the pool'],
    ])('reserve answered %i (%s) is no reservation', async (status) => {
      await stub('PUT', '/reservation/91234567', { status, body: { code: 'conflict' } });
      expect(await call('reserve', ['91234567', 'cart-7', 900])).toEqual({ ok: null });
    });

    it("a reservation answered for another holder is a failure, never taken as the cart's", async () => {
      await stub('PUT', '/reservation/91234567', { status: 200, body: reservation('91234567', 'cart-8', inAMinute()) });
      expect((await call('reserve', ['91234567', 'cart-7', 900])).error?.message).toBe(
        'esb-numbers reservation.put: malformed answer (200)',
      );
    });

    it("release DELETEs the holder's reservation: 204 released, 404 nothing to release", async () => {
      await stub('DELETE', '/reservation/91234567', { status: 204 });
      await stub('DELETE', '/reservation/91234568', { status: 404 });
      expect(await call('release', ['91234567', 'cart-7'])).toEqual({ ok: true });
      expect(await call('release', ['91234568', 'cart-7'])).toEqual({ ok: false });
      const [first] = await sent();
      expect(first!.query.get('relatedParty.id')).toBe('cart-7');
    });

    it('sell PATCHes the reservation to sold: 200 sold, 409 the holder does not hold it', async () => {
      await stub('PATCH', '/reservation/91234567', {
        status: 200,
        body: { ...reservation('91234567', 'cart-7', inAMinute()), reservationState: 'sold' },
      });
      await stub('PATCH', '/reservation/91234568', { status: 409 });
      expect(await call('sell', ['91234567', 'cart-7'])).toEqual({ ok: true });
      expect(await call('sell', ['91234568', 'cart-7'])).toEqual({ ok: false });
      expect((await sent())[0]!.json).toEqual({ reservationState: 'sold', relatedParty: { id: 'cart-7', role: 'cart' } });
    });

    it("holdOf lists the holder's reserved numbers and keeps a live one only", async () => {
      const past = new Date(Date.now() - 1000).toISOString();
      await stub('GET', '/reservation', {
        status: 200,
        body: [reservation('91234560', 'cart-7', past), reservation('91234567', 'cart-7', inAMinute())],
      });
      expect((await call<{ msisdn: string }>('holdOf', ['cart-7'])).ok?.msisdn).toBe('91234567');
      const [request] = await sent();
      expect(Object.fromEntries(request!.query)).toEqual({ 'relatedParty.id': 'cart-7', reservationState: 'reserved' });
      await mock().clearAll();
      await stub('GET', '/reservation', { status: 200, body: [reservation('91234560', 'cart-7', past)] });
      expect(await call('holdOf', ['cart-7'])).toEqual({ ok: null });
    });

    itFailsSafely('reserve (a PUT that renews the same hold: tried 3 times)', () => ({
      mock,
      stub: (response, features) => mock().register({ method: 'PUT', endpoint: `${BASE}/reservation/91234567` }, response, features),
      invoke: () => call('reserve', ['91234567', 'cart-7', 900]),
      path: BASE,
      tries: 3,
      secrets: [API_KEY, 'cart-7'],
      log: () => adapters().log(),
    }));
  });
});
