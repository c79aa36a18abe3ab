import { act, renderHook, waitFor } from '@testing-library/react';
import { useCustomerCheck } from '../../../../widgets/personal-info/passcode/use-customer-check';
import { PASSCODE_MESSAGES, PASSCODE_TEXTS } from '../../../../widgets/personal-info/passcode/messages';
import { personalMessageFor } from '../../../../widgets/personal-info/rules/messages';
import { deferred, fakeBridge, type Handler } from '../../../src/support/fake-bridge';
import { testStore } from '../../../src/support/store';
import { configFor, existingCustomer, failure } from '../../../src/support/fixtures';

const GET = 'wp_postpaid_prepaid_module/verify-existing-customer-number';
const RESEND = 'wp_postpaid_prepaid_module/resend-otp-existing-customer-number';
const VERIFY = 'wp_postpaid_prepaid_module/verify-otp-existing-customer-number';
const SENT = { body: { responseCode: 'success', expires_in: 300 } };
const CUSTOMER = existingCustomer({ otherNationalityStatus: 'true' });

function setup(routes: Record<string, Handler | Handler[]> = {}) {
  const bridge = fakeBridge({ [GET]: SENT, [RESEND]: SENT, [VERIFY]: CUSTOMER, ...routes });
  const page = testStore({ client: bridge.client, config: configFor('en') });
  const step = { showToast: jest.fn(), openPopup: jest.fn(), setCustomer: jest.fn() };
  const hook = renderHook(() => useCustomerCheck(step));
  const check = () => hook.result.current;
  return { bridge, step, check, ...page };
}

/** The number typed and its passcode sent: the boxes show. */
async function toPasscode(check: () => ReturnType<typeof useCustomerCheck>) {
  act(() => check().typeNumber('90000001'));
  act(() => check().getPasscode());
  await waitFor(() => expect(check().stage).toBe('passcode'));
}

describe('000 §5.8 the existing customer’s number', () => {
  test('digits of any keyboard become 0–9, at most 8; a number that is not Oman’s is said without a call', async () => {
    const { bridge, check } = setup();
    act(() => check().typeNumber('٩٠٠ ٠٠٠-٠١ 5'));
    expect(check().number).toBe('90000001');
    act(() => check().typeNumber('81234567'));
    act(() => check().leaveNumber());
    expect(check().numberError).toEqual(PASSCODE_MESSAGES.number_prefix);
    act(() => check().getPasscode());
    await waitFor(() => expect(check().busy).toBeNull());
    expect(check().numberError).toEqual(PASSCODE_MESSAGES.number_prefix);
    expect(bridge.calls).toHaveLength(0);
    act(() => check().typeNumber('9'));
    expect(check().numberError).toBeNull(); // hidden while typing
  });

  test('a double click on Get passcode sends once, behind the captcha; then the boxes ask for the focus', async () => {
    const held = deferred();
    const { bridge, check, captcha } = setup({ [GET]: held.handler });
    act(() => check().typeNumber('90000001'));
    act(() => {
      check().getPasscode();
      check().getPasscode();
    });
    expect(check().busy).toBe('get');
    await waitFor(() => expect(bridge.callsTo(GET)).toHaveLength(1));
    expect(bridge.callsTo(GET)[0]!.fields).toMatchObject({ customer_number: '90000001', captcha_token: 'captcha-token-1', lang: 'en' });
    expect(captcha).toHaveBeenCalledWith('existing_customer_get_otp');
    await act(async () => held.release(SENT));
    expect(check()).toMatchObject({ stage: 'passcode', busy: null, boxesFocus: 1 });
    expect(bridge.callsTo(GET)).toHaveLength(1);
  });

  test('another number typed after the passcode was sent needs its own passcode', async () => {
    const { check } = setup();
    await toPasscode(check);
    act(() => check().typeNumber('90000002'));
    expect(check().stage).toBe('number');
  });
});

