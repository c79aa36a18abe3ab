#!/usr/bin/env node
// `npm run size`: gzip bytes of the JavaScript each demo page loads, for both builds, against
// size-budget.json. A page loads the entries of its widgets (demo-host/pages.json: header widgets
// plus the page's shortcodes), their static chunks (manifest.json, contract §6) once each, and the
// catalog chunks those widgets load (manifest `catalogs`), in the language where they weigh more,
// so the budget holds in English and Arabic. What the widgets load only when needed (manifest
// `lazy`: popups after an action, the script-error logger) is shown beside it, not counted.
// Exits non-zero when a budget is exceeded or a build is missing.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_ROOT = join(ROOT, 'php-bridge', 'assets', 'build');
const BUILDS = ['preact', 'react'];

const gzipped = new Map();
function gzipBytes(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipped.get(file);
}

/** Widgets named in a page's shortcodes: [whl widget="plan-cards" …] */
export function widgetsOf(content) {
  return [...content.matchAll(/\[whl\s[^\]]*widget="([a-z0-9-]+)"/g)].map((match) => match[1]);
}

export function pageScripts(manifest, widgets) {
  const files = new Set();
  for (const widget of widgets) {
    const entry = manifest[`whl-${widget}`];
    if (!entry) throw new Error(`manifest has no entry whl-${widget}`);
    files.add(entry.file);
    for (const chunk of entry.imports) files.add(chunk);
  }
  return [...files];
}

/** Catalog chunks the widgets load, per language (manifest `catalogs`). */
/** Chunks the widgets load only when needed, and their catalogs in `lang` (manifest `lazy`). */
export function pageLazy(manifest, widgets, lang) {
  const files = new Set();
  for (const widget of widgets) {
    const lazy = manifest[`whl-${widget}`]?.lazy ?? { files: [], catalogs: {} };
    for (const file of [...lazy.files, ...(lazy.catalogs[lang] ?? [])]) files.add(file);
  }
  return [...files];
}

export function pageCatalogs(manifest, widgets) {
  const byLang = {};
  for (const widget of widgets) {
    const catalogs = manifest[`whl-${widget}`]?.catalogs ?? {};
    if (Object.keys(catalogs).length === 0) throw new Error(`manifest entry whl-${widget} names no catalog chunk`);
    for (const [lang, files] of Object.entries(catalogs)) for (const file of files) (byLang[lang] ??= new Set()).add(file);
  }
  return Object.fromEntries(Object.entries(byLang).map(([lang, files]) => [lang, [...files]]));
}

const pages = JSON.parse(readFileSync(join(ROOT, 'demo-host', 'pages.json'), 'utf8'));
const budget = JSON.parse(readFileSync(join(ROOT, 'size-budget.json'), 'utf8'));
const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(6);

let failures = 0;
const rows = [];
for (const build of BUILDS) {
  const dir = join(BUILD_ROOT, build);
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`no ${build} build at ${manifestFile}: run npm run build`);
    failures += 1;
    continue;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const sum = (files) => files.reduce((total, file) => total + gzipBytes(join(dir, file)), 0);
  for (const page of pages.pages) {
    const widgets = [...pages.header, ...widgetsOf(page.content)];
    const [lang, catalogFiles] = Object.entries(pageCatalogs(manifest, widgets)).sort((a, b) => sum(b[1]) - sum(a[1]))[0] ?? [];
    if (!catalogFiles) {
      console.error(`${build} ${page.slug}: no catalog chunk`);
      failures += 1;
    }
    const scripts = pageScripts(manifest, widgets);
    const bytes = sum(scripts) + sum(catalogFiles ?? []);
    const onDemand = sum(pageLazy(manifest, widgets, lang).filter((file) => !scripts.includes(file)));
    const limit = budget[build]?.pages?.[page.slug] ?? budget[build]?.default;
    const ok = limit === undefined || bytes <= limit;
    if (!ok) failures += 1;
    rows.push({ build, page: page.slug, widgets: widgetsOf(page.content).join(' '), bytes, limit, ok, lang, onDemand });
  }
}

console.log(`JS per page, gzip (kB = 1000 B; header widgets ${pages.header.join(', ')} on every page; catalogs counted in the heavier language)`);
console.log(`${'build'.padEnd(7)} ${'page'.padEnd(30)} ${'gzip kB'.padStart(7)} ${'budget'.padStart(7)}  result  lang  ${'on demand'.padStart(9)}  widgets`);
for (const row of rows) {
  console.log(
    `${row.build.padEnd(7)} ${row.page.padEnd(30)} ${kb(row.bytes).padStart(7)} ${row.limit === undefined ? '      –' : kb(row.limit).padStart(7)}  ${row.ok ? 'ok    ' : 'OVER  '}  ${String(row.lang).padEnd(4)}  ${kb(row.onDemand).padStart(9)}  ${row.widgets}`,
  );
}
if (failures) {
  console.error(`\n${failures} budget problem(s)`);
  process.exit(1);
}
console.log('\nall pages within budget (on demand: loaded only when needed, e.g. popups after an action, the script-error logger; not counted)');
