import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PO from 'pofile';
import { plural, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../../../src/i18n';
import { COMMON } from '../../../src/i18n/messages';
import { MESSAGES, messageFor } from '../../../src/checkout/messages';
import { NUMBER_MESSAGES, numberMessageFor } from '../../../widgets/number-picker/messages';
import { PERSONAL_MESSAGES, personalMessageFor } from '../../../widgets/personal-info/rules/messages';
import { allowanceText, validityMessage, vanityLevelText } from '../../../src/checkout/plan-texts';
import allowances from '../../fixtures/rules/allowances.json';
import vanityLevels from '../../fixtures/rules/vanity-levels.json';
import { validityOf } from '../../../src/domain/validity';
import { RESPONSE_CODES } from '../../../src/domain/response-codes';
import { CHECKOUT_CODES } from '../../../src/checkout/outcomes';
import { activate } from '../support/render';

const ROOT = join(__dirname, '..', '..', '..');
/** The catalogs of lingui.config.js (every page's texts, the purchase flow's, the widgets' own), as extracted. */
const CATALOGS = readdirSync(join(ROOT, 'locales', 'en'))
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.replace(/\.po$/, ''));
const readOne = (lang: string, name: string) => PO.parse(readFileSync(join(ROOT, 'locales', lang, `${name}.po`), 'utf8')).items;
const read = (lang: string) => CATALOGS.flatMap((name) => readOne(lang, name));
const key = (item: PO['items'][number]) => `${item.msgctxt ?? ''}\u0004${item.msgid}`;

