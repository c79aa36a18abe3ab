import { submitStep, type StepControl } from '../../../widgets/personal-info/calls';
import { fakeBridge } from '../../src/support/fake-bridge';
import { testStore } from '../../src/support/store';
import { configFor } from '../../src/support/fixtures';

const CAPTURE = 'wp_postpaid_prepaid_module/wp_postpaid_prepaid_personal_infomation_capture';
const DEPOSIT = {
  status: 409,
  body: { responseCode: 'security_deposit', credit_limit_money: '50.000', salary_range: true, whlidv_submit_token: 'tok' },
};

function control(messages?: Record<string, string>): StepControl & { toasts: unknown[] } {
  const bridge = fakeBridge({ [CAPTURE]: DEPOSIT });
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
