// Two projects: `unit` (jsdom: domain, schemas, store, i18n, components, shell, widgets) and
// `api` (node: the bridge client against a real WireMock started by the project's globalSetup).
// TypeScript and the ESM-only packages (Lingui, r2wc, …) go through @swc/jest.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@lingui|@messageformat|@noble|@r2wc|ky|valibot|zustand)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^whl-catalog/(en|ar)$': '<rootDir>/.build/locales/catalog-$1.js',
    '^whl-catalog/([a-z0-9-]+)/(en|ar)$': '<rootDir>/.build/locales/catalog-$1-$2.js',
  },
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
      globalSetup: '<rootDir>/test/src/support/compile-locales.global.mjs',
    },
    {
      ...shared,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/src/api/**/*.test.ts'],
      globalSetup: '<rootDir>/test/src/support/wiremock.global-setup.mjs',
      globalTeardown: '<rootDir>/test/src/support/wiremock.global-teardown.mjs',
    },
  ],
};
