import { BodyType } from 'wiremock-captain';
import { adaptersForSuite, byPath, requestsUnder, wiremock, wiremockUrl } from '../../support/adapters';
import { itFailsSafely } from '../../support/faults';

const PATH = '/recaptcha/api/siteverify';
const SECRET = 'contract-recaptcha-secret-7f3a';
// unique per run: a spent token stays spent in the host's database
const TOKEN = `token-from-googles-script-${Date.now()}-${Math.random().toString(36).slice(2)}`;
const settings = () => ({
  adapters: { captcha: 'recaptcha' },
  upstreams: {
    captcha: { verify_url: `${wiremockUrl()}${PATH}`, secret: SECRET, min_score: 0.5, hostname: 'shop.example.om', timeout_seconds: 1 },
  },
});
const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const verdict = (over: object = {}) => ({
  success: true,
  score: 0.9,
  action: 'place_order',
  challenge_ts: now(),
  hostname: 'shop.example.om',
  ...over,
});

describe('000 §6, contract §5: the reCAPTCHA v3 captcha adapter against siteverify', () => {
  const { adapters } = adaptersForSuite();
  const mock = wiremock;
  const stub = (response: { status: number; body?: unknown }, features = byPath) =>
    mock().register({ method: 'POST', endpoint: PATH }, response, features);
  const verify = (token = TOKEN, action = 'place_order') =>
    adapters().call<boolean>(settings(), 'captcha', 'verify', [token, action, 'session-1']);

  it('posts the secret and the token as a form to siteverify, and passes a good verdict once', async () => {
    await stub({ status: 200, body: verdict() });
    expect(await verify()).toEqual({ ok: true });
    const [request, ...more] = await requestsUnder(mock(), PATH);
    expect(more).toHaveLength(0);
    expect(request!.method).toBe('POST');
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request!.headers.accept).toBe('application/json');
    expect(request!.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({ secret: SECRET, response: TOKEN });
    // the same token again: Google would say timeout-or-duplicate; the bridge refuses it itself too
    expect(await verify()).toEqual({ ok: false });
  });

  it.each([
    ['Google says no', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['another action', { action: 'number_reservation' }],
    ['a score under the threshold', { score: 0.3 }],
    ['another hostname', { hostname: 'evil.example' }],
    ['a challenge older than 2 minutes', { challenge_ts: new Date(Date.now() - 150_000).toISOString() }],
    ['no challenge time', { challenge_ts: undefined }],
  ])('refuses %s', async (_, over) => {
    await stub({ status: 200, body: verdict(over) });
    expect(await verify(`${TOKEN}-${Math.random()}`)).toEqual({ ok: false });
  });

  it('refuses an action the shop does not know and an empty token without asking Google', async () => {
    expect(await verify(TOKEN, 'unknown_action')).toEqual({ ok: false });
    expect(await verify('')).toEqual({ ok: false });
    expect(await requestsUnder(mock(), PATH)).toHaveLength(0);
  });

  it('refuses every token while no secret is configured', async () => {
    const noSecret = { ...settings(), upstreams: { captcha: { ...settings().upstreams.captcha, secret: '' } } };
    expect(await adapters().call(noSecret, 'captcha', 'verify', [TOKEN, 'place_order', 's'])).toEqual({ ok: false });
  });

  it('a 4xx of siteverify is a failure, not a pass', async () => {
    await stub({ status: 400, body: { error: 'bad' } });
    expect((await verify()).error).toEqual({ class: 'UpstreamFailure', message: 'recaptcha siteverify: unexpected answer (400)' });
  });

  it('an answer without success is a failure', async () => {
    await stub({ status: 200, body: { hello: 'world' } }, { ...byPath, responseBodyType: BodyType.Default });
    expect((await verify()).error?.message).toBe('recaptcha siteverify: malformed answer (200)');
  });

  it("the settings screen's connection test asks siteverify with a made-up token; a refused secret fails it", async () => {
    await stub({ status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } });
    expect(await adapters().call(settings(), 'captcha', 'probe')).toEqual({ ok: 'Reachable: it answered HTTP 200.' });
    const [request] = await requestsUnder(mock(), PATH);
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({ secret: SECRET, response: 'whl-connection-test' });
    await mock().clearAll();
    await stub({ status: 200, body: { success: false, 'error-codes': ['invalid-input-secret'] } });
    expect((await adapters().call(settings(), 'captcha', 'probe')).error?.message).toBe('recaptcha probe: credentials refused (200)');
  });

  itFailsSafely('siteverify (fails closed: the action is not let through)', () => ({
    mock,
    stub,
    invoke: () => verify(`${TOKEN}-${Math.random()}`),
    path: PATH,
    tries: 1, // a POST that spends the token
    secrets: [SECRET, TOKEN],
    log: () => adapters().log(),
  }));
});
