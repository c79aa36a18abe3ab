import type { Method } from 'wiremock-captain/dist/types/internalTypes';
import { adaptersForSuite, byPath, requestsUnder, wiremock, wiremockUrl } from '../../support/adapters';
import { itFailsSafely } from '../../support/faults';

const REALM = '/sso/realms/shop';
const SECRET = 'contract-oidc-client-secret-4e2b';
const ACCESS = 'contract-access-token-77aa';
const settings = () => ({
  adapters: { identity: 'oidc' },
  upstreams: {
    identity: { issuer_url: `${wiremockUrl()}${REALM}`, client_id: 'whl-shop', client_secret: SECRET, timeout_seconds: 1, retries: 1 },
  },
});

describe('000 §4.5, §3.9, contract §4.21: OpenID Connect identity (Keycloak paths) against WireMock', () => {
  const { adapters } = adaptersForSuite();
  const mock = wiremock;
  const stub = (method: Method, path: string, response: { status: number; body?: unknown }) =>
    mock().register({ method, endpoint: `${REALM}${path}` }, response, byPath);
  const call = <T>(method: string, args: unknown[]) => adapters().call<T>(settings(), 'identity', method, args);

  it("sends the browser to the realm's authorization endpoint with PKCE, the state and the language", async () => {
    const url = new URL(
      (await call<string>('authorizationUrl', ['state-1', 'challenge-1', 'https://shop.example.om/?whl_login=callback', 'ar'])).ok!,
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${wiremockUrl()}${REALM}/protocol/openid-connect/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'whl-shop',
      redirect_uri: 'https://shop.example.om/?whl_login=callback',
      scope: 'openid profile email',
      state: 'state-1',
      code_challenge: 'challenge-1',
      code_challenge_method: 'S256',
      ui_locales: 'ar',
    });
    expect(url.toString()).not.toContain(SECRET);
  });

  it('exchanges the code with the verifier and the client secret, server to server, once', async () => {
    await stub('POST', '/protocol/openid-connect/token', {
      status: 200,
      body: { access_token: ACCESS, token_type: 'Bearer', expires_in: 300, id_token: 'x.y.z' },
    });
    expect(await call('exchangeCode', ['code-1', 'verifier-1', 'https://shop.example.om/?whl_login=callback'])).toEqual({ ok: ACCESS });
    const [request, ...more] = await requestsUnder(mock(), REALM);
    expect(more).toHaveLength(0);
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      code_verifier: 'verifier-1',
      redirect_uri: 'https://shop.example.om/?whl_login=callback',
      client_id: 'whl-shop',
      client_secret: SECRET,
    });
  });

  it('a refused code (invalid_grant) is no token; an answer without one is a failure', async () => {
    await stub('POST', '/protocol/openid-connect/token', { status: 400, body: { error: 'invalid_grant' } });
    expect(await call('exchangeCode', ['used', 'v', 'https://shop.example.om/'])).toEqual({ ok: null });
    await mock().clearAll();
    await stub('POST', '/protocol/openid-connect/token', { status: 200, body: { token_type: 'Bearer' } });
    expect((await call('exchangeCode', ['c', 'v', 'https://shop.example.om/'])).error?.message).toBe('oidc token: malformed answer (200)');
  });

  it("reads the user from userinfo with the user's token, and the profile attributes the realm maps as claims", async () => {
    await stub('GET', '/protocol/openid-connect/userinfo', {
      status: 200,
      body: {
        sub: 'f1e2',
        preferred_username: 'aisha',
        email: 'aisha@example.om',
        given_name: 'Aisha',
        family_name: 'Al Busaidi',
        mobileNumber: '91234567',
        idType: 'national_id',
        roles: ['x'],
      },
    });
    expect((await call('userInfo', [ACCESS])).ok).toEqual({
      $class: 'IdentityUser',
      subject: 'f1e2',
      username: 'aisha',
      email: 'aisha@example.om',
      firstName: 'Aisha',
      lastName: 'Al Busaidi',
      attributes: { mobileNumber: '91234567', idType: 'national_id' },
    });
    const [request] = await requestsUnder(mock(), REALM);
    expect(request!.headers.authorization).toBe(`Bearer ${ACCESS}`);
  });

  it('an expired token is no user', async () => {
    await stub('GET', '/protocol/openid-connect/userinfo', { status: 401, body: { error: 'invalid_token' } });
    expect(await call('userInfo', [ACCESS])).toEqual({ ok: null });
  });

  it('updates the profile through the account API: the representation read, the fields given changed, the rest kept', async () => {
    await stub('GET', '/account', {
      status: 200,
      body: {
        username: 'aisha',
        email: 'aisha@example.om',
        firstName: 'Aisha',
        lastName: 'B',
        attributes: { locale: ['ar'], idType: ['passport'] },
      },
    });
    await stub('POST', '/account', { status: 204 });
    expect(await call('updateUser', [ACCESS, { lastName: 'Al Busaidi', idType: 'national_id', mobileNumber: '91234567' }])).toEqual({
      ok: true,
    });
    const [get, post] = await requestsUnder(mock(), REALM);
    expect(get!.method).toBe('GET');
    expect(post!.headers.authorization).toBe(`Bearer ${ACCESS}`);
    expect(JSON.parse(post!.body)).toEqual({
      username: 'aisha',
      email: 'aisha@example.om',
      firstName: 'Aisha',
      lastName: 'Al Busaidi',
      attributes: { locale: ['ar'], idType: ['national_id'], mobileNumber: ['91234567'] },
    });
  });

  it('an update with an expired token is refused (false), not a failure', async () => {
    await stub('GET', '/account', { status: 401 });
    expect(await call('updateUser', [ACCESS, { lastName: 'X' }])).toEqual({ ok: false });
  });

  it("the settings screen's connection test reads the realm's discovery document, which must name this issuer", async () => {
    await stub('GET', '/.well-known/openid-configuration', { status: 200, body: { issuer: `${wiremockUrl()}${REALM}` } });
    expect(await call('probe', [])).toEqual({ ok: 'Reachable: it answered HTTP 200.' });
    await mock().clearAll();
    await stub('GET', '/.well-known/openid-configuration', { status: 200, body: { issuer: 'https://another.example/realms/x' } });
    expect((await call('probe', [])).error?.message).toBe('oidc probe: malformed answer (200)');
  });

  itFailsSafely('userinfo (a read: tried twice)', () => ({
    mock,
    stub: (response, features) =>
      mock().register({ method: 'GET', endpoint: `${REALM}/protocol/openid-connect/userinfo` }, response, features),
    invoke: () => call('userInfo', [ACCESS]),
    path: REALM,
    tries: 2,
    secrets: [SECRET, ACCESS],
    log: () => adapters().log(),
  }));

  itFailsSafely('token (a code works once: tried once)', () => ({
    mock,
    stub: (response, features) =>
      mock().register({ method: 'POST', endpoint: `${REALM}/protocol/openid-connect/token` }, response, features),
    invoke: () => call('exchangeCode', ['code-1', 'verifier-1', 'https://shop.example.om/']),
    path: REALM,
    tries: 1,
    secrets: [SECRET, 'code-1', 'verifier-1'],
    log: () => adapters().log(),
  }));
});
