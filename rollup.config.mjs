// Two builds from one source (ARCHITECTURE §1): `preact` (preact/compat aliased for react,
// react-dom, react-dom/client, react/jsx-runtime) and `react`. ES modules, one entry per widget
// (widgets/<tag>/index.ts → whl-<tag>.js), code used by two or more widgets in one shared chunk
// (plus a checkout chunk for code only the purchase-flow widgets share), each widget group's
// catalog per language as its own chunk loaded on demand (scripts/compile-locales.mjs); plus
// manifest.json (contract §6).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { shortenIds } from './scripts/compile-locales.mjs';
import { readWidgets, widgetList } from './scripts/widgets.mjs';

const ROOT = dirname(fileURLToPath(import.meta.url));
export const BUILDS = ['preact', 'react'];
export const OUT_ROOT = 'php-bridge/assets/build';

/** widgets/<name>/widget.json (scripts/widgets.mjs): one entry per widget, whl-<name>.js */
const widgets = readWidgets(ROOT);
const input = Object.fromEntries(widgets.map(({ name, tag }) => [tag, `widgets/${name}/index.ts`]));

const CATALOGS = join(ROOT, '.build', 'locales');
const PREACT_REACT = join(ROOT, 'src/shell/preact-react.mjs');
const common = [
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: join(ROOT, 'src/shell/sync-external-store.ts') },
  { find: /^whl-catalog\/([a-z0-9-]+)\/(en|ar)$/, replacement: join(CATALOGS, 'catalog-$1-$2.js') },
];
/**
 * React build: `react` and its JSX runtime straight to their production CommonJS modules (what
 * their index files pick under NODE_ENV=production), whose `exports.x =` assignments rollup
 * turns into plain bindings rather than property reads on a module object.
 */
const reactAliases = [
  { find: /^react\/jsx-runtime$/, replacement: join(ROOT, 'node_modules/react/cjs/react-jsx-runtime.production.js') },
  { find: /^react$/, replacement: join(ROOT, 'node_modules/react/cjs/react.production.js') },
];
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: PREACT_REACT },
];

/** One catalog chunk per language for several groups (PACKING.catalogs), made from their compiled catalogs. */
function mergedCatalogs(merged) {
  const byGroup = new Map(Object.entries(merged).flatMap(([name, groups]) => groups.map((group) => [group, name])));
  const read = (group, lang) => JSON.parse(readFileSync(join(CATALOGS, `catalog-${group}-${lang}.js`), 'utf8').replace(/^export const messages = /, '').replace(/;\s*$/, ''));
  return {
    name: 'whl-merged-catalogs',
    resolveId(source) {
      const match = /^whl-catalog\/([a-z0-9-]+)\/(en|ar)$/.exec(source);
      const name = match && byGroup.get(match[1]);
      return name ? join(CATALOGS, `catalog-${name}-${match[2]}.js`) : null;
    },
    load(id) {
      const match = id.startsWith(CATALOGS) ? /catalog-([a-z0-9-]+)-(en|ar)\.js$/.exec(id) : null;
      const groups = match && merged[match[1]];
      if (!groups) return null;
      return `export const messages = ${JSON.stringify(Object.assign({}, ...groups.map((group) => read(group, match[2]))))};\n`;
    },
  };
}

/**
 * The short message ids of the built catalogs (scripts/compile-locales.mjs) in our own code: every
 * quoted id outside a runtime-built family becomes its short id, as Lingui's compiled ids do.
 */
function shortMessageIds() {
  let short;
  return {
    name: 'whl-short-ids',
    buildStart() {
      const file = join(CATALOGS, 'short-ids.json');
      if (!existsSync(file)) this.error('no .build/locales/short-ids.json: run node scripts/compile-locales.mjs (npm run build does)');
      short = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8'))));
    },
    transform(code, id) {
      if (!id.startsWith(join(ROOT, 'src')) && !id.startsWith(join(ROOT, 'widgets'))) return null;
      return { code: shortenIds(code, short), map: null };
    },
  };
}

/**
 * Preact build: `react` is src/shell/preact-react.mjs, whose default export holds only some of
 * compat's members. Fails the build when a module reads any other member through
 * `import React from 'react'` (or `import * as React`), which would be undefined at run time.
 */
