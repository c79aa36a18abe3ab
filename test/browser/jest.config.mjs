// Browser journeys and page-level checks against the running test host (WHL_BASE_URL), in
// Debian's Chromium driven by playwright-core. Run by scripts/test-all.mjs after the host is up.
export default {
  rootDir: '../..',
  displayName: 'browser',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  maxWorkers: 1,
  testTimeout: 90_000,
};
