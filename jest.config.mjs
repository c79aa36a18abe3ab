// Three projects: `unit` (jsdom: domain, schemas, store, i18n, components, shell, widgets), `api`
// (node: the bridge client against a real WireMock started by the project's globalSetup) and `repo`
// (node: docs/ and generated data checked against the code).
// TypeScript, JSX, Lingui's macros (its official babel plugin, as in the build) and the ESM-only
// packages (r2wc, ky, …) go through babel-jest; a `.css` import is the sheet's minified text, as in
// the build (scripts/css-text.mjs); the unit project compiles the catalogs first.
const babel = [
  'babel-jest',
  {
    babelrc: false,
    configFile: false,
    presets: ['@babel/preset-typescript'],
    plugins: [
      '@lingui/babel-plugin-lingui-macro',
      ['@babel/plugin-transform-react-jsx', { runtime: 'automatic' }],
      '@babel/plugin-transform-dynamic-import',
      '@babel/plugin-transform-modules-commonjs',
    ],
  },
];

const shared = {
  transform: { '^.+\\.(t|j|mj)sx?$': babel, '\\.css$': '<rootDir>/scripts/css-text.mjs' },
  transformIgnorePatterns: ['/node_modules/(?!(@lingui|@messageformat|@noble|@r2wc|ky|valibot|zustand)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

export default {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/src/**/*.test.ts?(x)', '<rootDir>/test/widgets/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['<rootDir>/test/src/api/'],
      setupFiles: ['<rootDir>/test/src/support/jsdom-globals.ts'],
      globalSetup: '<rootDir>/test/src/support/lingui-compile.global.mjs',
    },
    {
      ...shared,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/src/api/**/*.test.ts'],
      globalSetup: '<rootDir>/test/src/support/wiremock.global-setup.mjs',
      globalTeardown: '<rootDir>/test/src/support/wiremock.global-teardown.mjs',
    },
    {
      ...shared,
      displayName: 'repo',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/docs/**/*.test.mjs', '<rootDir>/test/scripts/**/*.test.mjs'],
    },
  ],
};
