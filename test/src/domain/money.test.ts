import { chargedMonthly, formatOmr, parseOmr, toOmrString, vatOf, withVat } from '../../../src/domain/money';
import table from '../../fixtures/rules/money.json';

// One table for the widgets and the bridge (php-bridge/tests/Domain/MoneyTest.php); instalments and
// discounts are the bridge's alone (it prints the device pages).
describe('000 §9 money: OMR decimal strings ⇄ integer baisa', () => {
  test.each(table.parse as [string, number | null][])('parseOmr(%p) = %p', (text, baisa) => {
    expect(parseOmr(text)).toBe(baisa);
  });

  test.each(table.wire as [number, string][])('toOmrString(%p) = %p (the wire format)', (baisa, text) => {
    expect(toOmrString(baisa)).toBe(text);
  });
});

describe('000 §9 money: shown with 3 decimals, padded; listings strip all-zero decimals; Latin digits in Arabic', () => {
  const rows = (table.display as [number, 'padded' | 'listing', string][]).flatMap(([baisa, variant, text]) =>
    (['en', 'ar'] as const).map((lang) => [baisa, lang, variant, text] as const),
  );
  test.each(rows)('formatOmr(%p, %p, %p) = %p', (baisa, lang, variant, text) => {
    expect(formatOmr(baisa, lang, variant)).toBe(text);
  });

  test('Arabic never uses Arabic-Indic digits', () => {
    expect(formatOmr(9876543, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe('000 §9 VAT 5 %: tax on baisa rounded to the nearest baisa, halves away from zero; price with tax', () => {
  test.each(table.vat as [number, number, number, number][])('%p baisa at %p %%: VAT %p, with VAT %p', (baisa, percent, vat, total) => {
    expect(vatOf(baisa, percent)).toBe(vat);
    expect(withVat(baisa, percent)).toBe(total);
  });

  test('5 % is the rate when none is passed', () => {
    expect(withVat(5000)).toBe(5250);
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