function reactDefaultMembers() {
  const provided = new Set(/export default \{([^}]*)\}/.exec(readFileSync(PREACT_REACT, 'utf8'))?.[1].split(',').map((name) => name.trim()));
  return {
    name: 'whl-react-default-members',
    transform(code, id) {
      if (id === PREACT_REACT) return null;
      for (const [, name] of code.matchAll(/import\s+(?:\*\s+as\s+)?([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\})?\s*from\s*['"]react['"]/g)) {
        if (name === 'type') continue; // import type X from 'react'
        for (const [, member] of code.matchAll(new RegExp(`(?<![\\w$.])${name.replace('$', '\\$')}\\.([A-Za-z_$][\\w$]*)`, 'g'))) {
          if (!provided.has(member)) this.error(`${id} reads React.${member}: add it to the default export of src/shell/preact-react.mjs`);
        }
      }
      return null;
    },
  };
}

/**
 * Widgets of the purchase flow after the catalogue (number selection, cart, later the checkout
 * steps): code only they share goes to a `checkout` chunk, so catalogue pages never load it.
 */
const CHECKOUT_WIDGETS = new Set(widgets.filter((widget) => widget.checkout).map((widget) => widget.tag));

/**
 * How each build packs its chunks, for its own budgets (size-budget.json):
 * - `inShared`: widgets whose own modules join the shared chunk, the one chunk every page loads,
 *   and whose entries become that chunk (contract §6 manifest). Always the header widgets (on
 *   every page); in the preact build also the plan cards, as its catalogue pages have the
 *   tighter budget (25 kB against 45 kB) and one file fewer with one header and table less
 *   for gzip, and less import glue, is what they gain.
 * - `checkoutChunk`: whether the code only the purchase-flow widgets share gets a `checkout`
 *   chunk of its own (preact: catalogue pages never load it) or joins `shared` (React: one
 *   budget for every page, tightest on the purchase pages, which then load one file fewer).
 * - `catalogs`: catalog groups served as one chunk per language (name → groups), so the pages
 *   with the tightest budget load one catalog file: preact's catalogue pages (header and plan
 *   cards), React's number pages (header and number picker); the other pages load the merged
 *   texts with the header's.
 */
const PACKING = {
  preact: { inShared: new Set(['whl-cart-badge', 'whl-lang-switch', 'whl-plan-cards']), checkoutChunk: true, catalogs: { catalogue: ['header', 'plan-cards'] } },
  react: { inShared: new Set(['whl-cart-badge', 'whl-lang-switch']), checkoutChunk: false, catalogs: { numbers: ['header', 'number-picker'] } },
};

/**
 * Modules reached (statically) from two or more widget entries go to the one `shared` chunk,
 * except those reached only from checkout widgets (the `checkout` chunk, when the build has
 * one); modules of an `inShared` widget go to `shared` as well; the rest stay in their entry.
 */
function chunkOf({ inShared, checkoutChunk }) {
  /** Widget entries that reach `id` through static imports, or through lazy chunks too when `lazy`. */
  const entriesOf = (id, getModuleInfo, lazy) => {
    const found = new Set();
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length) {
      const info = getModuleInfo(queue.pop());
      if (!info) continue;
      if (info.isEntry) found.add(entryName(info.id));
      for (const importer of [...info.importers, ...(lazy ? info.dynamicImporters : [])]) if (!seen.has(importer)) seen.add(importer), queue.push(importer);
    }
    return found;
  };
  return (id, { getModuleInfo }) => {
    if (id.startsWith(CATALOGS)) return undefined;
    // a module only lazy chunks reach stays lazy; one an entry loads goes where every widget that reaches it finds it
    if (entriesOf(id, getModuleInfo, false).size === 0) return undefined;
    const entries = [...entriesOf(id, getModuleInfo, true)];
    if (entries.length === 1 && inShared.has(entries[0])) return 'shared';
    if (entries.length < 2) return undefined;
    return checkoutChunk && entries.every((entry) => CHECKOUT_WIDGETS.has(entry)) ? 'checkout' : 'shared';
  };
}

const entryName = (id) => `whl-${id.split('/widgets/')[1]?.split('/')[0]}`;