describe('000 §5.8 the passcode: resend and verify', () => {
  test('resend: a new passcode behind its captcha, the boxes emptied, the toast says it was sent', async () => {
    const { bridge, check, step, captcha } = setup();
    await toPasscode(check);
    act(() => check().typeCode('12'));
    act(() => check().resendPasscode());
    await waitFor(() => expect(bridge.callsTo(RESEND)).toHaveLength(1));
    await waitFor(() => expect(check().busy).toBeNull());
    expect(captcha).toHaveBeenCalledWith('existing_customer_resend_otp');
    expect(check()).toMatchObject({ code: '', codeError: null, boxesFocus: 2 });
    expect(step.showToast).toHaveBeenCalledWith({ text: PASSCODE_TEXTS.sent, tone: 'success' });
  });

  test('fewer than 6 digits: said under the boxes, nothing sent', async () => {
    const { bridge, check } = setup();
    await toPasscode(check);
    act(() => check().typeCode('12345'));
    act(() => check().verify());
    await waitFor(() => expect(check().busy).toBeNull());
    expect(check().codeError).toEqual(PASSCODE_TEXTS.notSixDigits);
    expect(bridge.callsTo(VERIFY)).toHaveLength(0);
  });

  test('a correct passcode: verified with the operator’s name, the §3.12 flags go to the step', async () => {
    const { bridge, check, step, captcha } = setup();
    await toPasscode(check);
    act(() => check().typeCode('123456'));
    act(() => check().verify());
    await waitFor(() => expect(check().stage).toBe('verified'));
    expect(check().name).toBe('Salim Al-Rawahi');
    expect(bridge.callsTo(VERIFY)[0]!.fields).toMatchObject({ customer_number: '90000001', otp: '123456' });
    expect(captcha).toHaveBeenCalledWith('existing_customer_verify_otp');
    expect(step.setCustomer).toHaveBeenCalledWith({ eligibility: 'true', otherNationality: true });
  });
});

describe('000 §8 "Existing customer": every answer where the shopper reads it', () => {
  test.each([
    ['get', 'new_customer', 'popup customer_not_found'],
    ['get', 'not_eligible', 'popup not_eligible'],
    ['get', 'failure', 'popup not_eligible'], // a failure on get: the fraud popup
    ['get', 'invalid_input', 'number number_invalid'],
    ['get', 'rate_limited', 'toast rate_limited'],
    ['get', 'limit_exceeded', 'toast limit_exceeded'], // issue 31: too many passcodes to the number or from the session
    ['resend', 'limit_exceeded', 'toast limit_exceeded'],
    ['verify', 'otp_expired', 'code otp_expired'],
    ['verify', 'otp_invalid', 'code otp_invalid'],
    ['verify', 'failure', 'popup customer_not_found'],
    ['resend', 'failure', 'popup customer_not_found'],
  ] as const)('%s answered %s: %s', async (call, code, expected) => {
    const route = { get: GET, verify: VERIFY, resend: RESEND }[call];
    const { check, step } = setup(call === 'get' ? { [GET]: failure(code, 400) } : { [route]: failure(code, 400) });
    if (call === 'get') {
      act(() => check().typeNumber('90000001'));
      act(() => check().getPasscode());
    } else {
      await toPasscode(check);
      act(() => check().typeCode('123456'));
      act(() => (call === 'verify' ? check().verify() : check().resendPasscode()));
    }
    await waitFor(() => expect(check().busy).toBeNull());
    await waitFor(() =>
      expect(
        step.openPopup.mock.calls.length + step.showToast.mock.calls.length + Number(Boolean(check().numberError ?? check().codeError)),
      ).toBe(1),
    );
    const [where, what] = expected.split(' ') as [string, string];
    if (where === 'popup') expect(step.openPopup).toHaveBeenCalledWith(what);
    if (where === 'toast') expect(step.showToast).toHaveBeenCalledWith({ text: personalMessageFor(what), tone: 'error' });
    if (where === 'number') expect(check().numberError).toEqual(personalMessageFor(what));
    if (where === 'code') expect(check().codeError).toEqual(personalMessageFor(what));
  });

  test('the number refused by the bridge’s validation shows its own code under the number', async () => {
    const { check } = setup({
      [GET]: { status: 422, body: { responseCode: 'validation_error', message: 'x', errors: { customer_number: 'number_prefix' } } },
    });
    act(() => check().typeNumber('90000001'));
    act(() => check().getPasscode());
    await waitFor(() => expect(check().numberError).toEqual(personalMessageFor('number_prefix')));
  });
});
