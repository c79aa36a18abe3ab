// Browser journeys and page-level checks against the running test hosts, in Debian's Chromium
// driven by playwright-core. Run by scripts/test-all.mjs after the hosts are up: one worker per
// host (WHL_HOSTS, test/browser/host-per-worker.ts), else one worker on WHL_BASE_URL.
const hosts = process.env.WHL_HOSTS ? JSON.parse(process.env.WHL_HOSTS).length : 1;
export default {
  rootDir: '../..',
  displayName: 'browser',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
  setupFiles: ['<rootDir>/test/browser/host-per-worker.ts'],
  // the one browser fixture: the browser, shoppers' contexts and their closing (./fixture.ts)
  setupFilesAfterEnv: ['<rootDir>/test/browser/fixture.ts'],
  // WireMock (the wiremock npm jar) for the journeys on the production adapters (test/browser/upstreams/)
  globalSetup: '<rootDir>/test/src/support/wiremock.global-setup.mjs',
  // then the PHP error logs of the run are scanned for secrets (./secrets.global-teardown.mjs)
  globalTeardown: '<rootDir>/test/browser/secrets.global-teardown.mjs',
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  maxWorkers: hosts,
  testTimeout: 90_000,
};