/**
 * contract §6: entry name → { file, imports } with every static chunk import, transitively; plus
 * `catalogs`: language → the catalog chunks the widget loads on demand (scripts/size.mjs counts them).
 * An entry whose code lives in another chunk (PACKING.inShared: in `shared`) names that chunk as
 * its file; the one-line facade rollup writes for it is dropped (one request fewer per page).
 * `lazy`: the chunks (and their catalogs) the widget loads only when needed, for scripts/size.mjs
 * to show beside the count.
 */
function manifest() {
  return {
    name: 'whl-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId, chunk.fileName]));
      const closure = (chunk, into = new Set()) => {
        for (const file of chunk.imports) {
          if (into.has(file)) continue;
          into.add(file);
          const next = byFile.get(file);
          if (next) closure(next, into);
        }
        return into;
      };
      const entries = Object.fromEntries(
        chunks
          .filter((chunk) => chunk.isEntry)
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((chunk) => {
            const facade = Object.keys(chunk.modules).length === 0 && chunk.imports.length === 1 && chunk.dynamicImports.length === 0;
            if (facade) delete bundle[chunk.fileName];
            const file = facade ? chunk.imports[0] : chunk.fileName;
            const imports = [...closure(byFile.get(file) ?? chunk)].filter((name) => name !== file).sort();
            // the catalogs the widget's own modules load (not every loader the shared chunk holds),
            // and what they load on demand (popups, the error logger), listed apart, not loaded
            // by the page: `lazy` chunks and their catalogs
            const catalogs = {};
            const lazy = { files: [], catalogs: {} };
            const walk = (start, into) => {
              const seen = new Set([start]);
              const queue = [start];
              while (queue.length) {
                const info = this.getModuleInfo(queue.pop());
                for (const id of info?.dynamicallyImportedIds ?? []) {
                  const lang = id.startsWith(CATALOGS) ? /-([a-z]{2})\.js$/.exec(id)?.[1] : undefined;
                  const target = byModule.get(id);
                  if (!target) continue;
                  if (lang) {
                    if (!into[lang]?.includes(target) && !catalogs[lang]?.includes(target)) (into[lang] ??= []).push(target);
                  } else if (!lazy.files.includes(target)) {
                    lazy.files.push(target);
                    walk(id, lazy.catalogs);
                  }
                }
                for (const id of info?.importedIds ?? []) if (!seen.has(id)) seen.add(id), queue.push(id);
              }
            };
            walk(chunk.facadeModuleId, catalogs);
            for (const target of [...lazy.files]) for (const name of closure(byFile.get(target))) if (name !== file && !imports.includes(name) && !lazy.files.includes(name)) lazy.files.push(name);
            lazy.files.sort();
            return [chunk.name, { file, imports, catalogs, lazy }];
          }),
      );
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(entries, null, 2)}\n` });
    },
  };
}

function clean(dir) {
  return { name: 'whl-clean', buildStart: () => rmSync(dir, { recursive: true, force: true }) };
}

function config(build) {
  const dir = resolvePath(ROOT, OUT_ROOT, build);
  return {
    input,
    // 'strict': an entry whose module sits in the shared chunk (PACKING.inShared) gets a facade file
    preserveEntrySignatures: 'strict',
    onwarn(warning, warn) {
      // '"use client"' in @lingui/react means nothing outside React Server Components
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    },
    plugins: [
      clean(dir),
      mergedCatalogs(PACKING[build].catalogs),
      alias({ entries: build === 'preact' ? [...common, ...preactAliases] : [...common, ...reactAliases] }),
      ...(build === 'preact' ? [reactDefaultMembers()] : []),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
      commonjs({ strictRequires: false }),
      typescript({ tsconfig: join(ROOT, 'tsconfig.build.json'), outputToFilesystem: false, noEmitOnError: true }),
      shortMessageIds(),
      terser({ ecma: 2020, module: true, compress: { passes: 3, pure_getters: true }, format: { comments: false } }),
      manifest(),
      widgetList(widgets),
    ],
    output: {
      dir,
      format: 'es',
      generatedCode: 'es2015',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks: chunkOf(PACKING[build]),
    },
  };
}

export default BUILDS.map(config);
