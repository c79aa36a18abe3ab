import { PERSONAL_RULES, type PersonalRuleContext } from '../../../src/domain/personal-rules';
import { capitaliseName } from '../../../src/domain/names';
import fixture from '../../fixtures/rules/personal-rules.json';

// One table for the widget and the bridge (php-bridge/tests/Domain/Validation/PersonalRulesTest.php).
const rows = fixture.cases as [keyof typeof PERSONAL_RULES, string, PersonalRuleContext, string | null, string][];

describe('000 §5.2–§5.3 personal-information field rules, every row', () => {
  test.each(rows.map(([field, value, ctx, expected, name]) => [`${field}: ${name}`, field, value, ctx, expected] as const))(
    '%s',
    (_name, field, value, ctx, expected) => {
      expect(PERSONAL_RULES[field](value, ctx)).toBe(expected);
    },
  );
});

describe('000 §5.3 names are capitalised while typing', () => {
  test.each([
    ['sara', 'Sara'],
    ['sara maryam', 'Sara Maryam'],
    ['al-harthy', 'Al-Harthy'],
    ['SARA', 'SARA'],
    ['سارة', 'سارة'],
    ['', ''],
  ])('%p → %p', (typed, shown) => {
    expect(capitaliseName(typed)).toBe(shown);
  });
});
