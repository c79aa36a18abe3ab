// What the shopper reads, as the shop's catalogs say it: a test names a text by its English source
// (the msgid translators see) and gets it in the page's language. The widgets' texts come from the
// catalogs `lingui compile` made of locales/<lang>/*.po (the ones the build ships), the texts the
// bridge prints in pages from its catalog php-bridge/languages/whl-bridge-<lang>.po (the source of
// its .mo). A text no catalog holds fails the test that names it: the tests cannot drift from what
// translators wrote. The demo theme's own words have no catalog and stay written in the tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';
import { numberLocale } from '../../src/domain/money';
import type { Lang } from './support';

const repoRoot = join(__dirname, '../..');

/** Every compiled catalog of a language (storefront, checkout, the widgets' own and their parts'), merged. */
function widgetCatalogs(lang: Lang): I18n {
  const dir = join(repoRoot, 'locales', lang);
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts'));
  if (files.length === 0) throw new Error(`no compiled catalog in locales/${lang}: run npm run build`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the compiled catalogs are found by listing, not named
  const messages = Object.assign({}, ...files.map((file) => (require(join(dir, file)) as { messages: Messages }).messages)) as Messages;
  const i18n = setupI18n({ locale: lang, locales: numberLocale(lang), messages: { [lang]: messages } });
  i18n.on('missing', ({ id }) => {
    throw new Error(`no text ${id} in the compiled catalogs of locales/${lang}`);
  });
  return i18n;
}

/** The bridge's catalog of a language: msgid (after its msgctxt and \u0004) → its text (English: the msgid itself). */
function bridgeCatalog(lang: Lang): Map<string, string> {
  const items = PO.parse(readFileSync(join(repoRoot, 'php-bridge/languages/whl-bridge-ar.po'), 'utf8')).items;
  return new Map(items.map((item) => [key(item.msgid, item.msgctxt), lang === 'ar' ? item.msgstr[0]! : item.msgid]));
}
const key = (msgid: string, context?: string | null) => (context ? `${context}\u0004${msgid}` : msgid);

/** PHP's sprintf of the bridge's texts: %s, %d, %1$s… and %%; `fill` gives each argument's text. */
function sprintf(format: string, fill: (n: number, type: string) => string): string {
  let next = 0;
  return format.replace(/%(?:(\d+)\$)?([sd%])/g, (_, position: string | undefined, type: string) =>
    type === '%' ? '%' : fill(position ? Number(position) - 1 : next++, type),
  );
}
/** The words of one language: `say(message, values)` a widget's text, `say.bridge(msgid, ...args)` one the bridge prints. */
export interface Say {
  (message: string, values?: Record<string, unknown>, context?: string): string;
  /** A text of the bridge's catalog with its sprintf arguments filled in. */
  bridge(msgid: string, ...args: (string | number)[]): string;
  /** A text of the bridge's catalog as a pattern: an argument given as a RegExp, or left out, matches any value. */
  bridgePattern(msgid: string, ...args: (string | number | RegExp)[]): RegExp;
  /** A text of the bridge's catalog in a context (msgctxt), such as its list separator. */
  bridgeIn(context: string, msgid: string): string;
  /** A widget's text with a count (a plural) for any count up to 99: a pattern of its every form. */
  anyCount(message: string, values?: Record<string, unknown>): RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const sayers = new Map<Lang, Say>();
function sayIn(lang: Lang): Say {
  if (sayers.has(lang)) return sayers.get(lang)!;
  const i18n = widgetCatalogs(lang);
  const bridge = bridgeCatalog(lang);
  const say = ((message, values, context) => i18n._(generateMessageId(message, context), values)) as Say;
  const bridgeText = (msgid: string, context?: string) => {
    const text = bridge.get(key(msgid, context));
    if (text === undefined) throw new Error(`no text "${msgid}" in php-bridge/languages/whl-bridge-ar.po`);
    return text;
  };
  say.bridge = (msgid, ...args) => sprintf(bridgeText(msgid), (n) => String(args[n]));
  say.bridgeIn = (context, msgid) => bridgeText(msgid, context);
  say.bridgePattern = (msgid, ...args) => {
    let next = 0;
    const source = bridgeText(msgid)
      .split(/(%(?:\d+\$)?[sd%])/)
      .map((part, i) => {
        if (i % 2 === 0) return escape(part);
        if (part === '%%') return '%';
        const [, position, type] = /^%(?:(\d+)\$)?([sd])$/.exec(part)!;
        const arg = args[position ? Number(position) - 1 : next++];
        if (arg instanceof RegExp) return arg.source;
        if (arg !== undefined) return escape(String(arg));
        return type === 'd' ? '\\d+' : '.+';
      })
      .join('');
    return new RegExp(`^${source}$`);
  };
  say.anyCount = (message, values = {}) => {
    const forms = new Set(Array.from({ length: 99 }, (_, n) => say(message, { ...values, 0: n + 1, count: n + 1 })));
    return new RegExp(`^(?:${[...forms].map(escape).join('|')})$`);
  };
  sayers.set(lang, say);
  return say;
}

/** The texts a test expects, in both languages, from the catalogs: `inEachLanguage((say) => ({ ok: say('OK') }))`. */
export function inEachLanguage<T>(texts: (say: Say, lang: Lang) => T): Record<Lang, T> {
  return { en: texts(sayIn('en'), 'en'), ar: texts(sayIn('ar'), 'ar') };
}
