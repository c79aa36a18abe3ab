import { EMPTY_VALUES, omanToday, shownFields, typed, typedDate, type StepFacts, type Values } from '../../../widgets/personal-info/form';
import { formErrors, personalDetails } from '../../../widgets/personal-info/rules/form-check';

const facts = (overrides: Partial<StepFacts> = {}): StepFacts => ({
  orderType: 'prepaid',
  portInType: '',
  touristPack: false,
  ekyc: 'disabled',
  eligibility: '',
  otherNationality: false,
  lang: 'en',
  blockedNumbers: ['99887766'],
  reservedMsisdn: '91234567',
  today: '2026-11-23',
  deposit: null,
  depositChoice: '',
  simType: 'physical',
  terms: true,
  ...overrides,
});

const filled: Values = {
  ...EMPTY_VALUES,
  user_email: 'sara@example.om',
  confirm_email: 'sara@example.om',
  user_phone_number: '92345678',
  nationality: 'OM',
  customer_id_type: '1',
  customer_id: '123456789',
  customer_id_dob: '01/01/1990',
  customer_id_expiry_date: '01/01/2030',
  user_first_name: 'Sara',
  middle_name: 'Ali',
  user_last_name: 'Al-Harthy',
  gender: 'female',
  ID_doc_front_image_path: 'whl-doc:a',
  ID_doc_back_image_path: 'whl-doc:b',
  income_proof_docs: 'whl-doc:c',
};

describe('000 §4.7 the fields the step shows', () => {
  test('a new prepaid customer without eKYC: every identity field and the documents; the income proof waits for the deposit (000 §5.3)', () => {
    expect([...shownFields(facts())].sort()).toEqual(
      Object.keys(EMPTY_VALUES)
        .filter((field) => field !== 'income_proof_docs')
        .sort(),
    );
  });

  test('an eligible existing customer: the contact only', () => {
    expect([...shownFields(facts({ eligibility: 'true' }))].sort()).toEqual([
      'confirm_email',
      'country_code',
      'user_email',
      'user_phone_number',
    ]);
  });

  test('while the scan is pending: only what does not come from it (prepaid: nationality and ID type)', () => {
    expect([...shownFields(facts({ ekyc: 'pending' }))].sort()).toEqual(
      ['confirm_email', 'country_code', 'customer_id_type', 'nationality', 'user_email', 'user_phone_number'].sort(),
    );
  });

  test('000 §4.8: the income proof shows when the deposit asks for it and that option is chosen', () => {
    const deposit = { creditLimit: '50.000', salaryRange: true, submitToken: 't' };
    expect(shownFields(facts({ eligibility: 'true', deposit, depositChoice: 'deposit' })).has('income_proof_docs')).toBe(false);
    expect(shownFields(facts({ eligibility: 'true', deposit, depositChoice: 'income_proof' })).has('income_proof_docs')).toBe(true);
  });
});

describe('000 §2.9 the tourist pack', () => {
  test('the visa copy shows with the passport data page and is sent, though not required (000 §5.3)', () => {
    const tourist = facts({ touristPack: true, ekyc: 'failed' });
    expect(shownFields(tourist).has('ID_doc_back_image_path')).toBe(true);
    const values = { ...filled, nationality: 'GB', customer_id_type: '14', customer_id: 'P1234567', middle_name: '' };
    expect(formErrors({ ...values, ID_doc_back_image_path: '' }, tourist)).toEqual({});
    expect(personalDetails(values, tourist).ID_doc_back_image_path).toBe('whl-doc:b');
  });
});

