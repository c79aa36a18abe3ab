#!/usr/bin/env node
// Compiles locales/<lang>/messages.po (the source of truth, explicit ids) into Lingui runtime
// catalogs (build output, gitignored): .build/locales/catalog-<lang>.js with every message (tests),
// and one catalog per widget group, .build/locales/catalog-<group>-<lang>.js, holding only the
// messages that group's widgets use, so a page downloads the texts of the widgets it shows.
// A widget names its group by the catalog its modules load (`import('whl-catalog/<group>/<lang>')`);
// the messages it uses are read from the modules its index.ts reaches (relative imports): quoted
// ids ('plans.buyNow', { id: 'error.failure' }) and id families built at runtime
// (`plans.title.${serviceType}` takes every id starting with 'plans.title.').
// The built catalogs and code use short ids (.build/locales/short-ids.json, applied to the code by
// rollup.config.mjs), as Lingui's own compiled catalogs do: every id outside a runtime-built family.
// The Lingui CLI needs Node 22; this uses the same compiler (@lingui/message-utils) directly.
// Fails when a catalog misses an id, has an empty translation, does not parse as ICU, or uses
// other placeholders than English; when a widget names no group, or uses an unknown id family.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const LANGS = ['en', 'ar'];
export const SOURCE_LANG = 'en';

function unquote(line, file, number) {
  const match = /^"((?:[^"\\]|\\.)*)"$/.exec(line);
  if (!match) throw new Error(`${file}:${number}: expected a quoted string`);
  return match[1].replace(/\\(.)/g, (_, c) => ({ n: '\n', t: '\t', r: '\r' })[c] ?? c);
}

/** Minimal gettext PO reader: msgid / msgstr pairs (with continuation lines); comments ignored. */
export function parsePo(text, file = 'messages.po') {
  const entries = new Map();
  let current = null;
  let field = null;
  const flush = () => {
    if (current && current.msgid !== '') {
      if (entries.has(current.msgid)) throw new Error(`${file}: duplicate msgid "${current.msgid}"`);
      entries.set(current.msgid, current.msgstr ?? '');
    }
    current = null;
    field = null;
  };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const number = index + 1;
    if (line === '') return flush();
    if (line.startsWith('#')) return;
    const keyword = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (keyword) {
      if (keyword[1] === 'msgid' && current?.msgstr !== undefined) flush();
      current ??= {};
      field = keyword[1];
      current[field] = unquote(keyword[2], file, number);
      return;
    }
    if (line.startsWith('"') && current && field) {
      current[field] += unquote(line, file, number);
      return;
    }
    throw new Error(`${file}:${number}: cannot read "${line}"`);
  });
  flush();
  return entries;
}

function placeholders(compiled, found = new Set()) {
  if (!Array.isArray(compiled)) return found;
  for (const token of compiled) {
    if (Array.isArray(token)) {
      if (typeof token[0] === 'string') found.add(token[0]);
      const cases = token[2];
      if (cases && typeof cases === 'object') for (const value of Object.values(cases)) placeholders(value, found);
    }
  }
  return found;
}

