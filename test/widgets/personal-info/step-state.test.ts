// The personal-info step's state (widgets/personal-info/step-state.ts): what each event does to it.
import {
  INITIAL_PERSONAL_INFO,
  personalInfoReducer,
  type PersonalInfoEvent,
  type PersonalInfoState,
} from '../../../widgets/personal-info/step-state';
import { EMPTY_VALUES } from '../../../widgets/personal-info/form';
import { failure } from '../../../src/i18n/messages';

const run = (...events: PersonalInfoEvent[]): PersonalInfoState => events.reduce(personalInfoReducer, INITIAL_PERSONAL_INFO);
const from = (state: PersonalInfoState, ...events: PersonalInfoEvent[]) => events.reduce(personalInfoReducer, state);
const asked = { creditLimit: '50', salaryRange: true, submitToken: 'token-1' };

describe('000 §2.9, §4.6–§4.9, §5 the personal-info step: its state', () => {
  test('000 §2.9 at the start a physical SIM is chosen and the terms are not agreed', () => {
    expect([INITIAL_PERSONAL_INFO.simType, INITIAL_PERSONAL_INFO.terms, INITIAL_PERSONAL_INFO.ekyc]).toEqual([
      'physical',
      false,
      'pending',
    ]);
  });

  test('000 §5 a key check sets or clears its error only; the same answer keeps the state', () => {
    const one = run(
      { type: 'errors-shown', errors: { user_email: failure, gender: failure } },
      { type: 'field-checked', key: 'user_email', error: undefined },
    );
    expect(one.errors).toEqual({ gender: failure });
    expect(personalInfoReducer(one, { type: 'field-checked', key: 'gender', error: failure })).toBe(one);
    expect(personalInfoReducer(one, { type: 'field-checked', key: 'customer_id', error: undefined })).toBe(one);
    // NEXT's errors, or the bridge's validation_error: these and no others
    expect(from(one, { type: 'errors-shown', errors: { customer_id: failure } }).errors).toEqual({ customer_id: failure });
  });

  test('000 §4.6 the scan: a failure means the manual documents and a physical SIM; the scan error goes', () => {
    const esim = run({ type: 'sim-type-chosen', simType: 'esim' }, { type: 'errors-shown', errors: { ekyc: failure, gender: failure } });
    expect(from(esim, { type: 'ekyc-set', ekyc: 'failed' })).toMatchObject({
      ekyc: 'failed',
      simType: 'physical',
      errors: { gender: failure },
    });
    expect(from(esim, { type: 'ekyc-set', ekyc: 'success' })).toMatchObject({ ekyc: 'success', simType: 'esim' });
    // the bridge's ekycFailure at the submit: the scan only
    expect(from(esim, { type: 'scan-failed' })).toMatchObject({ ekyc: 'failed', simType: 'esim', errors: { ekyc: failure } });
  });

  test('000 §4.6 a successful scan fills the fields it read, keeps the others and clears the errors', () => {
    const typed = run(
      { type: 'values-changed', values: { ...EMPTY_VALUES, user_email: 'a@example.com', user_first_name: 'Typed' } },
      { type: 'errors-shown', errors: { user_first_name: failure } },
    );
    const scanned = from(typed, {
      type: 'scan-succeeded',
      sessionId: 'idv-1',
      identity: { user_first_name: 'Salim', user_last_name: 'Al Harthy', gender: '', customer_id: undefined, unknown_key: 'x' },
    });
    expect(scanned).toMatchObject({ ekyc: 'success', idvSessionId: 'idv-1', errors: {} });
    expect(scanned.values).toEqual({
      ...EMPTY_VALUES,
      user_email: 'a@example.com',
      user_first_name: 'Salim',
      user_last_name: 'Al Harthy',
    });
  });

  test('000 §5.8, §4.6 an eligible existing customer is not scanned; new flags clear the errors', () => {
    const eligible = { eligibility: 'true', otherNationality: false } as const;
    const set = run({ type: 'errors-shown', errors: { customer_id: failure } }, { type: 'customer-set', flags: eligible });
    expect(set).toMatchObject({ customer: eligible, ekyc: 'disabled', errors: {} });
    // a scan already done stays as it is
    expect(run({ type: 'ekyc-set', ekyc: 'success' }, { type: 'customer-set', flags: eligible }).ekyc).toBe('success');
    expect(run({ type: 'customer-set', flags: { eligibility: 'false', otherNationality: true } }).ekyc).toBe('pending');
  });

  test('000 §4.8 the deposit: asked unanswered, chosen (its error goes), dropped on another ID number', () => {
    const chosen = run(
      { type: 'deposit-asked', deposit: asked },
      { type: 'errors-shown', errors: { security_deposit_type: failure, gender: failure } },
      { type: 'deposit-chosen', choice: 'income_proof' },
    );
    expect(chosen).toMatchObject({ deposit: asked, depositChoice: 'income_proof', errors: { gender: failure } });
    expect(chosen.errors).not.toHaveProperty('security_deposit_type');
    expect(from(chosen, { type: 'deposit-asked', deposit: asked }).depositChoice).toBe('');
    expect(from(chosen, { type: 'deposit-dropped' })).toMatchObject({ deposit: null, depositChoice: '' });
  });

  test('000 §5.7 the terms: agreeing clears their error, withdrawing keeps it', () => {
    const required = run({ type: 'errors-shown', errors: { terms: failure } });
    expect(from(required, { type: 'terms-changed', agreed: true })).toMatchObject({ terms: true, errors: {} });
    expect(from(required, { type: 'terms-changed', agreed: false })).toMatchObject({ terms: false, errors: { terms: failure } });
  });

  test('000 §4.1, §8 NEXT: busy while it runs, the popup and toast it shows, where the step goes on', () => {
    expect(run({ type: 'busy', busy: true }).busy).toBe(true);
    expect(run({ type: 'busy', busy: true }, { type: 'busy', busy: false }).busy).toBe(false);
    expect(run({ type: 'popup', popup: 'esim' }).popup).toBe('esim');
    expect(run({ type: 'popup', popup: 'not_eligible' }, { type: 'popup', popup: null }).popup).toBeNull();
    expect(run({ type: 'toast', toast: { text: failure, tone: 'error' } }).toast).toEqual({ text: failure, tone: 'error' });
    expect(run({ type: 'done', nextHref: '/prepaid-delivery/' }).done).toEqual({ nextHref: '/prepaid-delivery/' });
    expect(run({ type: 'done', nextHref: null }).done).toEqual({ nextHref: null });
  });
});
