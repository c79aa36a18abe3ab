import { createHash, createHmac } from 'node:crypto';
import type { Method } from 'wiremock-captain/dist/types/internalTypes';
import { adaptersForSuite, byPath, requestsUnder, wiremock, wiremockUrl } from '../../support/adapters';
import { itFailsSafely } from '../../support/faults';

const BASE = '/idv/v2';
const API_KEY = 'contract-idv-key-19af';
const SIGNING_KEY = 'contract-idv-signing-key-6c0d';
const settings = () => ({
  adapters: { identity_verification: 'idv_provider' },
  upstreams: {
    identity_verification: {
      base_url: `${wiremockUrl()}${BASE}`,
      api_key: API_KEY,
      signing_key: SIGNING_KEY,
      issuer: 'https://idv.example',
      timeout_seconds: 1,
      retries: 1,
    },
  },
});
const reference = (session: string) => createHash('sha256').update(`whl-idv|${session}`).digest('hex');
const b64 = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
function resultToken(claims: object, key = SIGNING_KEY): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
}
const identity = {
  given_name: 'Aisha',
  middle_name: 'Salim',
  family_name: 'Al Busaidi',
  id_type: '1',
  id_number: '12345678',
  nationality: 'OM',
  birthdate: '1990-04-02',
  id_expiry: '2030-01-01',
  document_type: 'national_id',
};

describe('000 §4.6, §7.4, contract §4.13: the eKYC provider (its token, the result check) against WireMock', () => {
  const { adapters } = adaptersForSuite();
  const mock = wiremock;
  const stub = (method: Method, path: string, response: { status: number; body?: unknown }) =>
    mock().register({ method, endpoint: `${BASE}${path}` }, response, byPath);
  const call = <T>(method: string, args: unknown[]) => adapters().call<T>(settings(), 'identity_verification', method, args);
  const session = () => `contract-idv-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const claimsFor = (s: string, jti: string, over: object = {}) => ({
    iss: 'https://idv.example',
    jti,
    sid: reference(s),
    exp: Math.floor(Date.now() / 1000) + 300,
    ...over,
  });

  it('opens a verification server to server and hands the page the token and the provider URLs', async () => {
    await stub('POST', '/verifications', {
      status: 201,
      body: {
        id: 'v1',
        token: 'browser-token-1',
        expiresIn: 600,
        documentUrl: 'https://idv.example/document',
        faceUrl: 'https://idv.example/face',
      },
    });
    const s = session();
    const started = await call('start', ['postpaid', '', '', s, 'ar']);
    expect(started.ok).toEqual({
      $class: 'VerificationStart',
      token: 'browser-token-1',
      expiresIn: 600,
      provider: { name: 'provider', document_url: 'https://idv.example/document', face_url: 'https://idv.example/face' },
      documentType: 'national_id',
      documentSides: 2,
      minimumAge: 18,
      faceAttempts: 3,
      maxFileBytes: 5 * 1024 * 1024,
      testDocuments: [],
    });
    const [request] = await requestsUnder(mock(), BASE);
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(JSON.parse(request!.body)).toEqual({
      reference: reference(s),
      documentType: 'national_id',
      documentSides: 2,
      minimumAge: 18,
      faceAttempts: 3,
      language: 'ar',
    });
    expect(request!.body).not.toContain(s); // the session id never leaves the bridge
  });

  it('redeems a signed result once, with the identity the provider answers for the verification', async () => {
    const s = session();
    const jti = `v-${Date.now()}`;
    await stub('GET', `/verifications/${jti}`, { status: 200, body: { id: jti, reference: reference(s), status: 'approved', identity } });
    const token = resultToken(claimsFor(s, jti));
    expect((await call('redeem', [token, s])).ok).toEqual({
      $class: 'ScannedIdentity',
      verificationId: jti,
      firstName: 'Aisha',
      middleName: 'Salim',
      lastName: 'Al Busaidi',
      idType: '1',
      idNumber: '12345678',
      nationality: 'OM',
      dob: '1990-04-02',
      expiry: '2030-01-01',
      documentType: 'national_id',
    });
    expect((await requestsUnder(mock(), BASE))[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(await call('redeem', [token, s])).toEqual({ ok: 'result_token_used' });
  });

  it.each([
    ['signed with another key', (s: string, jti: string) => resultToken(claimsFor(s, jti), 'not-the-key')],
    ['of another session', (s: string, jti: string) => resultToken(claimsFor(`${s}-other`, jti))],
    ['from another issuer', (s: string, jti: string) => resultToken(claimsFor(s, jti, { iss: 'https://evil.example' }))],
    ['not a token', () => 'nonsense'],
  ])('a result token %s is invalid, and the provider is not asked', async (_, make) => {
    const s = session();
    expect(await call('redeem', [make(s, 'v-x'), s])).toEqual({ ok: 'result_token_invalid' });
    expect(await requestsUnder(mock(), BASE)).toHaveLength(0);
  });

  it('an expired result token is expired', async () => {
    const s = session();
    expect(await call('redeem', [resultToken(claimsFor(s, 'v-old', { exp: Math.floor(Date.now() / 1000) - 1 })), s])).toEqual({
      ok: 'result_token_expired',
    });
  });

  it.each([
    ['not approved', { status: 'rejected', identity }],
    ['for another reference', { status: 'approved', reference: 'someone-else', identity }],
  ])('a verification the provider answers %s is invalid', async (_, over) => {
    const s = session();
    const jti = `v-${Date.now()}`;
    await stub('GET', `/verifications/${jti}`, { status: 200, body: { id: jti, reference: reference(s), ...over } });
    expect(await call('redeem', [resultToken(claimsFor(s, jti)), s])).toEqual({ ok: 'result_token_invalid' });
  });

  it("the settings screen's connection test reads a verification id that does not exist", async () => {
    await stub('GET', '/verifications/whl-connection-test', { status: 404 });
    expect(await call('probe', [])).toEqual({ ok: 'Reachable: it answered HTTP 404.' });
    expect((await requestsUnder(mock(), BASE))[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  itFailsSafely('verifications.create (once)', () => ({
    mock,
    stub: (response, features) => mock().register({ method: 'POST', endpoint: `${BASE}/verifications` }, response, features),
    invoke: () => call('start', ['prepaid', '', '', session(), 'en']),
    path: BASE,
    tries: 1,
    secrets: [API_KEY],
    log: () => adapters().log(),
  }));

  itFailsSafely('verifications.get (a read: tried twice)', () => {
    const s = 'contract-idv-faults';
    return {
      mock,
      stub: (response, features) => mock().register({ method: 'GET', endpoint: `${BASE}/verifications/v-faults` }, response, features),
      invoke: () => call('redeem', [resultToken(claimsFor(s, 'v-faults')), s]),
      path: BASE,
      tries: 2,
      secrets: [API_KEY, SIGNING_KEY, identity.id_number],
      log: () => adapters().log(),
    };
  });
});
