#!/usr/bin/env node
// `npm run size`: gzip bytes of the JavaScript each demo page (demo-host/pages.json) loads, per
// build: its widgets' entries and static chunks (manifest.json, contract §6) and the catalog of the
// heavier language, against the smallest budget of its widgets (widget.json). Chunks loaded on
// need (`lazy`: popups, the error logger) are shown, not counted. The floor is the same count for
// the smallest widget (test/fixtures/floor) built alike; each page shows its ratio to it.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { BUILDS, OUT_ROOT, config } from '../rollup.config.mjs';
import { readWidgets } from './widgets.mjs';

const [ROOT, pages] = [
  join(dirname(fileURLToPath(import.meta.url)), '..'),
  JSON.parse(readFileSync(new URL('../demo-host/pages.json', import.meta.url), 'utf8')),
];
const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Widgets named in a page's shortcodes: [whl widget="plan-cards" …] */
export const widgetsOf = (content) => [...content.matchAll(/\[whl\s[^\]]*widget="([a-z0-9-]+)"/g)].map((match) => match[1]);

/** What a page with `widgets` loads in `dir` (its manifest): gzip bytes, the heavier language, and the bytes loaded on demand. */
function pageWeight(dir, widgets) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const entries = widgets.map(
    (widget) =>
      manifest[`whl-${widget}`] ??
      (() => {
        throw new Error(`manifest has no entry whl-${widget}`);
      })(),
  );
  const sum = (files) => [...new Set(files)].reduce((total, file) => total + gzipBytes(join(dir, file)), 0);
  const scripts = entries.flatMap((entry) => [entry.file, ...entry.imports]);
  const [lang, catalogs] = ['en', 'ar']
    .map((lang) => [lang, entries.flatMap((entry) => entry.catalogs[lang] ?? [])])
    .sort((a, b) => sum(b[1]) - sum(a[1]))[0];
  const onDemand = entries.flatMap((entry) => entry.lazy).filter((file) => !scripts.includes(file));
  return { bytes: sum(scripts) + sum(catalogs), lang, onDemand: sum(onDemand) };
}

/** The floor: test/fixtures/floor built like the widgets, into a temporary folder. */
async function floor(build) {
  const dir = mkdtempSync(join(tmpdir(), 'whl-floor-'));
  try {
    const options = config(build, { entries: { 'whl-floor': join(ROOT, 'test/fixtures/floor/index.tsx') }, dir });
    const bundle = await rollup({ ...options, onwarn: () => {} });
    await bundle.write(options.output);
    return pageWeight(dir, ['floor']).bytes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const budgets = Object.fromEntries(readWidgets(ROOT).map(({ name, budget }) => [name, budget]));
const kb = (bytes) => (bytes / 1000).toFixed(1);

let failures = 0;
console.log(
  `JS per page, gzip (kB = 1000 B; header widgets ${pages.header.join(', ')} on every page; catalog counted in the heavier language)`,
);
console.log(
  `${'build'.padEnd(7)} ${'page'.padEnd(30)} ${'gzip kB'.padStart(7)} ${'budget'.padStart(7)}  result  lang  ${'on demand'.padStart(9)}  ${'× floor'.padStart(7)}  widgets`,
);
for (const build of BUILDS) {
  const dir = join(ROOT, OUT_ROOT, build);
  if (!existsSync(join(dir, 'manifest.json'))) throw new Error(`no ${build} build in ${OUT_ROOT}/${build}: run npm run build`);
  const base = await floor(build);
  console.log(`${build.padEnd(7)} ${'(floor: one trivial widget)'.padEnd(30)} ${kb(base).padStart(7)}`);
  for (const page of pages.pages) {
    const widgets = [...pages.header, ...widgetsOf(page.content)];
    const { bytes, lang, onDemand } = pageWeight(dir, widgets);
    const limit = Math.min(...widgets.map((widget) => budgets[widget]?.[build] ?? Infinity));
    const ok = bytes <= limit;
    failures += ok ? 0 : 1;
    const cells = [
      build.padEnd(7),
      page.slug.padEnd(30),
      kb(bytes).padStart(7),
      (limit === Infinity ? '–' : kb(limit)).padStart(7),
      ok ? ' ok    ' : ' OVER  ',
      lang.padEnd(4),
      kb(onDemand).padStart(9),
      (bytes / base).toFixed(2).padStart(8),
    ];
    console.log(`${cells.join(' ')}  ${widgetsOf(page.content).join(' ')}`);
  }
}
if (failures) (console.error(`\n${failures} page(s) over budget`), process.exit(1));
console.log(
  '\nall pages within budget (on demand: loaded only when needed, e.g. popups after an action, the script-error logger; not counted)',
);
