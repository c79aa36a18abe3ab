import { normaliseDigits } from '../../../src/domain/digits';

// One table for the widget rule and its bridge twin (php-bridge/tests/Domain/Validation/DigitsTest.php).
import fixture from '../../fixtures/rules/digits.json';

const digits = { rule: fixture.rule, cases: fixture.cases as [string, string, string][] };

describe(`000 §5 ${digits.rule}`, () => {
  test.each(digits.cases)('%p → %p (%s)', (raw, expected) => {
    expect(normaliseDigits(raw)).toBe(expected);
  });
});
