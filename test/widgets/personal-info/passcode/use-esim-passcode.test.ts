import { act, renderHook, waitFor } from '@testing-library/react';
import { useEsimPasscode } from '../../../../widgets/personal-info/passcode/use-esim-passcode';
import { PASSCODE_TEXTS } from '../../../../widgets/personal-info/passcode/messages';
import { personalMessageFor } from '../../../../widgets/personal-info/rules/messages';
import { deferred, fakeBridge, type Handler } from '../../../src/support/fake-bridge';
import { testStore } from '../../../src/support/store';
import { configFor, failure } from '../../../src/support/fixtures';

// the placement after a correct passcode is test/widgets/personal-info/esim-placement.test.tsx's
const VERIFY = 'wp_postpaid_prepaid_module/wp_postpaid_prepaid_esim_otp_verify';
const RESEND = 'wp_postpaid_prepaid_module/wp_resend_esim_otp';
const DUE = { body: { responseCode: 'success', service_type: 'prepaid', payment_status: true } };
const SENT = { body: { responseCode: 'success', expires_in: 300 } };

function setup(routes: Record<string, Handler | Handler[]> = {}) {
  const bridge = fakeBridge({ [VERIFY]: DUE, [RESEND]: SENT, ...routes });
  const page = testStore({ client: bridge.client, config: configFor('ar') });
  const step = { esimVerified: jest.fn(), showToast: jest.fn() };
  const hook = renderHook(() => useEsimPasscode(step));
  const popup = () => hook.result.current;
  return { bridge, step, popup, ...page };
}

describe('000 §4.1 the eSIM passcode: one call at a time', () => {
  test('a double click on Verify sends once; every button waits for it', async () => {
    const held = deferred();
    const { bridge, step, popup } = setup({ [VERIFY]: held.handler });
    act(() => popup().type('123456'));
    act(() => {
      popup().verify();
      popup().verify();
      popup().resend();
    });
    expect(popup().busy).toBe('verify');
    await waitFor(() => expect(bridge.callsTo(VERIFY)).toHaveLength(1));
    expect(bridge.callsTo(VERIFY)[0]!.fields).toMatchObject({ otp: '123456' });
    await act(async () => held.release(DUE));
    await waitFor(() => expect(step.esimVerified).toHaveBeenCalledWith(true));
    expect(popup().busy).toBeNull();
    expect(bridge.calls.map((call) => call.key)).toEqual([VERIFY]);
  });

  test('fewer than 6 digits: said under the boxes, nothing sent; typing hides it', async () => {
    const { bridge, popup } = setup();
    act(() => popup().type('12345'));
    act(() => popup().verify());
    await waitFor(() => expect(popup().error).toEqual(PASSCODE_TEXTS.notSixDigits));
    expect(bridge.calls).toHaveLength(0);
    act(() => popup().type('123456'));
    expect(popup().error).toBeNull();
  });

  test('resend: a new passcode behind the captcha resend_otp in the page’s language, the boxes emptied, the toast says so', async () => {
    const { bridge, step, popup, captcha } = setup();
    act(() => popup().type('12'));
    act(() => popup().resend());
    expect(popup().busy).toBe('resend');
    await waitFor(() => expect(popup().busy).toBeNull());
    expect(captcha).toHaveBeenCalledWith('resend_otp');
    expect(bridge.callsTo(RESEND)[0]!.fields).toMatchObject({ captcha_token: 'captcha-token-1', lang: 'ar' });
    expect(popup()).toMatchObject({ code: '', error: null });
    expect(step.showToast).toHaveBeenCalledWith({ text: PASSCODE_TEXTS.sent, tone: 'success' });
  });
});

describe('000 §8 eSIM: the passcode’s refusals under the boxes', () => {
  test.each([
    ['otp_expired', 'otp_expired'],
    ['otp_invalid', 'otp_invalid'],
    ['validation_error', 'otp_invalid'],
    ['failure', 'failure'],
  ])('verify answered %s: the text of %s', async (code, said) => {
    const { step, popup } = setup({ [VERIFY]: failure(code, code === 'validation_error' ? 422 : 400) });
    act(() => popup().type('123456'));
    act(() => popup().verify());
    await waitFor(() => expect(popup().error).toEqual(personalMessageFor(said)));
    expect(step.esimVerified).not.toHaveBeenCalled();
  });

  test('a resend past the caps on passcodes (limit_exceeded): 000 §8’s “Limit exceeded” under the boxes', async () => {
    const { step, popup } = setup({ [RESEND]: failure('limit_exceeded', 429) });
    act(() => popup().resend());
    await waitFor(() => expect(popup().error).toEqual(personalMessageFor('limit_exceeded')));
    expect(personalMessageFor('limit_exceeded').message).toBe('Limit exceeded. Please try again after sometime.');
    expect(step.showToast).not.toHaveBeenCalled();
  });

  test('no captcha token: the resend is not sent and the failure is said', async () => {
    const { bridge, popup, captcha } = setup();
    captcha.mockRejectedValueOnce(new Error('no token'));
    act(() => popup().resend());
    await waitFor(() => expect(popup().busy).toBeNull());
    expect(bridge.callsTo(RESEND)).toHaveLength(0);
    expect(popup().error).not.toBeNull();
  });
});
