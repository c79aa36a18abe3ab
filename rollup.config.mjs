// Two builds from one source (ARCHITECTURE §1), `preact` (React's API through preact/compat) and
// `react`: ES modules, one entry per widget, code two or more widgets load in a shared chunk, each
// language's catalog (`lingui compile`) and each popup a chunk loaded on demand; manifest.json
// (contract §6). TypeScript compiles and checks, then Lingui's babel plugin expands the macros.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve as resolvePath, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import babel from '@rollup/plugin-babel';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { cssText } from './scripts/css-text.mjs';
import { readWidgets } from './scripts/widgets.mjs';

export const ROOT = dirname(fileURLToPath(import.meta.url));
const LOCALES = join(ROOT, 'locales');
/** The purchase units' code (src/store/purchase-units.json): lazy for the store, loaded at once by the checkout widgets that name them (src/store/purchase.ts). */
const PURCHASE_UNITS = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(ROOT, 'src/store/purchase-units.json'), 'utf8'))).map(([unit, file]) => [
    unit,
    join(ROOT, file),
  ]),
);
export const BUILDS = ['preact', 'react'];
export const OUT_ROOT = 'php-bridge/assets/build';
// the widgets are built for production: React's production code, Lingui's macro without source texts or comments
process.env.NODE_ENV = 'production';

/** widgets/<name>/widget.json (scripts/widgets.mjs): one entry per widget, whl-<name>.js */
const widgets = readWidgets(ROOT);
/** The site-wide behaviour (000 §2.1, src/site) is not an entry: the page shell starts it, from the shared chunk (contract §6). */
const input = Object.fromEntries(widgets.map(({ name, tag }) => [tag, `widgets/${name}/index.ts`]));
/** Code only checkout widgets (widget.json `checkout`) share goes to a `checkout` chunk, which catalogue pages never load. */
const checkoutEntries = new Set(widgets.filter((widget) => widget.checkout).map(({ name }) => join(ROOT, 'widgets', name, 'index.ts')));
/** widget.json `group`: entry → the chunk where the code two or more (three or more checkout widgets) of its group load at start goes. */
const groupOf = new Map(
  widgets.filter((widget) => widget.group).map(({ name, group }) => [join(ROOT, 'widgets', name, 'index.ts'), group]),
);

/** preact: React's API is preact/compat (`react` its exports with a small default export); react: its production modules. */
const shell = (file) => join(ROOT, 'src/shell', file);
const reactCjs = (file) => join(ROOT, 'node_modules/react/cjs', file);
const ALIASES = {
  preact: {
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react-dom': 'preact/compat',
    react: shell('preact-react.mjs'),
  },
  react: { 'react/jsx-runtime': reactCjs('react-jsx-runtime.production.js'), react: reactCjs('react.production.js') },
};
/** Both builds: @lingui/react's use-sync-external-store shim (for React < 18) becomes the hook React and preact/compat have. */
const syncExternalStore = { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: shell('sync-external-store.ts') };

/**
 * A module entries load that two or more widgets reach (statically or lazily) goes to `shared`, to the
 * chunk of their group when only widgets of one widget.json `group` load it at start (two or more), or to
 * `checkout` when only checkout widgets load it at start (the others reach it only through code they
 * load on need, such as the purchase slices, which catalogue pages never call) and three or more of
 * them do (their group's chunk when they are all of one group: the checkout steps' `steps`, which the
 * number pages never load); what only one or two checkout widgets load at start, and the rest, is
 * rollup's (a chunk of those pages only).
 */
function manualChunks(id, { getModuleInfo }) {
  const entriesReaching = (lazy) => {
    const queue = [id];
    for (const module of queue) {
      const info = getModuleInfo(module);
      for (const next of [...info.importers, ...(lazy ? info.dynamicImporters : [])]) if (!queue.includes(next)) queue.push(next);
    }
    return queue.filter((module) => getModuleInfo(module).isEntry);
  };
  const [atStart, entries] = [entriesReaching(false), entriesReaching(true)];
  if (atStart.length === 0 || entries.length < 2) return undefined;
  const group = groupOf.get(atStart[0]);
  const oneGroup = group !== undefined && atStart.every((entry) => groupOf.get(entry) === group);
  // code only widgets of one group load at start (the shop's pages): their chunk, not every page's
  if (!atStart.every((entry) => checkoutEntries.has(entry))) return oneGroup && atStart.length >= 2 ? group : 'shared';
  // what only one or two checkout widgets load at start (the payment and delivery tabs) stays with them, in rollup's chunks
  if (atStart.length <= 2) return undefined;
  return oneGroup ? group : 'checkout';
}

/** [lang, catalog] of a catalog chunk (locales/<lang>/<catalog>.ts), else undefined. */
const catalogOf = (chunk) =>
  chunk?.facadeModuleId?.startsWith(LOCALES) ? relative(LOCALES, chunk.facadeModuleId).replace(/\.ts$/, '').split(sep) : undefined;

