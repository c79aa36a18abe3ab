import fixture from '../../fixtures/rules/personal-fields.json';
import { personalDetailsErrors, type PersonalDetailsContext } from '../../../src/domain/personal-details';
import type { PersonalFieldsQuestion } from '../../../src/domain/personal-fields';

type Case = [PersonalFieldsQuestion, string[], string];

/** A complete submit (the twin of php-bridge/tests/Support/Fixtures::personalDetails). */
const complete = (nationality = 'OM', idType = '1', idNumber = '123456789') => ({
  user_email: 'sara@example.om',
  country_code: '968',
  user_phone_number: '91234567',
  nationality,
  customer_id_type: idType,
  customer_id: idNumber,
  customer_id_expiry_date: '01/01/2035',
  customer_id_dob: '01/01/1990',
  user_first_name: 'Sara',
  middle_name: 'Ali',
  user_last_name: 'Al-Harthy',
  gender: 'female',
  ID_doc_front_image_path: 'a1b2c3',
  ID_doc_back_image_path: 'd4e5f6',
  income_proof_docs: 'f7e8d9',
});

const context = (question: PersonalFieldsQuestion): PersonalDetailsContext => ({
  ...question,
  lang: 'en',
  today: '2026-11-23',
  reservedMsisdn: '99123456',
});

describe('000 §4.7, §5.3 the widget refuses a submit that skips a field the step requires (every row of personal-fields.json, the bridge’s twin: PersonalDetails)', () => {
  test.each((fixture.cases as unknown as Case[]).map(([question, required, name]) => [name, question, required] as const))(
    '%s',
    (_name, question, required) => {
      const errors = personalDetailsErrors({}, context(question));
      // the income proof is in the list, asked only by the deposit (000 §5.3, §4.8)
      const asked = required.filter((field) => field !== 'income_proof_docs');
      expect(Object.keys(errors).sort()).toEqual([...asked].sort());
      expect(new Set(Object.values(errors))).toEqual(new Set(['required']));
      // and each one alone is enough to refuse
      const nationality = question.touristPack ? 'IN' : 'OM';
      const idType = question.touristPack ? '14' : '1';
      const whole = complete(nationality, idType, question.touristPack ? 'P1234567' : '123456789');
      expect(personalDetailsErrors(whole, context(question))).toEqual({});
      for (const field of asked)
        expect(personalDetailsErrors({ ...whole, [field]: '' }, context(question))).toEqual({ [field]: 'required' });
      expect(personalDetailsErrors({ ...whole, income_proof_docs: '' }, context(question))).toEqual({});
    },
  );
});

describe('000 §5.2–§5.4 each given field by its rule, and the ID type by the nationality', () => {
  const prepaid = context({
    orderType: 'prepaid',
    portInType: '',
    touristPack: false,
    ekyc: 'disabled',
    eligibility: '',
    otherNationality: false,
  });

  test('rules of given fields, also where the table does not require them', () => {
    const errors = personalDetailsErrors(
      { ...complete(), user_email: 'sara@', user_phone_number: '99123456', customer_id_dob: '01/01/2015', middle_name: 'Al1' },
      prepaid,
    );
    expect(errors).toEqual({
      user_email: 'email_invalid',
      user_phone_number: 'contact_is_reserved_number',
      customer_id_dob: 'dob_under_age',
      middle_name: 'name_alphabet',
    });
  });

  test('an ID type the nationality does not allow (000 §5.4): OM with a resident card', () => {
    expect(personalDetailsErrors({ ...complete('OM', '6') }, prepaid)).toEqual({ customer_id_type: 'id_type_not_allowed' });
  });

  test('the middle name is required for ID type 1 with nationality OM', () => {
    expect(personalDetailsErrors({ ...complete(), middle_name: '' }, prepaid)).toEqual({ middle_name: 'required' });
    expect(personalDetailsErrors({ ...complete('IN', '6'), middle_name: '' }, prepaid)).toEqual({});
  });
});
