import { normaliseDigits } from '../../../src/domain/digits';

// One table for the widget rule and its bridge twin (php-bridge/tests/Validation/DigitsTest.php).
const digits: { rule: string; cases: [string, string, string][] } = require('../../fixtures/rules/digits.json');

describe(`000 §5 ${digits.rule}`, () => {
  test.each(digits.cases)('%p → %p (%s)', (raw, expected) => {
    expect(normaliseDigits(raw)).toBe(expected);
  });
});
