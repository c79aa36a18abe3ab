import { displayMsisdn, isOmanMobile, omanNumberError, searchPatternError } from '../../../src/domain/msisdn';

// One table for the widget rule and its bridge twin (php-bridge/tests/Validation/NumberSearchPatternTest.php).
import patterns from '../../fixtures/rules/number-search-pattern.json';

const searchPattern = { rule: patterns.rule, cases: patterns.cases as [string, string | null, string][] };

describe('000 §5.1 number search pattern: trimmed; <3 empty, not numeric, >8 too long', () => {
  test.each(searchPattern.cases)('%p → %p (%s)', (pattern, code) => {
    expect(searchPatternError(pattern)).toBe(code);
  });
});

describe('000 §9 Oman numbers: 8 digits starting with 9, 7 or 2; 999… refused', () => {
  test.each([
    ['91234567', null],
    ['71234567', null],
    ['24123456', null],
    ['81234567', 'number_prefix'],
    ['9123456', 'number_invalid'],
    ['912345678', 'number_invalid'],
    ['9123456a', 'number_invalid'],
    ['99912345', 'number_invalid'],
  ])('%p → %p', (number, code) => {
    expect(omanNumberError(number)).toBe(code);
  });

  test.each([
    ['91234567', true],
    ['71234567', true],
    ['24123456', false],
    ['99912345', false],
  ])('%p is a mobile number: %p', (number, mobile) => {
    expect(isOmanMobile(number)).toBe(mobile);
  });

  test('numbers read in two groups of four', () => {
    expect(displayMsisdn('91234567')).toBe('9123 4567');
    expect(displayMsisdn('123')).toBe('123');
  });
});
