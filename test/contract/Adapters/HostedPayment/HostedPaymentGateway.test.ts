import { createHash } from 'node:crypto';
import { bankReturn, type BankReturnFields } from '../../../src/support/bank-return';
import { adaptersForSuite, byPath, requestsUnder, wiremock, wiremockUrl } from '../../support/adapters';
import { itFailsSafely } from '../../support/faults';

const PATH = '/pay/api/payments';
const API_KEY = 'contract-pay-key-a91f';
const SIGNING_KEY = 'contract-pay-signing-key-c3d8';
const settings = () => ({
  adapters: { payment_gateway: 'hosted_page' },
  upstreams: {
    payment_gateway: {
      base_url: `${wiremockUrl()}/pay/api`,
      merchant_id: 'M-SAHEL',
      api_key: API_KEY,
      signing_key: SIGNING_KEY,
      timeout_seconds: 1,
      retries: 2,
    },
  },
});
// a fresh order per test: attempts are kept in the host's database
const newOrder = () => `C${Date.now()}${Math.floor(Math.random() * 1000)}`;
const created = (id: string) => ({
  id,
  redirectUrl: `https://pay.bank.example/hpp/${id}`,
  expiresAt: new Date(Date.now() + 1_800_000).toISOString(),
});

/** The query the gateway sends the browser back with, signed as the bank signs it. */
const signedReturn = (fields: BankReturnFields, key = SIGNING_KEY) => bankReturn(fields, key);

