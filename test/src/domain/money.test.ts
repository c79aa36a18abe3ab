import { chargedMonthly, discountPercent, formatOmr, parseOmr, toOmrString, vatOf, withVat } from '../../../src/domain/money';

describe('000 §9 money: OMR decimal strings ⇄ integer baisa', () => {
  test.each([
    ['5.250', 5250],
    ['0.000', 0],
    ['5', 5000],
    ['5.2', 5200],
    ['1250.005', 1250005],
    [' 3.100 ', 3100],
    ['-0.250', -250],
  ])('parseOmr(%p) = %p baisa', (text, baisa) => {
    expect(parseOmr(text)).toBe(baisa);
  });

  test.each(['', 'abc', '5.2500', '5,250', '1e3', '.5', '5.', 'OMR 5'])('parseOmr(%p) refuses it', (text) => {
    expect(parseOmr(text)).toBeNull();
  });

  test.each([
    [5250, '5.250'],
    [0, '0.000'],
    [7, '0.007'],
    [-250, '-0.250'],
    [1250005, '1250.005'],
  ])('toOmrString(%p) = %p (the wire format)', (baisa, text) => {
    expect(toOmrString(baisa)).toBe(text);
  });
});

describe('000 §9 money: shown with 3 decimals, padded; listings strip all-zero decimals; Latin digits in Arabic', () => {
  test.each([
    [5250, 'en', 'padded', '5.250'],
    [5000, 'en', 'padded', '5.000'],
    [5000, 'en', 'listing', '5'],
    [5250, 'en', 'listing', '5.250'],
    [5200, 'en', 'listing', '5.200'],
    [1250000, 'en', 'padded', '1,250.000'],
    [5250, 'ar', 'padded', '5.250'],
    [5000, 'ar', 'listing', '5'],
    [1250500, 'ar', 'padded', '1,250.500'],
    // issue 12 edge cases: 0, 0.5, 1.000
    [0, 'en', 'padded', '0.000'],
    [0, 'en', 'listing', '0'],
    [500, 'en', 'padded', '0.500'],
    [500, 'en', 'listing', '0.500'],
    [1000, 'en', 'padded', '1.000'],
    [1000, 'ar', 'listing', '1'],
  ] as const)('formatOmr(%p, %p, %p) = %p', (baisa, lang, variant, text) => {
    expect(formatOmr(baisa, lang, variant)).toBe(text);
  });

  test('Arabic never uses Arabic-Indic digits', () => {
    expect(formatOmr(9876543, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe('000 §9 VAT 5 %: tax on baisa with integer rounding; price with tax', () => {
  test.each([
    [5000, 250, 5250],
    [10000, 500, 10500],
    [1, 0, 1],
    [10, 1, 11], // 0.5 baisa rounds up
    [9, 0, 9], // 0.45 rounds down
    [30, 2, 32], // 1.5 rounds up
    [4990, 250, 5240], // 249.5 rounds up
    [0, 0, 0],
  ])('%p baisa: VAT %p, with VAT %p', (baisa, vat, total) => {
    expect(vatOf(baisa)).toBe(vat);
    expect(withVat(baisa)).toBe(total);
  });

  test('another rate can be passed', () => {
    expect(withVat(10000, 10)).toBe(11000);
  });
});

describe('000 §9 discount % = integer part of (regular − min) / regular × 100', () => {
  test.each([
    [100000, 75000, 25],
    [100000, 66667, 33],
    [3000, 2000, 33],
    [999, 1, 99],
    [100000, 100000, 0],
    [100000, 120000, 0],
    [0, 0, 0],
    [1000, 500, 50], // 1.000 down to 0.500
    [7000, 6999, 0], // under one per cent is 0: the integer part
    [14000, 0, 100], // free
  ])('regular %p, min %p → %p %%', (regular, min, percent) => {
    expect(discountPercent(regular, min)).toBe(percent);
  });
});

describe('000 §9 / issue 8 a postpaid plan is charged monthly; a prepaid one once', () => {
  test.each([
    ['postpaid', true],
    ['prepaid', false],
    ['', false],
  ])('%p → %p', (serviceType, monthly) => {
    expect(chargedMonthly(serviceType)).toBe(monthly);
  });
});
