// `npm run size`: gzip bytes of the JavaScript each demo page (demo-host/pages.json) loads, per
// build: its widgets' entries and static chunks (manifest.json, contract §6) and the catalog of the
// heavier language, against the smallest budget of its widgets (widget.json). Chunks loaded on
// need (`lazy`: popups, the error logger) are shown, not counted. The floor is the same count for
// the smallest widget (test/fixtures/floor) built alike; each page shows its ratio to it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { BUILDS, OUT_ROOT, ROOT, config } from '../rollup.config.mjs';
import { readWidgets } from './widgets.mjs';

const pages = JSON.parse(readFileSync(join(ROOT, 'demo-host/pages.json'), 'utf8'));
const budgets = Object.fromEntries(readWidgets(ROOT).map(({ name, budget }) => [name, budget]));
const kB = (bytes) => Number((bytes / 1000).toFixed(1));

/** Widgets named in a page's shortcodes: [whl widget="plan-cards" …] */
const widgetsOf = (content) => [...content.matchAll(/\[whl\s[^\]]*widget="([a-z0-9-]+)"/g)].map((match) => match[1]);

/** What a page with `widgets` loads from the build in `dir`: gzip bytes, the heavier language, and the bytes loaded on demand. */
function pageWeight(dir, widgets) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const entries = widgets.map((widget) => manifest[`whl-${widget}`] ?? { file: `(whl-${widget} is not in the manifest)`, imports: [] });
  const sum = (files) =>
    [...new Set(files)].reduce((total, file) => total + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length, 0);
  const scripts = entries.flatMap((entry) => [entry.file, ...entry.imports]);
  const [lang, catalogs] = ['en', 'ar']
    .map((lang) => [lang, entries.flatMap((entry) => entry.catalogs?.[lang] ?? [])])
    .sort((a, b) => sum(b[1]) - sum(a[1]))[0];
  const onDemand = [
    ...entries.flatMap((entry) => entry.lazy ?? []).filter((file) => !scripts.includes(file)),
    ...entries.flatMap((entry) => entry.lazyCatalogs?.[lang] ?? []),
  ];
  return { bytes: sum(scripts) + sum(catalogs), lang, onDemand: sum(onDemand) };
}

/** The floor: test/fixtures/floor built like the widgets, into a temporary folder. */
async function floor(build) {
  const dir = mkdtempSync(join(tmpdir(), 'whl-floor-'));
  try {
    const options = config(build, { entries: { 'whl-floor': join(ROOT, 'test/fixtures/floor/index.tsx') }, dir });
    await (await rollup({ ...options, onwarn: () => {} })).write(options.output);
    return pageWeight(dir, ['floor']).bytes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows = [];
for (const build of BUILDS) {
  const base = await floor(build);
  rows.push({ build, page: '(floor: one trivial widget)', 'gzip kB': kB(base) });
  for (const page of pages.pages) {
    const widgets = [...pages.header, ...widgetsOf(page.content)];
    const { bytes, lang, onDemand } = pageWeight(join(ROOT, OUT_ROOT, build), widgets);
    const budget = Math.min(...widgets.map((widget) => budgets[widget]?.[build] ?? Infinity));
    const row = { build, page: page.slug, 'gzip kB': kB(bytes), budget: kB(budget), result: bytes <= budget ? 'ok' : 'OVER', lang };
    rows.push({
      ...row,
      'on demand kB': kB(onDemand),
      '× floor': Number((bytes / base).toFixed(2)),
      widgets: widgetsOf(page.content).join(' '),
    });
  }
}
console.log(
  `JS per page, gzip (kB = 1000 B), with the header widgets ${pages.header.join(', ')} (the site-wide code is in the shared chunk) and the heavier language's catalog;`,
);
console.log('on demand: loaded only when needed (popups after an action, the script-error logger), not counted');
console.table(rows);
const over = rows.filter((row) => row.result === 'OVER').length;
if (over) (console.error(`${over} page(s) over budget`), (process.exitCode = 1));
else console.log('all pages within budget');
