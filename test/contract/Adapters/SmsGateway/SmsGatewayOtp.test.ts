import { adaptersForSuite, byPath, requestsUnder, wiremock, wiremockUrl } from '../../support/adapters';
import { itFailsSafely } from '../../support/faults';

const PATH = '/sms/v1/messages';
const API_KEY = 'contract-sms-key-0b7c';
const settings = () => ({
  adapters: { otp: 'sms_gateway' },
  // retries 2: a text is still sent once, whatever the setting (a second try could text twice)
  upstreams: { otp: { base_url: `${wiremockUrl()}/sms/v1`, api_key: API_KEY, sender: 'SahelTel', timeout_seconds: 1, retries: 2 } },
  // the wire, not the caps on passcodes (php-bridge/tests/Infrastructure/Security/PasscodesTest.php): texted again and again
  passcode_limits: { per_recipient: 0, per_recipient_day: 0, resend_backoff_seconds: 0, abroad_per_hour: 0 },
});
// a session of its own per test run: passcodes are kept in the host's database
const session = () => `contract-session-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('000 §5.8, §4.1, §4.12: passcodes and order notices by the SMS gateway', () => {
  const { adapters } = adaptersForSuite();
  const mock = wiremock;
  const stub = (response: { status: number; body?: unknown }, features = byPath) =>
    mock().register({ method: 'POST', endpoint: PATH }, response, features);
  const call = <T>(method: string, args: unknown[]) => adapters().call<T>(settings(), 'otp', method, args);
  const sentTexts = async () =>
    (await requestsUnder(mock(), PATH)).map((r) => ({ headers: r.headers, json: JSON.parse(r.body) as Record<string, string> }));

  it("texts a 6-digit passcode in the shopper's language; the bridge checks it and its attempts itself", async () => {
    await stub({ status: 202, body: { id: 'msg-1', status: 'queued' } });
    const key = session();
    expect(await call('send', ['96891234567', 'existing_customer', key, 'en'])).toEqual({ ok: 300 });
    const [en] = await sentTexts();
    expect(en!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(en!.json).toEqual({
      from: 'SahelTel',
      to: '96891234567',
      text: expect.stringMatching(/^Your passcode is \d{6}\. It is valid for 5 minutes\. Do not share it with anyone\.$/),
      encoding: 'GSM7',
      reference: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const code = /\d{6}/.exec(en!.json.text!)![0];
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await call('verify', ['96891234567', 'existing_customer', key, wrong])).toEqual({ ok: 'invalid' });
    expect(await call('verify', ['96891234567', 'existing_customer', `${key}-other`, code])).toEqual({ ok: 'invalid' });
    expect(await call('verify', ['96891234567', 'existing_customer', key, code])).toEqual({ ok: 'ok' });
    expect(await call('verify', ['96891234567', 'existing_customer', key, code])).toEqual({ ok: 'invalid' }); // once

    await call('send', ['96891234567', 'esim', key, 'ar']);
    const ar = (await sentTexts())[1]!.json;
    expect(ar.encoding).toBe('UCS2');
    expect(ar.text).toMatch(/\p{Script=Arabic}/u);
  });

  it('a text the gateway refuses is a failure, and its passcode is withdrawn', async () => {
    await stub({ status: 400, body: { error: 'invalid destination' } });
    const key = session();
    expect((await call('send', ['96891234567', 'esim', key, 'en'])).error).toEqual({
      class: 'UpstreamFailure',
      message: 'sms-gateway messages.send: unexpected answer (400)',
    });
    const code = /\d{6}/.exec((await sentTexts())[0]!.json.text!)![0];
    expect(await call('verify', ['96891234567', 'esim', key, code])).toEqual({ ok: 'invalid' });
  });

  it("a number abroad is texted under its own country code, never behind Oman's (issue 31)", async () => {
    await stub({ status: 202, body: { id: 'msg-3' } });
    expect(await call('send', ['447700900123', 'esim', session(), 'en'])).toEqual({ ok: 300 });
    expect((await sentTexts())[0]!.json.to).toBe('447700900123');
  });

  it("an order notice goes to the number in the order's language", async () => {
    await stub({ status: 201, body: { id: 'msg-2' } });
    expect(await call('deliver', [session(), '96892345678', 'سهل: استلمنا طلبك', 'ar'])).toEqual({ ok: null });
    expect((await sentTexts())[0]!.json).toMatchObject({ to: '96892345678', text: 'سهل: استلمنا طلبك', encoding: 'UCS2' });
  });

  it("the settings screen's connection test reads a message id that does not exist: nothing is sent", async () => {
    await mock().register({ method: 'GET', endpoint: `${PATH}/whl-connection-test` }, { status: 404 }, byPath);
    expect(await call('probe', [])).toEqual({ ok: 'Reachable: it answered HTTP 404.' });
    const [request] = await requestsUnder(mock(), PATH);
    expect([request!.method, request!.headers.authorization]).toEqual(['GET', `Bearer ${API_KEY}`]);
  });

  itFailsSafely('messages.send (a text is sent once)', () => ({
    mock,
    stub,
    invoke: () => call('send', ['96891234567', 'esim', session(), 'en']),
    path: PATH,
    tries: 1,
    secrets: [API_KEY, '91234567'],
    log: () => adapters().log(),
  }));
});