const MODULE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveModule(from, specifier) {
  const base = join(dirname(from), specifier);
  for (const candidate of [base, ...MODULE_EXTENSIONS.map((ext) => base + ext)]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

const CATALOG_IMPORT = /whl-catalog\/([a-z0-9-]+)\/[a-z]{2}['"]/g;
const groupsNamedIn = (files) => new Set(files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(CATALOG_IMPORT)].map((match) => match[1])));

/**
 * Every source module reached from `entry` through relative static or dynamic imports (not
 * `import type`). A module imported lazily (`import('./X')`) that loads a catalog of its own
 * starts a group of its own: it is left out and added to `lazy`.
 */
export function moduleGraph(entry, lazy = new Set()) {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop();
    // type-only imports bring no code (and so no texts) along
    const text = readFileSync(file, 'utf8').replace(/^(?:import|export)\s+type\s[^;]*;/gm, '');
    for (const [, dynamic, specifier] of text.matchAll(/(?:from|import)\s*(\()?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolveModule(file, specifier);
      if (!target || seen.has(target)) continue;
      if (dynamic && groupsNamedIn([target]).size > 0) lazy.add(target);
      else seen.add(target), queue.push(target);
    }
  }
  return [...seen];
}

const LITERAL_ID = /['"`]([a-z]+(?:\.[A-Za-z0-9_]+)+)['"`]/g;
const FAMILY_PREFIX = /`([a-z]+(?:\.[A-Za-z0-9_]+)*\.)\$\{/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Prefixes of the message ids built at runtime anywhere in src/ and widgets/ (`plans.title.${…}`). */
export function idFamilies(root = ROOT) {
  const prefixes = new Set();
  for (const file of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'widgets'))]) {
    for (const [, prefix] of readFileSync(file, 'utf8').matchAll(FAMILY_PREFIX)) prefixes.add(prefix);
  }
  return [...prefixes].sort();
}

/** Short ids (base 36) for every id that no runtime-built family covers; family ids stay as they are. */
export function shortIds(ids, families) {
  const short = new Map();
  for (const id of [...ids].sort()) if (!families.some((prefix) => id.startsWith(prefix))) short.set(id, short.size.toString(36));
  return short;
}

/** `code` with its quoted message ids replaced by their short ids (`short`: id → short id). */
export function shortenIds(code, short) {
  return code.replace(LITERAL_ID, (literal, id) => (short.has(id) ? literal[0] + short.get(id) + literal[0] : literal));
}

/** Message ids the given source files use, among `known` ids. */
export function messageIdsOf(files, known) {
  const ids = new Set();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, id] of text.matchAll(LITERAL_ID)) if (known.has(id)) ids.add(id);
    for (const [, prefix] of text.matchAll(FAMILY_PREFIX)) {
      const family = [...known].filter((id) => id.startsWith(prefix));
      if (family.length === 0) throw new Error(`${file}: no message id starts with "${prefix}"`);
      for (const id of family) ids.add(id);
    }
  }
  return ids;
}

/**
 * widget group → the widgets in it, the message ids they use and, for a lazy group, the group it
 * completes. A widget's group is the one its modules load (`import('whl-catalog/<group>/<lang>')`,
 * in its index.ts or a module it imports); a module the widget imports lazily may load a group of
 * its own with the texts only it shows (popups, loaded with them), which the widget's group then
 * leaves out.
 */
export function catalogGroups(root = ROOT, known) {
  const groups = {};
  const widgetsDir = join(root, 'widgets');
  const groupOf = (files, where) => {
    const named = groupsNamedIn(files);
    if (named.size !== 1) throw new Error(`${where}: expected one catalog group (import('whl-catalog/<group>/<lang>')), found ${named.size}`);
    return [...named][0];
  };
  for (const name of readdirSync(widgetsDir).sort()) {
    const entry = join(widgetsDir, name, 'index.ts');
    if (!existsSync(entry)) continue;
    const lazy = new Set();
    const files = moduleGraph(entry, lazy);
    const group = groupOf(files, `widgets/${name}`);
    groups[group] ??= { widgets: [], ids: new Set() };
    groups[group].widgets.push(name);
    const eager = messageIdsOf(files, known);
    for (const id of eager) groups[group].ids.add(id);
    for (const start of lazy) {
      const lazyFiles = moduleGraph(start, lazy);
      const lazyGroup = groupOf([start], start.slice(root.length + 1));
      groups[lazyGroup] ??= { widgets: [], ids: new Set(), completes: group };
      if (!groups[lazyGroup].widgets.includes(name)) groups[lazyGroup].widgets.push(name);
      for (const id of messageIdsOf(lazyFiles, known)) if (!eager.has(id)) groups[lazyGroup].ids.add(id);
    }
  }
  return groups;
}

export function compileCatalogs({ root = ROOT, write = true } = {}) {
  const sources = Object.fromEntries(
    LANGS.map((lang) => {
      const file = join(root, 'locales', lang, 'messages.po');
      return [lang, parsePo(readFileSync(file, 'utf8'), `locales/${lang}/messages.po`)];
    }),
  );
  const problems = [];
  const catalogs = {};
  for (const lang of LANGS) {
    catalogs[lang] = {};
    for (const [id, text] of sources[lang]) {
      if (!sources[SOURCE_LANG].has(id)) problems.push(`${lang}: "${id}" is not in ${SOURCE_LANG}`);
      if (!text) problems.push(`${lang}: "${id}" has no translation`);
      try {
        catalogs[lang][id] = compileMessageOrThrow(text);
      } catch (error) {
        problems.push(`${lang}: "${id}" is not valid ICU MessageFormat (${error.message})`);
      }
    }
    for (const id of sources[SOURCE_LANG].keys()) if (!sources[lang].has(id)) problems.push(`${lang}: "${id}" is missing`);
  }
  for (const id of Object.keys(catalogs[SOURCE_LANG])) {
    const expected = [...placeholders(catalogs[SOURCE_LANG][id])].sort().join(',');
    for (const lang of LANGS) {
      if (!catalogs[lang][id]) continue;
      const actual = [...placeholders(catalogs[lang][id])].sort().join(',');
      if (actual !== expected) problems.push(`${lang}: "${id}" uses {${actual}} instead of {${expected}}`);
    }
  }
  if (problems.length) throw new Error(`Locale catalogs are not consistent:\n  ${problems.join('\n  ')}`);
  const groups = catalogGroups(root, new Set(Object.keys(catalogs[SOURCE_LANG])));
  const short = shortIds(Object.keys(catalogs[SOURCE_LANG]), idFamilies(root));
  if (write) {
    const outDir = join(root, '.build', 'locales');
    mkdirSync(outDir, { recursive: true });
    const module = (messages) => `export const messages = ${JSON.stringify(messages)};\n`;
    for (const lang of LANGS) {
      writeFileSync(join(outDir, `catalog-${lang}.js`), module(catalogs[lang]));
      for (const [group, { ids }] of Object.entries(groups)) {
        const messages = Object.fromEntries(Object.entries(catalogs[lang]).flatMap(([id, message]) => (ids.has(id) ? [[short.get(id) ?? id, message]] : [])));
        writeFileSync(join(outDir, `catalog-${group}-${lang}.js`), module(messages));
      }
    }
    writeFileSync(join(outDir, 'short-ids.json'), `${JSON.stringify(Object.fromEntries(short), null, 1)}\n`);
    // the ids of each group, for tests that render a widget with its groups' texts only (under their full ids)
    const listed = Object.entries(groups).map(([group, { ids, completes }]) => [group, { ids: [...ids].sort(), ...(completes ? { completes } : {}) }]);
    writeFileSync(join(outDir, 'groups.json'), `${JSON.stringify(Object.fromEntries(listed), null, 1)}\n`);
  }
  return { sources, catalogs, groups, short };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const { catalogs, groups } = compileCatalogs();
    const perGroup = Object.entries(groups).map(([group, { ids }]) => `${group} ${ids.size}`).join(', ');
    console.log(`compiled ${LANGS.map((lang) => `${lang} (${Object.keys(catalogs[lang]).length})`).join(', ')} → .build/locales/ (per group: ${perGroup})`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
