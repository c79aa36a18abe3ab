// The production adapters' contract tests: the bridge's own adapters (PHP, in the WordPress of a
// running test host, WHL_WP_DIR) call upstreams stubbed in WireMock, started from the wiremock npm
// jar by the same globalSetup as the api project and driven with wiremock-captain. Run by
// scripts/test-all.mjs once the test hosts are up.
export default {
  rootDir: '../..',
  displayName: 'contract',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/contract/**/*.test.ts'],
  globalSetup: '<rootDir>/test/src/support/wiremock.global-setup.mjs',
  globalTeardown: '<rootDir>/test/src/support/wiremock.global-teardown.mjs',
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1, // one WireMock: each test clears it
  testTimeout: 30_000,
};
