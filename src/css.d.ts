// A sheet imported as a module is its minified text (scripts/css-text.mjs: rollup and jest alike).
declare module '*.css' {
  const css: string;
  export default css;
}