describe('000 §5 what NEXT finds wrong, in the order of the form', () => {
  test('a complete form holds', () => {
    expect(formErrors(filled, facts())).toEqual({});
  });

  test('an empty form: every shown field, then the terms', () => {
    const errors = formErrors(EMPTY_VALUES, facts({ terms: false }));
    expect(Object.keys(errors)[0]).toBe('user_email');
    expect(Object.keys(errors).at(-1)).toBe('terms');
    expect(errors.terms).toBe('terms_required');
  });

  test('000 §5.2: the confirmation must equal the e-mail; the blocked and the reserved numbers are refused', () => {
    expect(formErrors({ ...filled, confirm_email: 'sara@example.com' }, facts())).toEqual({ confirm_email: 'email_mismatch' });
    expect(formErrors({ ...filled, user_phone_number: '99887766' }, facts())).toEqual({ user_phone_number: 'contact_blocked' });
    expect(formErrors({ ...filled, user_phone_number: '91234567' }, facts())).toEqual({ user_phone_number: 'contact_is_reserved_number' });
  });

  test('000 §4.6: NEXT before the scan asks for it; 000 §4.8: the deposit needs a choice, the income proof its upload', () => {
    expect(formErrors(filled, facts({ ekyc: 'pending' }))).toEqual({ ekyc: 'ekyc_required' });
    const deposit = { creditLimit: '50.000', salaryRange: true, submitToken: 't' };
    expect(formErrors(filled, facts({ deposit }))).toEqual({ security_deposit_type: 'deposit_choice_required' });
    expect(
      formErrors({ ...filled, income_proof_docs: '' }, facts({ eligibility: 'true', deposit, depositChoice: 'income_proof' })),
    ).toEqual({
      income_proof_docs: 'income_proof_required',
    });
  });
});

describe('000 §3.8 personal_details as sent', () => {
  test('hidden fields go empty, digits are Latin, the country code has no + or -, a failed scan forces a physical SIM', () => {
    const sent = personalDetails(
      { ...filled, country_code: '+968', user_phone_number: '٩٢٣٤٥٦٧٨' },
      facts({ eligibility: 'true', simType: 'esim' }),
    );
    expect(sent).toMatchObject({
      user_email: 'sara@example.om',
      country_code: '968',
      user_phone_number: '92345678',
      customer_id: '',
      sim_type: 'esim',
    });
    expect(personalDetails(filled, facts({ ekyc: 'failed', simType: 'esim' })).sim_type).toBe('physical');
  });

  test('000 §4.8: the deposit travels with its choice and the submit token', () => {
    const deposit = { creditLimit: '50.000', salaryRange: true, submitToken: 'tok' };
    expect(personalDetails(filled, facts({ deposit, depositChoice: 'deposit' }))).toMatchObject({
      security_deposit_status: 'active',
      security_deposit_type: 'deposit',
      whlidv_submit_token: 'tok',
    });
    expect(personalDetails(filled, facts()).security_deposit_status).toBe('inactive');
  });
});

describe('000 §5.2–§5.3 what an input keeps of what was typed', () => {
  const plain = { idType: '1', passport: false };
  test.each([
    ['user_phone_number', '٩٢ ٣٤-٥٦٧٨', plain, '92345678'],
    ['customer_id', '۱۲۳۴۵۶۷۸۹۰', plain, '123456789'],
    ['customer_id', 'A12-34 5', { idType: '14', passport: true }, 'A12-345'],
    ['customer_id', 'A1234', { idType: '7', passport: false }, '1234'],
    ['user_first_name', 'sara al-harthy', plain, 'Sara Al-Harthy'],
    ['customer_id_dob', '٠١٠٢١٩٩٠', plain, '01/02/1990'],
  ] as const)('%s: %p → %p', (field, raw, context, kept) => {
    expect(typed(field, raw, context)).toBe(kept);
  });

  test('dates take their slashes while typed', () => {
    expect(['1', '15', '150', '1503', '15031', '15031990'].map(typedDate)).toEqual(['1', '15', '15/0', '15/03', '15/03/1', '15/03/1990']);
  });

  test('today in Oman is UTC+4', () => {
    expect(omanToday(Date.UTC(2026, 10, 23, 20, 30))).toBe('2026-11-24');
    expect(omanToday(Date.UTC(2026, 10, 23, 19, 59))).toBe('2026-11-23');
  });
});
