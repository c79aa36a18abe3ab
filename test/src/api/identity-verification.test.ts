// Contract §4.13 / 000 §4.6, §7.4, §8: eKYC calls against WireMock: the bridge's start and result
// sub_actions (form posts with the nonce) and the provider's multipart calls with the whlidvToken.
import {
  SCAN_RESULTS,
  readProviderAnswer,
  redeemVerification,
  reportVerificationFailure,
  sendDocument,
  sendFace,
  startVerification,
  type OpenVerification,
} from '../../../src/api/identity-verification';
import { AJAX_PATH, byPath, clientOnWireMock, mock, requestsTo, wiremockUrl } from '../support/wiremock';
import { failure, value } from '../support/result';

const wiremock = mock();
const json = (body: unknown, status = 200) => ({ status, body, headers: { 'Content-Type': 'application/json' } });
const DOCUMENT_PATH = '/idv-provider/document';
const FACE_PATH = '/idv-provider/face';

const open = (): OpenVerification => ({
  ekyc_required: true,
  whlidvToken: 'idv_token',
  expires_in: 600,
  provider: { name: 'sandbox', document_url: `${wiremockUrl()}${DOCUMENT_PATH}`, face_url: `${wiremockUrl()}${FACE_PATH}` },
  document_type: 'national_id',
  document_sides: 2,
  minimum_age: 16,
  face_attempts: 3,
  max_file_bytes: 5242880,
  test_documents: ['valid', 'face_no_match'],
});

const identity = {
  user_first_name: 'Salim',
  middle_name: 'Nasser',
  user_last_name: 'Al-Harthy',
  customer_id_type: '1',
  customer_id: '112233445',
  nationality: 'OM',
  customer_id_dob: '14/05/1990',
  customer_id_expiry_date: '23/11/2029',
};

/** The raw bodies WireMock received for a path (multipart is not a form WireMock parses for us). */
async function bodiesTo(path: string): Promise<string[]> {
  const all = (await wiremock.getAllRequests()) as Array<{ request: { url: string; body?: string; headers: Record<string, string> } }>;
  return all.filter(({ request }) => new URL(request.url, 'http://w').pathname === path).map(({ request }) => request.body ?? '');
}

beforeEach(() => wiremock.clearAll());

describe('contract §4.13 wp_ekyc_verification_start', () => {
  test('sends the ID type, nationality and language, answers the open verification', async () => {
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, json({ responseCode: 'success', ...open() }));
    const { client } = clientOnWireMock('n1');
    const answer = await value(startVerification(client, { idType: '1', nationality: 'OM', lang: 'ar' }));
    expect(answer).toMatchObject({ ekyc_required: true, whlidvToken: 'idv_token', minimum_age: 16, document_sides: 2 });
    const [request] = await requestsTo(wiremock, AJAX_PATH);
    expect(Object.fromEntries(request!.form)).toEqual({
      action: 'wp_postpaid_prepaid_module',
      sub_action: 'wp_ekyc_verification_start',
      _ajax_nonce: 'n1',
      customer_id_type: '1',
      nationality: 'OM',
      lang: 'ar',
    });
  });

  test('no scan needed: an eligible existing customer', async () => {
    await wiremock.register(
      { method: 'POST', endpoint: AJAX_PATH },
      json({ responseCode: 'success', ekyc_required: false, reason: 'existing_customer' }),
    );
    const { client } = clientOnWireMock('n1');
    expect(await value(startVerification(client, { lang: 'en' }))).toEqual({ ekyc_required: false, reason: 'existing_customer' });
  });

  test('no plan in the cart is answered not_found', async () => {
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, json({ responseCode: 'not_found', message: 'not_found' }, 404));
    const { client } = clientOnWireMock('n1');
    await expect(startVerification(client, { lang: 'en' })).resolves.toEqual({ ok: false, code: 'not_found', fields: {} });
  });
});

describe('contract §4.13 wp_ekyc_verification_result', () => {
  test('hands the result token back and reads the session id and the identity', async () => {
    await wiremock.register(
      { method: 'POST', endpoint: AJAX_PATH, formParameters: { sub_action: 'wp_ekyc_verification_result', result_token: 'a.b.c' } },
      json({ responseCode: 'success', ekyc_status: 'success', whlidv_session_id: 'f00d', document_type: 'national_id', identity }),
    );
    const { client } = clientOnWireMock('n1');
    const answer = await value(redeemVerification(client, 'a.b.c'));
    expect(answer.whlidv_session_id).toBe('f00d');
    expect(answer.identity.customer_id).toBe('112233445');
  });

  test('a replayed token is a validation_error with its field code', async () => {
    await wiremock.register(
      { method: 'POST', endpoint: AJAX_PATH },
      json({ responseCode: 'validation_error', message: 'validation_error', errors: { result_token: 'result_token_used' } }, 422),
    );
    const { client } = clientOnWireMock('n1');
    const refused = await failure(redeemVerification(client, 'a.b.c'));
    expect(refused).toEqual({ ok: false, code: 'validation_error', fields: { result_token: 'result_token_used' } });
  });

  test('a failed scan is reported with its code', async () => {
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, json({ responseCode: 'success', ekyc_status: 'failed' }));
    const { client } = clientOnWireMock('n1');
    expect(await value(reportVerificationFailure(client, 'FACE_NO_MATCH'))).toEqual({ ekyc_status: 'failed' });
    const [request] = await requestsTo(wiremock, AJAX_PATH);
    expect(request!.form.get('failure_code')).toBe('FACE_NO_MATCH');
  });
});

