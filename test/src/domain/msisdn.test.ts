import { displayMsisdn, isOmanMobile, omanNumberError, searchPatternError } from '../../../src/domain/msisdn';
import msisdnDisplay from '../../fixtures/rules/msisdn-display.json';

// One table for the widget rule and its bridge twin (php-bridge/tests/Domain/Validation/NumberSearchPatternTest.php).
import patterns from '../../fixtures/rules/number-search-pattern.json';
import oman from '../../fixtures/rules/oman-number.json';

const searchPattern = { rule: patterns.rule, cases: patterns.cases as [string, string | null, string][] };

describe('000 §5.1 number search pattern: trimmed; <3 empty, not numeric, >8 too long', () => {
  test.each(searchPattern.cases)('%p → %p (%s)', (pattern, code) => {
    expect(searchPatternError(pattern)).toBe(code);
  });
});

// One table for the widget rule and its bridge twin (php-bridge/tests/Domain/Validation/MsisdnTest.php).
const omanNumbers = oman.cases as [string, string | null, string | null, string][];

describe('000 §9 Oman numbers: 8 digits starting with 9, 7 or 2; 999… refused', () => {
  test.each(omanNumbers)('%p → %p, as a mobile %p (%s)', (number, code, mobileCode) => {
    expect(omanNumberError(number)).toBe(code);
    expect(isOmanMobile(number)).toBe(mobileCode === null);
  });

  // one table for the widgets and the bridge (php-bridge/tests/Domain/PhoneNumberTest.php)
  test.each(msisdnDisplay.cases)('numbers read in two groups of four: %p → %p', (msisdn, shown) => {
    expect(displayMsisdn(msisdn)).toBe(shown);
  });
});
