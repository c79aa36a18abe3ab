// A `.css` file imported as a module (`import css from './styles.css'`) is its text, minified by
// esbuild's CSS minifier, as the default export: the string a shadow root adopts (src/shell/styles.ts).
// The build (rollup.config.mjs) and jest (jest.config.mjs) both load sheets through it, so the tests
// read the sheets that ship.
import { transformSync } from 'esbuild';

/** The sheet minified: no comments or formatting, values shortened; UTF-8 kept (the bundles are UTF-8). */
export const minifyCss = (css, file) =>
  transformSync(css, { loader: 'css', minify: true, charset: 'utf8', sourcefile: file }).code.trimEnd();

/** rollup's plugin: a `.css` module is `export default "<minified text>"`. */
export const cssText = () => ({
  name: 'whl-css-text',
  transform: (code, id) => (id.endsWith('.css') ? { code: `export default ${JSON.stringify(minifyCss(code, id))};`, map: null } : null),
});

/** jest's transformer: the tests are CommonJS (babel-jest), so the text is `module.exports`. */
export default {
  process: (source, file) => ({ code: `module.exports = ${JSON.stringify(minifyCss(source, file))};` }),
};
