import { PERSONAL_FIELDS, requiredPersonalFields, type PersonalFieldsQuestion } from '../../../src/domain/personal-fields';
import fixture from '../../fixtures/rules/personal-fields.json';

// One table for the widget and the bridge (php-bridge/tests/Domain/PersonalFieldsTest.php).
const rows = fixture.cases as [PersonalFieldsQuestion, string[], string][];

describe('000 §4.7 fields validated on the personal step, every row', () => {
  test.each(rows.map(([question, expected, name]) => [name, question, expected] as const))('%s', (_name, question, expected) => {
    expect(requiredPersonalFields(question)).toEqual(expected);
  });

  test('the table names the fields in the order the step shows them, and covers every eKYC state and flag', () => {
    expect(fixture.fields).toEqual(PERSONAL_FIELDS);
    expect(new Set(rows.map(([q]) => q.ekyc))).toEqual(new Set(['success', 'failed', 'disabled']));
    expect(new Set(rows.map(([q]) => q.eligibility))).toEqual(new Set(['true', 'false', '']));
    expect(new Set(rows.map(([q]) => q.otherNationality))).toEqual(new Set([true, false]));
  });
});
