import type { Method } from 'wiremock-captain/dist/types/internalTypes';
import { adaptersForSuite, byPath, requestsUnder, wiremock, wiremockUrl } from '../../support/adapters';
import { itFailsSafely } from '../../support/faults';

const BASE = '/magento';
const V1 = `${BASE}/rest/default/V1`;
const PASSWORD = 'contract-magento-admin-password-8d21';
const ADMIN_TOKEN = 'contract-admin-token-3f9c';
const CUSTOMER_TOKEN = 'contract-customer-token-b7e0';
// a user of its own per run: the bridge caches the admin token per upstream and user in the host's database
const settings = (user: string) => ({
  adapters: { customer_accounts: 'magento' },
  upstreams: {
    commerce: {
      base_url: `${wiremockUrl()}${BASE}`,
      store_code: 'default',
      vendor: 'sahel',
      username: user,
      password: PASSWORD,
      timeout_seconds: 1,
      retries: 2,
    },
  },
});
const newUser = () => `integration-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('000 §4.5, §7.3: Magento customers and their carts, with the administrator token kept by the bridge', () => {
  const { adapters } = adaptersForSuite();
  let user: string;
  const mock = wiremock;
  beforeEach(async () => {
    user = newUser();
  });
  const stub = (method: Method, path: string, response: { status: number; body?: unknown }, priority?: number) =>
    mock().register({ method, endpoint: path }, response, { ...byPath, ...(priority ? { stubPriority: priority } : {}) });
  const call = <T>(method: string, args: unknown[]) => adapters().call<T>(settings(user), 'customer_accounts', method, args);
  const adminToken = () => stub('POST', `${BASE}/rest/V1/integration/admin/token`, { status: 200, body: ADMIN_TOKEN });
  const seen = async () => (await requestsUnder(mock(), BASE)).map((r) => `${r.method} ${r.path}`);

  it('creates or finds the customer with the administrator token, obtained once and cached', async () => {
    await adminToken();
    await stub('POST', `${V1}/sahel-customcustomerapi/addcustomer`, { status: 200, body: [{ token: CUSTOMER_TOKEN, customer_id: 77 }] });
    expect((await call('customerFor', ['aisha@example.om', 'Aisha', 'Al Busaidi'])).ok).toEqual({
      $class: 'CustomerAccount',
      token: CUSTOMER_TOKEN,
      customerId: 77,
    });
    expect((await call('customerFor', ['aisha@example.om', 'Aisha', 'Al Busaidi'])).ok).toMatchObject({ customerId: 77 });
    const requests = await requestsUnder(mock(), BASE);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${BASE}/rest/V1/integration/admin/token`,
      `POST ${V1}/sahel-customcustomerapi/addcustomer`,
      `POST ${V1}/sahel-customcustomerapi/addcustomer`,
    ]);
    expect(JSON.parse(requests[0]!.body)).toEqual({ username: user, password: PASSWORD });
    expect(requests[1]!.headers.authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(JSON.parse(requests[1]!.body)).toEqual({ firstname: 'Aisha', lastname: 'Al Busaidi', email: 'aisha@example.om' });
  });

  it('a 401 with the cached token renews it once and repeats the call', async () => {
    await adminToken();
    await stub('POST', `${V1}/sahel-customcustomerapi/addcustomer`, { status: 200, body: [{ token: CUSTOMER_TOKEN, customer_id: 77 }] });
    await call('customerFor', ['a@example.om', 'A', 'B']); // caches the token
    await mock().clearAll();
    await stub('POST', `${BASE}/rest/V1/integration/admin/token`, { status: 200, body: 'renewed-admin-token' });
    await mock().register(
      { method: 'POST', endpoint: `${V1}/sahel-customcustomerapi/addcustomer`, headers: { Authorization: 'Bearer renewed-admin-token' } },
      { status: 200, body: [{ token: CUSTOMER_TOKEN, customer_id: 78 }] },
      { ...byPath, stubPriority: 1 },
    );
    await stub('POST', `${V1}/sahel-customcustomerapi/addcustomer`, { status: 401, body: { message: "The consumer isn't authorized" } }, 5);
    expect((await call('customerFor', ['a@example.om', 'A', 'B'])).ok).toMatchObject({ customerId: 78 });
    expect(await seen()).toEqual([
      `POST ${V1}/sahel-customcustomerapi/addcustomer`,
      `POST ${BASE}/rest/V1/integration/admin/token`,
      `POST ${V1}/sahel-customcustomerapi/addcustomer`,
    ]);
  });

  it('refused administrator credentials are a failure that names no credential', async () => {
    await stub('POST', `${BASE}/rest/V1/integration/admin/token`, { status: 401, body: { message: 'The account sign-in was incorrect' } });
    const answer = await call('customerFor', ['a@example.om', 'A', 'B']);
    expect(answer.error).toEqual({ class: 'UpstreamFailure', message: 'magento admin-token: credentials refused (401)' });
    expect(JSON.stringify(answer)).not.toContain(PASSWORD);
  });

  it("the customer's cart is carts/mine with the customer's token; a refused token is no cart", async () => {
    await stub('POST', `${V1}/carts/mine`, { status: 200, body: 4242 });
    expect(await call('customerCart', [CUSTOMER_TOKEN])).toEqual({ ok: '4242' });
    const [request] = await requestsUnder(mock(), BASE);
    expect(request!.headers.authorization).toBe(`Bearer ${CUSTOMER_TOKEN}`);
    await mock().clearAll();
    await stub('POST', `${V1}/carts/mine`, { status: 401 });
    expect(await call('customerCart', [CUSTOMER_TOKEN])).toEqual({ ok: null });
  });

  it("a guest cart is assigned to the customer when the customer's own cart is empty", async () => {
    await stub('GET', `${V1}/carts/mine/items`, { status: 200, body: [] });
    await stub('GET', `${V1}/customers/me`, { status: 200, body: { id: 77, store_id: 1, email: 'aisha@example.om' } });
    await stub('PUT', `${V1}/guest-carts/maskedGuestCartId123`, { status: 200, body: true });
    expect(await call('assignGuestCart', ['maskedGuestCartId123', CUSTOMER_TOKEN])).toEqual({ ok: true });
    const requests = await requestsUnder(mock(), BASE);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${V1}/carts/mine/items`,
      `GET ${V1}/customers/me`,
      `PUT ${V1}/guest-carts/maskedGuestCartId123`,
    ]);
    expect(JSON.parse(requests[2]!.body)).toEqual({ customerId: 77, storeId: 1 });
    expect(requests.every((r) => r.headers.authorization === `Bearer ${CUSTOMER_TOKEN}`)).toBe(true);
  });

  it('a customer whose cart holds items keeps it: nothing is assigned (000 §4.5 the shopper chooses)', async () => {
    await stub('GET', `${V1}/carts/mine/items`, { status: 200, body: [{ item_id: 1, sku: 'PRE-HALA-5', qty: 1 }] });
    expect(await call('assignGuestCart', ['maskedGuestCartId123', CUSTOMER_TOKEN])).toEqual({ ok: false });
    expect(await seen()).toEqual([`GET ${V1}/carts/mine/items`]);
  });

  itFailsSafely('carts/mine (answers the same cart again: tried 3 times)', () => ({
    mock,
    stub: (response, features) => mock().register({ method: 'POST', endpoint: `${V1}/carts/mine` }, response, features),
    invoke: () => call('customerCart', [CUSTOMER_TOKEN]),
    path: BASE,
    tries: 3,
    secrets: [PASSWORD, ADMIN_TOKEN, CUSTOMER_TOKEN],
    log: () => adapters().log(),
  }));
});