describe('issue 7 / ARCHITECTURE §2 i18n: locales/{en,ar}/{storefront,checkout}.po are what `lingui extract` writes, every text translated', () => {
  test('`lingui extract` finds nothing to add or remove (the catalogs hold every text of src/ and widgets/, and only those)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'whl-extract-'));
    try {
      for (const lang of ['en', 'ar'])
        for (const name of CATALOGS) cpSync(join(ROOT, 'locales', lang, `${name}.po`), join(dir, lang, `${name}.po`));
      const config = join(dir, 'lingui.config.mjs');
      writeFileSync(
        config,
        `import config from ${JSON.stringify(join(ROOT, 'lingui.config.js'))};\n` +
          `export default { ...config, rootDir: ${JSON.stringify(ROOT)}, catalogs: config.catalogs.map((c) => ({ ...c, path: c.path.replace('<rootDir>/locales', ${JSON.stringify(dir)}) })) };\n`,
      );
      execFileSync(join(ROOT, 'node_modules', '.bin', 'lingui'), ['extract', '--clean', '--config', config], {
        cwd: ROOT,
        stdio: 'ignore',
      });
      for (const lang of ['en', 'ar']) {
        for (const name of CATALOGS) {
          const extracted = PO.parse(readFileSync(join(dir, lang, `${name}.po`), 'utf8')).items;
          // where each text is written too (the check below reads the references)
          expect(extracted.map((item) => [key(item), item.msgstr[0], item.references])).toEqual(
            readOne(lang, name).map((item) => [key(item), item.msgstr[0], item.references]),
          );
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('issue 30: a text is written once — two screens that show it share one descriptor (`msg`)', () => {
    const writtenIn = new Map<string, Set<string>>();
    for (const item of read('en'))
      for (const file of item.references) (writtenIn.get(key(item)) ?? writtenIn.set(key(item), new Set()).get(key(item))!).add(file);
    expect(
      [...writtenIn]
        .filter(([, files]) => files.size > 1)
        .map(([text, files]) => `${text.replace('\u0004', '')}: ${[...files].join(', ')}`),
    ).toEqual([]);
  });

  test('issue 30: each catalog keeps its shared descriptors in one module, messages.ts', () => {
    for (const name of CATALOGS) {
      const modules = new Set(
        readOne('en', name)
          .flatMap((item) => item.references)
          .filter((file) => /(^|\/)(messages|texts)\.ts$/.test(file)),
      );
      expect([name, [...modules].filter((file) => !file.endsWith('/messages.ts'))]).toEqual([name, []]);
      expect([name, modules.size <= 1]).toEqual([name, true]);
    }
  });

  test('every message has its Arabic translation', () => {
    expect(
      read('ar')
        .filter((item) => !item.msgstr[0])
        .map((item) => item.msgid),
    ).toEqual([]);
    for (const name of CATALOGS) expect(readOne('ar', name).map(key).sort()).toEqual(readOne('en', name).map(key).sort());
  });

  test('a text two catalogs hold reads the same in each (one translation per text)', () => {
    const first = new Map<string, string | undefined>();
    const differing = read('ar').filter((item) => {
      const seen = first.get(key(item));
      if (!first.has(key(item))) first.set(key(item), item.msgstr[0]);
      return first.has(key(item)) && seen !== undefined && seen !== item.msgstr[0];
    });
    expect(differing.map((item) => item.msgid)).toEqual([]);
  });

  test('Arabic is translated, not copied', () => {
    const english = new Map(read('en').map((item) => [key(item), item.msgstr[0]]));
    expect(
      read('ar')
        .filter((item) => english.get(key(item)) === item.msgstr[0])
        .map((item) => item.msgid),
    ).toEqual([]);
  });

  test('every bridge responseCode has a message (contract §3); unknown codes read as the generic failure', () => {
    for (const code of RESPONSE_CODES.filter((c) => c !== 'success')) expect({ ...MESSAGES, ...NUMBER_MESSAGES }).toHaveProperty(code);
    for (const code of CHECKOUT_CODES) expect(PERSONAL_MESSAGES).toHaveProperty(code);
    expect(messageFor('something_new')).toBe(MESSAGES.failure);
    expect(messageFor('toString')).toBe(MESSAGES.failure);
    expect(numberMessageFor('number_search_too_long')).toBe(NUMBER_MESSAGES.number_search_too_long);
    expect(numberMessageFor('session_expired')).toBe(MESSAGES.session_expired);
  });
});

describe('000 §8 / §9 texts in English', () => {
  beforeAll(() => activate('en'));

  test.each(allowances.cases)('issue 8: the allowance %p %p reads %p in English', (quota, units, en) => {
    expect(allowanceText((message) => i18n._(message), { quota, units })).toBe(en);
  });

  test.each([
    [1, '24 hours'],
    [7, '1 week'],
    [28, '4 weeks'],
    [30, '30 days'],
    [2, '2 days'],
  ])('validity of %p days: %p', (days, text) => {
    expect(i18n._(validityMessage(validityOf(days)))).toBe(text);
  });

  test('the spec’s wording of the error catalogue', () => {
    expect(i18n._(messageFor('failure'))).toBe('Something went wrong, Please try again.');
    expect(i18n._(messageFor('captcha_failed'))).toBe("Couldn't proceed now, Unknown failure occured");
    expect(i18n._(numberMessageFor('same_plan'))).toBe('Already selected the same plan, Please try another.');
    expect(i18n._(numberMessageFor('number_required'))).toBe('Please choose a phone number to proceed');
    expect(i18n._(messageFor('reservation_expired'))).toBe('Selected number has expired');
    expect(i18n._(personalMessageFor('number_invalid'))).toBe('Please enter a valid MOBILE / FIXED LINE');
    expect(i18n._(personalMessageFor('number_prefix'))).toBe('The number must start with 9 or 7 or 2');
    expect(i18n._(personalMessageFor('captcha_failed'))).toBe("Couldn't proceed now, Unknown failure occured");
    expect(i18n._(COMMON.retry)).toBe('Try again');
  });

  test('cart badge label counts items', () => {
    const label = (count: number) => t({ message: plural(count, { 0: 'Cart, empty', one: 'Cart, # item', other: 'Cart, # items' }) });
    expect([label(0), label(1), label(3)]).toEqual(['Cart, empty', 'Cart, 1 item', 'Cart, 3 items']);
  });
});

describe('000 §9 texts in Arabic: plural forms, Latin digits', () => {
  beforeAll(() => activate('ar'));
  const translate = (message: MessageDescriptor) => i18n._(message);

  test.each([
    [1, '24 ساعة'],
    [7, 'أسبوع واحد'],
    [14, 'أسبوعان'],
    [28, '4 أسابيع'],
    [3, '3 أيام'],
    [30, '30 يومًا'],
    [2, 'يومان'],
    [100, '100 يوم'],
  ])('validity of %p days: %p', (days, text) => {
    expect(i18n._(validityMessage(validityOf(days)))).toBe(text);
  });

  test('badge label: every count form says the number the badge shows (label-content-name-mismatch), Arabic plural forms', () => {
    const label = (count: number) => t({ message: plural(count, { 0: 'Cart, empty', one: 'Cart, # item', other: 'Cart, # items' }) });
    expect(label(1)).toBe('سلة التسوق، 1 منتج');
    expect(label(2)).toBe('سلة التسوق، 2 منتج');
    expect(label(5)).toBe('سلة التسوق، 5 منتجات');
    expect(label(11)).toBe('سلة التسوق، 11 منتجًا');
    expect(label(99)).toBe('سلة التسوق، 99 منتجًا');
    expect(label(0)).toBe('سلة التسوق فارغة');
    for (let count = 1; count <= 120; count += 1) expect(label(count)).toContain(String(count));
  });

  test('money reads "5.250 ر.ع." and no Arabic-Indic digit appears in numbers', () => {
    const amount = '5.250';
    const percent = 5;
    expect(t`OMR ${amount}`).toBe('5.250 ر.ع.');
    expect(t`VAT (${percent}%)`).toBe('ضريبة القيمة المضافة (5%)');
    expect(i18n._(validityMessage({ unit: 'weeks', count: 12 }))).toMatch(/^12 /);
  });

  // one table for the widgets and the bridge (php-bridge/tests/WordPress/Html/LabelsTest.php)
  test.each(allowances.cases)(
    'issue 8: the allowance %p %p is one phrase (%p), in Arabic with its plural form: %p',
    (quota, units, _en, ar) => {
      expect(allowanceText(translate, { quota, units })).toBe(ar);
    },
  );

  // one table for the widgets and the bridge (php-bridge/tests/WordPress/Html/LabelsTest.php)
  test.each(vanityLevels.cases)('000 §2.7 the vanity level %p reads %p, in Arabic %p (unknown levels as sent)', (level, _en, ar) => {
    expect(vanityLevelText(translate, level)).toBe(ar);
  });
});
