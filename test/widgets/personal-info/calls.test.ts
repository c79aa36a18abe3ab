import { submitStep, type StepControl } from '../../../widgets/personal-info/calls';
import { fakeBridge, type Handler } from '../../src/support/fake-bridge';
import { personalMessageFor } from '../../../widgets/personal-info/rules/messages';
import { testStore } from '../../src/support/store';
import { configFor } from '../../src/support/fixtures';

const CAPTURE = 'wp_postpaid_prepaid_module/wp_postpaid_prepaid_personal_infomation_capture';
const DEPOSIT = {
  status: 409,
  body: { responseCode: 'security_deposit', credit_limit_money: '50.000', salary_range: true, whlidv_submit_token: 'tok' },
};

function control(messages?: Record<string, string>, answer: Handler = DEPOSIT): StepControl & { toasts: unknown[] } {
  const bridge = fakeBridge({ [CAPTURE]: answer });
  const { store } = testStore({ client: bridge.client, config: { ...configFor('en'), messages } });
  const toasts: unknown[] = [];
  return {
    env: store.getState().env,
    toasts,
    setErrors: jest.fn(),
    setToast: (toast) => toasts.push(toast.text),
    setPopup: jest.fn(),
    failedScan: jest.fn(),
    askDeposit: jest.fn(),
    scrollToField: jest.fn(),
    saved: jest.fn(),
  };
}

describe('000 §4.8 security_deposit: the configured warning toast', () => {
  const request = { personalDetails: {}, lang: 'en' } as unknown as Parameters<typeof submitStep>[1];

  test("the operator's text when one is configured for the language", async () => {
    const step = control({ security_deposit: 'A deposit applies to your plan: see below.' });
    await submitStep(step, request);
    expect(step.toasts).toEqual(['A deposit applies to your plan: see below.']);
    expect(step.askDeposit).toHaveBeenCalledWith({ creditLimit: '50.000', salaryRange: true, submitToken: 'tok' });
  });

  test("the shop's own warning when none is", async () => {
    const step = control();
    await submitStep(step, request);
    expect(step.toasts).toHaveLength(1);
    expect(typeof (step.toasts[0] as { id?: unknown }).id).toBe('string'); // a message descriptor, translated where shown
  });
});

describe('000 §8 personal information, issue 31: the caps on passcodes and the country code', () => {
  const request = { personalDetails: {}, lang: 'en' } as unknown as Parameters<typeof submitStep>[1];

  test("an eSIM's passcode past the caps (limit_exceeded): 'Limit exceeded. Please try again after sometime.'", async () => {
    const step = control(undefined, { status: 429, body: { responseCode: 'limit_exceeded', message: 'limit_exceeded' } });
    await submitStep(step, request);
    expect(step.toasts).toEqual([personalMessageFor('limit_exceeded')]);
  });

  test('a country code outside the list is said under the field', async () => {
    const refused = { responseCode: 'validation_error', message: 'validation_error', errors: { country_code: 'country_code_invalid' } };
    const step = control(undefined, { status: 422, body: refused });
    await submitStep(step, request);
    expect(step.setErrors).toHaveBeenCalledWith({ country_code: personalMessageFor('country_code_invalid') });
    expect(step.scrollToField).toHaveBeenCalledWith('country_code');
  });
});