/**
 * contract §6: manifest.json, entry → { file, imports (static, transitive), catalogs (language → chunks), lazy (chunks
 * loaded on need) }, and widgets.json.
 * A checkout widget also loads the purchase units it names (widget.json `purchase`) at once and the `checkout` catalog (src/checkout/define-checkout-widget.ts), and
 * its own catalog when its widget.json names one (its entry imports it on demand); its parts' catalogs, loaded with
 * the parts, are `lazyCatalogs` (language → chunks).
 */
function manifest() {
  return {
    name: 'whl-manifest',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.entries(bundle).filter(([, item]) => item.type === 'chunk'));
      const unitFile = (unit) => {
        const chunk = [...chunks.values()].find((item) => item.moduleIds.includes(PURCHASE_UNITS[unit]));
        if (!chunk) throw new Error(`src/store/purchase-units.json: no chunk holds the unit ${unit} (${PURCHASE_UNITS[unit]})`);
        return chunk.fileName;
      };
      /** `files` and every chunk they import statically, `files` growing as it is walked. */
      const closure = (files) => (
        files.forEach((file) => chunks.get(file).imports.forEach((next) => files.includes(next) || files.push(next))),
        files
      );
      const entries = {};
      for (const chunk of [...chunks.values()].filter((item) => item.isEntry).sort((a, b) => a.name.localeCompare(b.name))) {
        const { checkout, catalog: own, parts = [], purchase = [] } = widgets.find((widget) => widget.tag === chunk.name) ?? {};
        const [loaded, catalogs, lazyCatalogs] = [closure([chunk.fileName, ...purchase.map(unitFile)]), {}, {}];
        const queue = [...loaded]; // then the chunks loaded on need, walked as they are found
        for (const file of queue) {
          for (const target of chunks.get(file).dynamicImports) {
            const [lang, catalog] = catalogOf(chunks.get(target)) ?? [];
            if (catalog === 'storefront' || (catalog === 'checkout' && checkout) || (catalog && catalog === own))
              (catalogs[lang] ??= []).push(target);
            // a part's catalog, or the site's (the cart exit popup's, loaded with it)
            else if (catalog && (catalog === 'site' || parts.some((part) => catalog === `${own}-${part}`)))
              (lazyCatalogs[lang] ??= []).push(target);
            else if (!catalog) queue.push(...closure([target]).filter((next) => !queue.includes(next)));
          }
        }
        const lazy = queue.slice(loaded.length).sort();
        entries[chunk.name] = {
          file: chunk.fileName,
          imports: loaded.slice(1).sort(),
          catalogs,
          lazy,
          lazyCatalogs,
        };
      }
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(entries, null, 2)}\n` });
      // what the bridge needs of each widget (php-bridge/src/WordPress/Frontend/WidgetList.php, EditorBlocks.php):
      // name → tag, attributes, the title and description its block shows editors, and its first screen's printer
      const list = Object.fromEntries(
        widgets.map(({ name, tag, title, description, attributes, firstScreen }) => [
          name,
          { tag, title, description, attributes, firstScreen },
        ]),
      );
      this.emitFile({ type: 'asset', fileName: 'widgets.json', source: `${JSON.stringify(list, null, 2)}\n` });
    },
  };
}

const plugins = ['@lingui/babel-plugin-lingui-macro', ['@babel/plugin-transform-react-jsx', { runtime: 'automatic' }]];
/** Catalogs are named after their language and group, other chunks after their first module. */
const chunkFileNames = (chunk) => (catalogOf(chunk) ? `chunks/catalog-${catalogOf(chunk).join('-')}-[hash].js` : 'chunks/[name]-[hash].js');

/** One build's configuration; `entries` and `dir` default to the widgets and php-bridge/assets/build/<build>. */
export function config(build, { entries = input, dir = resolvePath(ROOT, OUT_ROOT, build) } = {}) {
  return {
    input: entries,
    // '"use client"' in @lingui/react means nothing outside React Server Components
    onwarn: (warning, warn) => warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning),
    plugins: [
      { name: 'whl-clean', buildStart: () => rmSync(dir, { recursive: true, force: true }) },
      alias({ entries: [syncExternalStore, ...Object.entries(ALIASES[build]).map(([find, replacement]) => ({ find, replacement }))] }),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
      commonjs({ strictRequires: false }),
      json({ preferConst: true }), // widget.json: only the fields a widget imports reach the bundle
      cssText(), // `import css from './styles.css'`: the sheet's minified text
      typescript({ tsconfig: join(ROOT, 'tsconfig.build.json'), outputToFilesystem: false, noEmitOnError: true }),
      // Lingui's macros (its official babel plugin) and the JSX that TypeScript leaves (tsconfig.build.json `jsx: preserve`)
      babel({ babelHelpers: 'bundled', babelrc: false, configFile: false, extensions: ['.ts', '.tsx'], exclude: /node_modules/, plugins }),
      terser({ ecma: 2020, module: true, compress: { passes: 3, pure_getters: true }, format: { comments: false } }),
      manifest(),
    ],
    output: { dir, format: 'es', generatedCode: 'es2015', entryFileNames: '[name].js', chunkFileNames, manualChunks },
  };
}

export default BUILDS.map((build) => config(build));