describe('000 §4.11, contract §4.16, §4.18: the hosted payment page (redirect and signed return)', () => {
  const { adapters } = adaptersForSuite();
  const mock = wiremock;
  const stub = (response: { status: number; body?: unknown }, features = byPath) =>
    mock().register({ method: 'POST', endpoint: PATH }, response, features);
  const call = <T>(method: string, args: unknown[]) => adapters().call<T>(settings(), 'payment_gateway', method, args);
  const start = (order: string, baisa = 12_345) =>
    call<string>('startPayment', [order, baisa, 'OMR', 'https://shop.example.om/online_payment/', 'ar']);

  it('registers the attempt with the API key and an idempotency key, and sends the browser to the page answered, once per attempt', async () => {
    const order = newOrder();
    await stub({ status: 201, body: created(`pay_${order}`) });
    expect(await start(order)).toEqual({ ok: `https://pay.bank.example/hpp/pay_${order}` });
    expect(await start(order)).toEqual({ ok: `https://pay.bank.example/hpp/pay_${order}` }); // a double click: the same page
    expect(await call('isPaymentOpen', [order])).toEqual({ ok: true });
    expect(await call('mayStillCharge', [order])).toEqual({ ok: true });
    const requests = await requestsUnder(mock(), PATH);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(requests[0]!.headers['idempotency-key']).toBe(createHash('sha256').update(`M-SAHEL|${order}|1`).digest('hex'));
    expect(JSON.parse(requests[0]!.body)).toEqual({
      merchantId: 'M-SAHEL',
      orderReference: order,
      attempt: 1,
      amount: { value: '12.345', currency: 'OMR' },
      returnUrl: 'https://shop.example.om/online_payment/',
      language: 'ar',
    });
  });

  it('reads a signed return once; a replay, a forgery, another amount and a stale return are refused', async () => {
    const order = newOrder();
    const paymentId = `pay_${order}`;
    await stub({ status: 201, body: created(paymentId) });
    await start(order);
    const good = signedReturn({ paymentId, orderReference: order, status: 'APPROVED', amount: '12.345' });
    // issue 31 finding 7: whose return it is, asked before it is read (nothing verified, nothing spent)
    expect(await call('returnOrderId', [good])).toEqual({ ok: order });
    expect(await call('returnOrderId', [{ ...good, orderReference: undefined }])).toEqual({ ok: '' });
    expect(await call('readReturn', [{ ...good, signature: good.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }])).toEqual({
      ok: 'payment_return_invalid',
    });
    expect(
      await call('readReturn', [signedReturn({ paymentId, orderReference: order, status: 'APPROVED', amount: '12.345' }, 'other-key')]),
    ).toEqual({
      ok: 'payment_return_invalid',
    });
    expect(await call('readReturn', [signedReturn({ paymentId, orderReference: order, status: 'APPROVED', amount: '1.000' })])).toEqual({
      ok: 'payment_return_invalid',
    });
    expect(
      await call('readReturn', [signedReturn({ paymentId, orderReference: newOrder(), status: 'APPROVED', amount: '12.345' })]),
    ).toEqual({
      ok: 'payment_return_invalid',
    });
    const stale = Math.floor(Date.now() / 1000) - 901;
    expect(
      await call('readReturn', [
        signedReturn({ paymentId, orderReference: order, status: 'APPROVED', amount: '12.345', timestamp: stale }),
      ]),
    ).toEqual({
      ok: 'payment_return_expired',
    });
    expect((await call('readReturn', [good])).ok).toEqual({
      $class: 'PaymentResult',
      orderId: order,
      status: 'approved',
      amountBaisa: 12345,
      currency: 'OMR',
      reference: 'BANKREF1',
    });
    expect(await call('readReturn', [good])).toEqual({ ok: 'payment_return_used' });
    expect(await call('isPaymentOpen', [order])).toEqual({ ok: false });
    expect(await call('mayStillCharge', [order])).toEqual({ ok: true }); // approved: never a second attempt
  });

  it('after a decline the next start is a new attempt with its own idempotency key, and the old return is spent', async () => {
    const order = newOrder();
    await stub({ status: 201, body: created(`pay_${order}_1`) });
    await start(order);
    const declined = signedReturn({ paymentId: `pay_${order}_1`, orderReference: order, status: 'DECLINED', amount: '12.345' });
    expect((await call<{ status: string }>('readReturn', [declined])).ok?.status).toBe('declined');
    expect(await call('mayStillCharge', [order])).toEqual({ ok: false });
    await mock().clearAll();
    await stub({ status: 201, body: created(`pay_${order}_2`) });
    expect(await start(order)).toEqual({ ok: `https://pay.bank.example/hpp/pay_${order}_2` });
    const [second] = await requestsUnder(mock(), PATH);
    expect(JSON.parse(second!.body)).toMatchObject({ attempt: 2 });
    expect(second!.headers['idempotency-key']).toBe(createHash('sha256').update(`M-SAHEL|${order}|2`).digest('hex'));
    const late = signedReturn({ paymentId: `pay_${order}_1`, orderReference: order, status: 'PENDING', amount: '12.345' });
    expect(await call('readReturn', [late])).toEqual({ ok: 'payment_return_used' });
  });

  it.each([
    ['a page that is not a web address', { id: 'pay_x', redirectUrl: 'javascript:alert(1)' }],
    ['no payment id', { redirectUrl: 'https://pay.bank.example/hpp/x' }],
  ])('an answer with %s is a failure, and no attempt is kept', async (_, body) => {
    const order = newOrder();
    await stub({ status: 201, body });
    expect((await start(order)).error?.message).toBe('payment-gateway payments.create: malformed answer (201)');
    expect(await call('isPaymentOpen', [order])).toEqual({ ok: false });
  });

  it("an answer naming another order's payment is a failure, never that order's page", async () => {
    const first = newOrder();
    await stub({ status: 201, body: created(`pay_${first}`) });
    await start(first);
    const second = `${first}B`;
    expect((await start(second)).error?.message).toBe('payment-gateway payments.create: unexpected answer (201)');
    expect(await call('isPaymentOpen', [second])).toEqual({ ok: false });
  });

  it('a 4xx (a refused merchant) is a failure', async () => {
    await stub({ status: 403, body: { error: 'merchant disabled' } });
    expect((await start(newOrder())).error?.message).toBe('payment-gateway payments.create: unexpected answer (403)');
  });

  it("the settings screen's connection test reads a payment id that does not exist: nothing is charged", async () => {
    await mock().register({ method: 'GET', endpoint: `${PATH}/whl-connection-test` }, { status: 403 }, byPath);
    expect((await call('probe', [])).error?.message).toBe('payment-gateway probe: credentials refused (403)');
    const [request] = await requestsUnder(mock(), PATH);
    expect([request!.method, request!.headers.authorization]).toEqual(['GET', `Bearer ${API_KEY}`]);
  });

  itFailsSafely('payments.create (idempotent by its key: tried 3 times)', () => ({
    mock,
    stub,
    invoke: () => start(newOrder()),
    path: PATH,
    tries: 3,
    secrets: [API_KEY, SIGNING_KEY],
    log: () => adapters().log(),
  }));
});
