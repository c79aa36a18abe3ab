#!/usr/bin/env node
// Compiles locales/<lang>/messages.po (the source of truth, explicit ids) into Lingui runtime
// catalogs: .build/locales/catalog-<lang>.js (build output, gitignored). The Lingui CLI needs
// Node 22; this uses the same compiler (@lingui/message-utils) directly.
// Fails when a catalog misses an id, has an empty translation, does not parse as ICU, or uses
// other placeholders than English.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  if (write) {
    const outDir = join(root, '.build', 'locales');
    mkdirSync(outDir, { recursive: true });
    for (const lang of LANGS) {
      writeFileSync(join(outDir, `catalog-${lang}.js`), `export const messages = ${JSON.stringify(catalogs[lang])};\n`);
    }
  }
  return { sources, catalogs };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const { catalogs } = compileCatalogs();
    console.log(`compiled ${LANGS.map((lang) => `${lang} (${Object.keys(catalogs[lang]).length})`).join(', ')} → .build/locales/`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
