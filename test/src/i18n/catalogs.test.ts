import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '../../../src/i18n';
import { MESSAGES, messageFor } from '../../../src/i18n/messages';
import { NUMBER_MESSAGES, numberMessageFor } from '../../../src/i18n/number-messages';
import { OMAN_NUMBER_MESSAGES } from '../../../src/i18n/oman-number-messages';
import { validityText } from '../../../src/i18n/format';
import { vanityLevelText } from '../../../src/i18n/vanity';
import { validityOf } from '../../../src/domain/validity';
import { RESPONSE_CODES } from '../../../src/domain/response-codes';
import { activate } from '../support/render';
import { compileCatalogs, idFamilies, shortenIds, shortIds } from '../../../scripts/compile-locales.mjs';

const ROOT = join(__dirname, '..', '..', '..');
const NAMESPACES = /^(common|widget|money|validity|vanity|plans|numbers|popup|cart|badge|lang|error)\./;
/** ids built from a value at runtime: `plans.title.${serviceType}` … */
const FAMILIES: Record<string, string[]> = {
  'plans.title.': ['all', 'prepaid', 'postpaid'],
  'numbers.group.': ['free', 'paid'],
  'validity.': ['hours', 'days', 'weeks'],
  'vanity.': ['FREE', 'SILVER', 'GOLD', 'PLATINUM'],
  'lang.': ['en', 'ar'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function idsInSource(): Set<string> {
  const ids = new Set<string>();
  for (const file of [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'widgets'))]) {
    for (const [, id] of readFileSync(file, 'utf8').matchAll(/['`]([a-z]+\.[A-Za-z_.]+)['`]/g)) {
      if (id && NAMESPACES.test(id) && !id.endsWith('.')) ids.add(id);
    }
  }
  for (const [prefix, values] of Object.entries(FAMILIES)) for (const value of values) ids.add(prefix + value);
  return ids;
}

const { sources, groups, short } = compileCatalogs({ root: ROOT, write: false }) as ReturnType<typeof compileCatalogs> & {
  sources: Record<'en' | 'ar', Map<string, string>>;
};

describe('ARCHITECTURE §2 i18n: locales/{en,ar}/messages.po hold every message the widgets use, and only those', () => {
  const used = idsInSource();

  test.each(['en', 'ar'] as const)('%s has every id used in src/ and widgets/', (lang) => {
    expect([...used].filter((id) => !sources[lang].has(id))).toEqual([]);
  });

  test('no stale ids in the catalogs', () => {
    expect([...sources.en.keys()].filter((id) => !used.has(id))).toEqual([]);
  });

  test('Arabic is translated, not copied (except the language names)', () => {
    const copied = [...sources.en].filter(([id, text]) => sources.ar.get(id) === text && !id.startsWith('lang.'));
    expect(copied).toEqual([]);
  });

  test('every bridge responseCode has a message (contract §3)', () => {
    for (const code of RESPONSE_CODES.filter((c) => c !== 'success')) expect(MESSAGES).toHaveProperty(code);
    expect(messageFor('something_new')).toEqual({ id: 'error.failure' });
    expect(messageFor('toString')).toEqual({ id: 'error.failure' });
  });

  test('the number picker reads number codes and the bridge codes its calls answer with a text; others as the generic failure', () => {
    expect(numberMessageFor('number_search_too_long')).toBe(NUMBER_MESSAGES.number_search_too_long);
    expect(numberMessageFor('captcha_failed')).toEqual(MESSAGES.captcha_failed);
    expect(numberMessageFor('session_expired')).toEqual(MESSAGES.session_expired);
    // these open popups in the picker (000 §4.2, §8)
    expect(numberMessageFor('cart_not_empty')).toEqual({ id: 'error.failure' });
    expect(numberMessageFor('number_unavailable')).toEqual({ id: 'error.failure' });
    expect(numberMessageFor('hold_limit')).toEqual({ id: 'error.failure' });
    expect(numberMessageFor('something_new')).toEqual({ id: 'error.failure' });
  });

  test('000 §8 bad number texts for the existing-customer step', () => {
    expect(OMAN_NUMBER_MESSAGES.number_invalid).toEqual({ id: 'error.number_invalid' });
    expect(OMAN_NUMBER_MESSAGES.number_prefix).toEqual({ id: 'error.number_prefix' });
  });
});

describe('catalog per widget group: a page downloads only the texts of the widgets on it', () => {
  const ids = (group: string) => [...(groups[group]?.ids ?? [])];

  test('groups as the widgets name them (the catalog their modules import)', () => {
    expect(Object.fromEntries(Object.entries(groups).map(([group, { widgets }]) => [group, widgets]))).toEqual({
      cart: ['cart'],
      header: ['cart-badge', 'lang-switch'],
      'number-picker': ['number-picker'],
      'number-picker-overlays': ['number-picker'],
      'plan-cards': ['plan-cards'],
    });
  });

  test('a lazily loaded part with a catalog of its own (the picker\'s popups) takes its texts out of the widget\'s group', () => {
    expect(groups['number-picker-overlays']?.completes).toBe('number-picker');
    expect(ids('number-picker-overlays')).toEqual(expect.arrayContaining(['popup.replacePlan.title', 'popup.reservationFailure.body', 'common.cancel']));
    expect(ids('number-picker').filter((id) => /^popup\.(replacePlan|reservationFailure)\./.test(id))).toEqual([]);
    // texts the widget shows itself stay in its group even when the popups use them too
    expect(ids('number-picker-overlays').filter((id) => ids('number-picker').includes(id))).toEqual([]);
  });

  test('000 §4.3 / issue 6 finding 1 the hold-limit popup\'s texts come with the picker\'s popups, not on catalogue pages', () => {
    expect(ids('number-picker-overlays')).toEqual(expect.arrayContaining(['popup.holdLimit.title', 'error.hold_limit']));
    expect([...ids('plan-cards'), ...ids('header'), ...ids('number-picker')].filter((id) => /holdLimit|hold_limit/.test(id))).toEqual([]);
  });

  test('every message belongs to some group, but the texts no widget shows yet', () => {
    const grouped = new Set(Object.values(groups).flatMap((group) => [...group.ids]));
    // the existing-customer step's (000 §8, src/i18n/oman-number-messages.ts)
    expect([...sources.en.keys()].filter((id) => !grouped.has(id)).sort()).toEqual(['error.number_invalid', 'error.number_prefix']);
  });

  test('ids from shared code, from code maps and from id families built at runtime are found', () => {
    for (const [group, { completes }] of Object.entries(groups)) if (!completes) expect(ids(group)).toContain('widget.unavailable');
    expect(ids('header')).toEqual(expect.arrayContaining(['badge.label', 'lang.en', 'lang.ar']));
    expect(ids('plan-cards')).toEqual(expect.arrayContaining(['plans.title.postpaid', 'validity.weeks', 'money.omr', 'error.failure']));
    expect(ids('number-picker')).toEqual(expect.arrayContaining(['numbers.group.paid', 'vanity.PLATINUM', 'error.number_search_too_long']));
    expect(ids('cart')).toEqual(expect.arrayContaining(['cart.reservedFor', 'vanity.GOLD', 'error.failure']));
  });

  test('catalogue pages carry no cart, number or popup texts, nor errors a plan list cannot have', () => {
    const checkoutOnly = /^(cart|numbers|popup|vanity)\.|^error\.(?!failure$)/;
    expect([...ids('plan-cards'), ...ids('header')].filter((id) => checkoutOnly.test(id))).toEqual([]);
    expect(ids('number-picker').filter((id) => id.startsWith('cart.') || id.startsWith('plans.'))).toEqual([]);
  });
});

describe('000 §8 / §9 texts in English', () => {
  beforeAll(() => activate('en'));

  test.each([
    [1, '24 hours'],
    [7, '1 week'],
    [28, '4 weeks'],
    [30, '30 days'],
    [2, '2 days'],
  ])('validity of %p days: %p', (days, text) => {
    expect(validityText((m, v) => i18n._(m as string, v), validityOf(days))).toBe(text);
  });

  test('the spec’s wording of the error catalogue', () => {
    expect(i18n._(messageFor('failure'))).toBe('Something went wrong, Please try again.');
    expect(i18n._(messageFor('captcha_failed'))).toBe("Couldn't proceed now, Unknown failure occured");
    expect(i18n._(messageFor('same_plan'))).toBe('Already selected the same plan, Please try another.');
    expect(i18n._(numberMessageFor('number_required'))).toBe('Please choose a phone number to proceed');
    expect(i18n._('cart.expired')).toBe('Selected number has expired');
    expect(i18n._('cart.chooseAnother')).toBe('CHOOSE ANOTHER NUMBER');
  });

  test('cart badge label counts items', () => {
    expect(i18n._('badge.label', { count: 0 })).toBe('Cart, empty');
    expect(i18n._('badge.label', { count: 1 })).toBe('Cart, 1 item');
    expect(i18n._('badge.label', { count: 3 })).toBe('Cart, 3 items');
  });
});

describe('000 §9 texts in Arabic: plural forms, Latin digits', () => {
  beforeAll(() => activate('ar'));
  const t = (m: unknown, v?: Record<string, unknown>) => i18n._(m as string, v);

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
    expect(validityText(t, validityOf(days))).toBe(text);
  });

  test('badge label: every count form says the number the badge shows (label-content-name-mismatch), Arabic plural forms', () => {
    expect(t('badge.label', { count: 1 })).toBe('سلة التسوق، 1 منتج');
    expect(t('badge.label', { count: 2 })).toBe('سلة التسوق، 2 منتج');
    expect(t('badge.label', { count: 5 })).toBe('سلة التسوق، 5 منتجات');
    expect(t('badge.label', { count: 11 })).toBe('سلة التسوق، 11 منتجًا');
    expect(t('badge.label', { count: 99 })).toBe('سلة التسوق، 99 منتجًا');
    expect(t('badge.label', { count: 0 })).toBe('سلة التسوق فارغة');
    for (let count = 1; count <= 120; count += 1) expect(t('badge.label', { count })).toContain(String(count));
  });

  test('money reads "5.250 ر.ع." and no Arabic-Indic digit appears in numbers', () => {
    expect(t('money.omr', { amount: '5.250' })).toBe('5.250 ر.ع.');
    expect(t('cart.vat', { percent: 5 })).toBe('ضريبة القيمة المضافة (5%)');
    expect(t('validity.weeks', { count: 12 })).toMatch(/^12 /);
  });

  test('vanity levels are translated; unknown levels read as sent', () => {
    expect(vanityLevelText(t, 'GOLD')).toBe('ذهبي');
    expect(vanityLevelText(t, 'DIAMOND')).toBe('DIAMOND');
  });
});

describe('short ids in the built catalogs and code (as Lingui compiles ids)', () => {
  test('ids built at runtime keep their names; every other id gets its own short id', () => {
    const families = idFamilies(ROOT);
    expect(families).toEqual(expect.arrayContaining(['plans.title.', 'validity.', 'vanity.', 'lang.', 'numbers.group.']));
    for (const id of sources.en.keys()) {
      if (families.some((prefix) => id.startsWith(prefix))) expect(short.has(id)).toBe(false);
      else expect(short.get(id)).toMatch(/^[0-9a-z]+$/);
    }
    expect(new Set(short.values()).size).toBe(short.size);
  });

  test('only quoted ids are replaced, whole', () => {
    const map = shortIds(['plans.buyNow', 'plans.title.all', 'error.failure'], ['plans.title.']);
    const code = "t('plans.buyNow'); t(`plans.title.${kind}`); t('plans.title.all'); ({ id: \"error.failure\" }); 'plans.buyNowAndLater'; plans.buyNow";
    expect(shortenIds(code, map)).toBe("t('1'); t(`plans.title.${kind}`); t('plans.title.all'); ({ id: \"0\" }); 'plans.buyNowAndLater'; plans.buyNow");
  });
});