describe('contract §4.13 the provider, called with the whlidvToken', () => {
  test('the document goes multipart with the token, the side, the test document and the file', async () => {
    await wiremock.register({ method: 'POST', endpoint: DOCUMENT_PATH }, json({ responseCode: 'success', next: 'back' }), byPath);
    const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    const answer = await sendDocument(open(), {
      token: 'idv_token',
      side: 'front',
      file,
      fileName: 'id.jpg',
      testDocument: 'valid',
      lang: 'en',
    });
    expect(answer).toEqual({ ok: true, next: 'back' });
    const [body] = await bodiesTo(DOCUMENT_PATH);
    expect(body).toContain('name="whlidvToken"');
    expect(body).toContain('idv_token');
    expect(body).toContain('name="side"');
    expect(body).toContain('name="test_document"');
    expect(body).toContain('filename="id.jpg"');
  });

  test('the face: success carries the result token; failures their attempts left and finality', async () => {
    await wiremock.register(
      { method: 'POST', endpoint: FACE_PATH },
      json({ responseCode: 'FACE_NO_MATCH', message: 'FACE_NO_MATCH', final: false, attempts_left: 2 }, 422),
      byPath,
    );
    const file = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    expect(await sendFace(open(), { token: 'idv_token', file, fileName: 'me.png', lang: 'en' })).toEqual({
      ok: false,
      code: 'FACE_NO_MATCH',
      final: false,
      attemptsLeft: 2,
    });
    await wiremock.clearAll();
    await wiremock.register(
      { method: 'POST', endpoint: FACE_PATH },
      json({ responseCode: 'success', next: 'done', result_token: 'x.y.z' }),
      byPath,
    );
    expect(await sendFace(open(), { token: 'idv_token', file, fileName: 'me.png', lang: 'en' })).toEqual({
      ok: true,
      next: 'done',
      resultToken: 'x.y.z',
    });
  });

  test('UNAUTHORIZED is final; a body that is not the provider’s leaves the step open', async () => {
    await wiremock.register(
      { method: 'POST', endpoint: FACE_PATH },
      json({ responseCode: 'UNAUTHORIZED', message: 'UNAUTHORIZED' }, 401),
      byPath,
    );
    const file = new Blob(['x']);
    expect(await sendFace(open(), { token: 't', file, fileName: 'a.jpg', lang: 'en' })).toEqual({
      ok: false,
      code: 'UNAUTHORIZED',
      final: true,
    });
    await wiremock.clearAll();
    await wiremock.register({ method: 'POST', endpoint: FACE_PATH }, { status: 502, body: '<html>Bad gateway</html>' }, byPath);
    expect(await sendFace(open(), { token: 't', file, fileName: 'a.jpg', lang: 'en' })).toEqual({
      ok: false,
      code: 'UNEXPECTED_ERROR',
      final: false,
    });
  });

  test('every 000 §8 result is read with its data', () => {
    for (const code of SCAN_RESULTS) expect(readProviderAnswer({ responseCode: code, final: true })).toMatchObject({ ok: false, code });
    expect(readProviderAnswer({ responseCode: 'SCAN_DOCUMENT_AGE_VERIFICATION_FAILED', final: true, minimum_age: 18 })).toEqual({
      ok: false,
      code: 'SCAN_DOCUMENT_AGE_VERIFICATION_FAILED',
      final: true,
      minimumAge: 18,
    });
    expect(readProviderAnswer({ responseCode: 'PAYLOAD_TOO_LARGE', final: false, max_file_bytes: 5242880 })).toEqual({
      ok: false,
      code: 'PAYLOAD_TOO_LARGE',
      final: false,
    });
    expect(readProviderAnswer({ responseCode: 'SOMETHING_NEW' })).toEqual({ ok: false, code: 'UNEXPECTED_ERROR', final: false });
    expect(readProviderAnswer({ responseCode: 'success', next: 'done' })).toEqual({ ok: false, code: 'UNEXPECTED_ERROR', final: false });
  });
});
