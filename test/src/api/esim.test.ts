// Contract §4.10 / 000 §4.1, §7.4, §8 (eSIM): the SIM type change and the eSIM passcode calls against
// WireMock: form posts of wp_postpaid_prepaid_module with the nonce; the refusals keep their code and data.
import { changeSimType, resendEsimPasscode, verifyEsimPasscode } from '../../../src/api/esim';
import type { Result } from '../../../src/api/result';
import { checkoutFailure } from '../../../src/checkout/outcomes';
import { AJAX_PATH, clientOnWireMock, mock, requestsTo } from '../support/wiremock';
import { failure, value } from '../support/result';

const wiremock = mock();
const json = (body: unknown, status = 200) => ({ status, body, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => wiremock.clearAll());

async function sentForm() {
  const [request] = await requestsTo(wiremock, AJAX_PATH);
  return Object.fromEntries(request!.form);
}

/** The call's failure as the purchase flow reads it (answered, never thrown). */
async function failureOf(call: Promise<Result<unknown>>) {
  return checkoutFailure(await failure(call));
}

describe('contract §4.10 wp_change_sim_type (000 §7.4)', () => {
  test('esim sends the device position with the nonce', async () => {
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, json({ responseCode: 'success', sim_type: 'esim' }));
    const { client } = clientOnWireMock('n1');
    expect(await value(changeSimType(client, 'esim', { lat: 23.588, lng: 58.3829 }))).toEqual({ sim_type: 'esim' });
    expect(await sentForm()).toEqual({
      action: 'wp_postpaid_prepaid_module',
      sub_action: 'wp_change_sim_type',
      _ajax_nonce: 'n1',
      sim_type: 'esim',
      lat: '23.588',
      lng: '58.3829',
    });
  });

  test('physical sends no position', async () => {
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, json({ responseCode: 'success', sim_type: 'physical' }));
    const { client } = clientOnWireMock('n1');
    await value(changeSimType(client, 'physical', { lat: 1, lng: 2 }));
    expect(await sentForm()).not.toHaveProperty('lat');
  });

  test.each([
    ['location_error', 'Your current location should be Oman to avail eSIM.'],
    ['eKycNotVerifed', 'Please complete the eKYC verification to avail eSIM.'],
  ])('000 §8: %s (409) reaches the flow as its own outcome', async (code) => {
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, json({ responseCode: code, message: code }, 409));
    const { client } = clientOnWireMock('n1');
    expect((await failureOf(changeSimType(client, 'esim', { lat: 25.2, lng: 55.27 }))).code).toBe(code);
  });
});

describe('contract §4.10 the eSIM passcode (000 §4.1)', () => {
  test('wp_postpaid_prepaid_esim_otp_verify answers payment_status and service_type', async () => {
    await wiremock.register(
      { method: 'POST', endpoint: AJAX_PATH },
      json({ responseCode: 'success', payment_status: false, service_type: 'postpaid' }),
    );
    const { client } = clientOnWireMock('n1');
    expect(await value(verifyEsimPasscode(client, '123456'))).toEqual({ payment_status: false, service_type: 'postpaid' });
    expect(await sentForm()).toMatchObject({ sub_action: 'wp_postpaid_prepaid_esim_otp_verify', otp: '123456' });
  });

  test.each([
    ['otp_invalid', 422],
    ['otp_expired', 409],
  ])('a refused passcode: %s', async (code, status) => {
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, json({ responseCode: code, message: code }, status));
    const { client } = clientOnWireMock('n1');
    expect(await failureOf(verifyEsimPasscode(client, '000000'))).toMatchObject({ code });
  });

  test('an answer without payment_status is not a success', async () => {
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, json({ responseCode: 'success', service_type: 'prepaid' }));
    const { client } = clientOnWireMock('n1');
    expect((await failureOf(verifyEsimPasscode(client, '123456'))).code).toBe('failure');
  });

  test('wp_resend_esim_otp sends the captcha token (action resend_otp) and the page language of the SMS', async () => {
    await wiremock.register({ method: 'POST', endpoint: AJAX_PATH }, json({ responseCode: 'success', expires_in: 300 }));
    const { client } = clientOnWireMock('n1');
    expect(await value(resendEsimPasscode(client, 'tok', 'ar'))).toEqual({ expires_in: 300 });
    expect(await sentForm()).toEqual({
      action: 'wp_postpaid_prepaid_module',
      sub_action: 'wp_resend_esim_otp',
      _ajax_nonce: 'n1',
      captcha_token: 'tok',
      lang: 'ar',
    });
  });
});
