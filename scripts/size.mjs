#!/usr/bin/env node
// `npm run size`: gzip bytes of the JavaScript each demo page loads, for both builds, against
// size-budget.json. A page loads the entries of its widgets (demo-host/pages.json: header widgets
// plus the page's shortcodes), their static chunks (manifest.json, contract §6) once each, and one
// language catalog chunk (the larger one, so the budget holds in English and Arabic).
// Exits non-zero when a budget is exceeded or a build is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

function catalogs(dir) {
  const chunks = existsSync(join(dir, 'chunks')) ? readdirSync(join(dir, 'chunks')) : [];
  return Object.fromEntries(
    chunks.flatMap((file) => {
      const match = /^catalog-([a-z]{2})-/.exec(file);
      return match ? [[match[1], `chunks/${file}`]] : [];
    }),
  );
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
  const langs = catalogs(dir);
  const [lang, catalog] = Object.entries(langs).sort((a, b) => gzipBytes(join(dir, b[1])) - gzipBytes(join(dir, a[1])))[0] ?? [];
  if (!catalog) {
    console.error(`no language catalog chunk in ${build}`);
    failures += 1;
  }
  for (const page of pages.pages) {
    const widgets = [...pages.header, ...widgetsOf(page.content)];
    const files = [...pageScripts(manifest, widgets), ...(catalog ? [catalog] : [])];
    const bytes = files.reduce((sum, file) => sum + gzipBytes(join(dir, file)), 0);
    const limit = budget[build]?.pages?.[page.slug] ?? budget[build]?.default;
    const ok = limit === undefined || bytes <= limit;
    if (!ok) failures += 1;
    rows.push({ build, page: page.slug, widgets: widgetsOf(page.content).join(' '), bytes, limit, ok, lang });
  }
}

console.log(`JS per page, gzip (kB = 1000 B; header widgets ${pages.header.join(', ')} on every page; catalog counted: the larger)`);
console.log(`${'build'.padEnd(7)} ${'page'.padEnd(30)} ${'gzip kB'.padStart(7)} ${'budget'.padStart(7)}  result  widgets`);
for (const row of rows) {
  console.log(
    `${row.build.padEnd(7)} ${row.page.padEnd(30)} ${kb(row.bytes).padStart(7)} ${row.limit === undefined ? '      –' : kb(row.limit).padStart(7)}  ${row.ok ? 'ok    ' : 'OVER  '}  ${row.widgets}`,
  );
}
if (failures) {
  console.error(`\n${failures} budget problem(s)`);
  process.exit(1);
}
console.log('\nall pages within budget');
