// `npm test`: every suite of the project, in one run, on a fresh test host:
// typecheck, lint gates (ESLint, Prettier, php -l, PHPCS), bundle budgets, jest (domain, schemas, store, components, api against WireMock),
// PHPUnit (the bridge on a real WordPress and MariaDB) and the browser journeys (Chromium).
// Ends with one line `N passed, N failed` totalling every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSystemPackages, buildWidgetsIfStale, startHost, repoRoot } from '../demo-host/lib/host.mjs';

const artefacts = join(repoRoot, 'artefacts');
rmSync(artefacts, { recursive: true, force: true });
mkdirSync(artefacts, { recursive: true });
const results = []; // { suite, passed, failed, note }
const t0 = Date.now();

function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } }).status;
}

/** A check without its own test count (typecheck, size budget) counts as one test. */
function check(suite, status) {
  results.push({ suite, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
}

function jestSuite(suite, args, env) {
  const out = join(artefacts, `${suite}.json`);
  const status = run('npx', ['jest', '--ci', '--json', `--outputFile=${out}`, ...args], env);
  if (!existsSync(out)) return results.push({ suite, passed: 0, failed: 1, note: `jest exited ${status} without results` });
  const r = JSON.parse(readFileSync(out, 'utf8'));
  // A suite that fails to load has no failed tests but must still count as a failure.
  const broken = r.numRuntimeErrorTestSuites + (status !== 0 && r.numFailedTests === 0 ? 1 : 0);
  results.push({ suite, passed: r.numPassedTests, failed: r.numFailedTests + broken, skipped: r.numPendingTests + r.numTodoTests });
}

function phpunitSuite(env) {
  const out = join(artefacts, 'phpunit.xml');
  const status = run('phpunit', ['-c', 'php-bridge/phpunit.xml.dist', '--log-junit', out], env);
  if (!existsSync(out)) return results.push({ suite: 'phpunit', passed: 0, failed: 1, note: `phpunit exited ${status} without results` });
  const head = readFileSync(out, 'utf8').match(/<testsuite [^>]*>/)?.[0] ?? '';
  const n = (k) => Number(head.match(new RegExp(`${k}="(\\d+)"`))?.[1] ?? 0);
  const failed = n('failures') + n('errors') + (status !== 0 && n('failures') + n('errors') === 0 ? 1 : 0);
  results.push({ suite: 'phpunit', passed: n('tests') - n('failures') - n('errors') - n('skipped'), failed, skipped: n('skipped') });
}

ensureSystemPackages('test');
// PHP workers of the test host (demo-host/lib/host.mjs): the outage journey waits out a stalled
// database in as many calls at once as there are idle workers (test/browser/operations.test.ts)
process.env.WHL_PHP_WORKERS ??= '8';
let host;
try {
  buildWidgetsIfStale({ force: true });
  check('typecheck', run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']));
  check('eslint', run('npm', ['run', '--silent', 'lint']));
  check('prettier', run('npm', ['run', '--silent', 'format:check']));
  check('php -l', run('npm', ['run', '--silent', 'lint:php']));
  check('PHPCS', run('npm', ['run', '--silent', 'lint:phpcs']));
  check('bundle size budget', run('node', ['scripts/size.mjs']));
  jestSuite('jest', []);

  host = await startHost({
    stateDir: join(repoRoot, '.state/test'),
    httpPort: Number(process.env.WHL_TEST_HTTP_PORT ?? 8091),
    dbPort: Number(process.env.WHL_TEST_DB_PORT ?? 3391),
    fresh: true,
    quietServer: true,
    test: true, // wp-config: WHL_TEST_CLOCK (tests move the bridge's clock) and WHL_DB_READ_TIMEOUT 2 s
    // Every test reserves from one address (PHPUnit, then the journeys, within a minute): the cap on
    // holds and the per-address reservation rate have tests of their own that set them.
    settings: { hold_limits: { per_session: 0, per_ip: 0 }, rate_limits: { reservation: { per_session: 10, per_ip: 0 } } },
  });
  const hostEnv = { WHL_BASE_URL: host.url, WHL_WP_DIR: host.wpDir, WHL_STATE_DIR: host.stateDir };
  phpunitSuite(hostEnv);
  jestSuite('browser', ['-c', 'test/browser/jest.config.mjs'], hostEnv);
} catch (e) {
  console.error(e);
  results.push({ suite: 'harness', passed: 0, failed: 1, note: String(e.message ?? e) });
} finally {
  host?.stop();
}

console.log('\nSuites:');
for (const r of results) {
  console.log(
    `  ${r.suite.padEnd(20)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${r.note ? `  (${r.note})` : ''}`,
  );
}
console.log(`  total time ${((Date.now() - t0) / 1000).toFixed(0)} s`);
const passed = results.reduce((a, r) => a + r.passed, 0);
const failed = results.reduce((a, r) => a + r.failed, 0);
const skipped = results.reduce((a, r) => a + (r.skipped ?? 0), 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
