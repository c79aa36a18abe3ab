// The demo host: a real WordPress on MariaDB, served by PHP's built-in server on loopback, with the
// bridge plugin and the demo theme linked in from the repository. Used by `npm start` and by the
// test suite (each with its own state folder and ports).
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync, symlinkSync, readFileSync, statSync, readdirSync, lstatSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const debianWordPress = '/usr/share/wordpress';

import { freePort, sleep, waitForHttp } from './ports.mjs';
import { startWebNodes } from './web-nodes.mjs';

export function ensureSystemPackages(profile) {
  const r = spawnSync('bash', [join(repoRoot, 'scripts/ensure-system.sh'), profile], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`installing Debian packages (${profile}) failed`);
}

/** Rebuilds the widgets when a source file is newer than the last build (or on `force`). */
export function buildWidgetsIfStale({ force = false, log = console.log } = {}) {
  const manifests = ['preact', 'react'].map((b) => join(repoRoot, 'php-bridge/assets/build', b, 'manifest.json'));
  const builtAt = Math.min(...manifests.map((m) => (existsSync(m) ? statSync(m).mtimeMs : 0)));
  const newest = newestMtime(
    ['src', 'widgets', 'locales', 'rollup.config.mjs', 'lingui.config.js', 'package-lock.json'].map((p) => join(repoRoot, p)),
  );
  if (!force && builtAt > newest) return false;
  log('Building the widgets (preact and react builds)…');
  const r = spawnSync('npm', ['run', '--silent', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build failed');
  return true;
}

function newestMtime(paths) {
  let newest = 0;
  for (const p of paths) {
    // the compiled catalogs (locales/<lang>/*.ts) are build output: `lingui compile` rewrites them
    // before the unit tests too, which must not make a fresh build look stale
    if (!existsSync(p) || (p.startsWith(join(repoRoot, 'locales')) && p.endsWith('.ts'))) continue;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const e of readdirSync(p)) newest = Math.max(newest, newestMtime([join(p, e)]));
    } else newest = Math.max(newest, st.mtimeMs);
  }
  return newest;
}

/**
 * A test host's settings: every test reserves, orders and uploads from one address within a minute, so
 * the caps on holds, on orders paid on delivery, on passcodes and on uploads per address and the
 * per-address reservation rate are lifted; the tests of those limits set them. A host's own
 * rate_limits are merged with these group by group.
 */
const TEST_SETTINGS = {
  hold_limits: { per_session: 0, per_customer: 0, per_ip: 0 },
  cod_limits: { per_customer: 0, per_ip: 0 },
  // the journeys text the Sandbox's few customers again and again, and resend at once
  passcode_limits: { per_recipient: 0, per_recipient_day: 0, resend_backoff_seconds: 0, abroad_per_hour: 0 },
  upload_quota: { per_ip_files: 0, per_ip_mb: 0 },
  rate_limits: { reservation: { per_session: 10, per_ip: 0 } },
};

/**
 * Starts MariaDB and WordPress. Options: stateDir, httpPort, dbPort, fresh (wipe the state first),
 * settings (merged into the bridge's whl_bridge_settings option), log, test (a test host: its
 * wp-config lets tests move the bridge's clock, WHL_TEST_CLOCK, and keeps the bridge's database
 * timeouts, as the demo host does; TEST_SETTINGS lie under `settings`; `npm start`'s demo
 * host is never one), theme (the demo theme to make active: 'whl-demo' or 'whl-demo-nour'; by default
 * the active one stays, as an administrator chose it in Appearance → Themes), nodes (that many php-fpm
 * web nodes behind nginx on httpPort, node i also on httpPort + i, web-nodes.mjs; 0, the default:
 * PHP's built-in server).
 * Returns { url, nodeUrls (with nodes), wpDir, stateDir, stop() }.
 */
export async function startHost({
  stateDir,
  httpPort,
  dbPort,
  fresh = false,
  settings = {},
  log = console.log,
  quietServer = false,
  test = false,
  theme = '',
  nodes = 0,
}) {
  stateDir = resolve(stateDir);
  if (fresh) rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  const children = [];
  const stop = () => {
    for (const c of children.reverse()) {
      try {
        process.kill(-c.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    children.length = 0;
    stopMariaDBOf(stateDir); // one a test restarted outside this process (interruptMariaDB)
  };
  try {
    const db = await startMariaDB(stateDir, dbPort, log);
    children.push(db.child);
    const url = `http://127.0.0.1:${httpPort}`;
    const wpDir = prepareWordPress(stateDir, url, db.socket, test);
    buildTranslations(log);
    runPhp(
      join(repoRoot, 'demo-host/install.php'),
      [
        wpDir,
        url,
        JSON.stringify(
          test ? { ...TEST_SETTINGS, ...settings, rate_limits: { ...TEST_SETTINGS.rate_limits, ...settings.rate_limits } } : settings,
        ),
        theme,
      ],
      log,
    );
    if (nodes > 0) {
      const cluster = await startWebNodes({ wpDir, stateDir, lbPort: httpPort, count: nodes, uploadLimits: UPLOAD_LIMITS });
      children.push(...cluster.children);
      return { url, nodeUrls: cluster.nodeUrls, wpDir, stateDir, stop };
    }
    const web = await startWebServer(wpDir, httpPort, stateDir, quietServer, test);
    children.push(web);
    return { url, wpDir, stateDir, stop };
  } catch (e) {
    stop();
    throw e;
  }
}

async function startMariaDB(stateDir, port, log) {
  const dataDir = join(stateDir, 'mysql');
  const socket = join(stateDir, 'mysqld.sock');
  if (!existsSync(join(dataDir, 'mysql'))) {
    log('Creating the MariaDB data folder…');
    execFileSync(
      'mariadb-install-db',
      ['--no-defaults', '--user=root', `--datadir=${dataDir}`, '--auth-root-authentication-method=normal', '--skip-test-db'],
      { stdio: 'ignore' },
    );
  }
  await freePort(port, 'MariaDB');
  const child = spawn(
    'mariadbd',
    [
      '--no-defaults',
      '--user=root',
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      '--skip-log-bin',
      '--innodb-buffer-pool-size=64M',
      `--pid-file=${join(stateDir, 'mysqld.pid')}`,
      `--log-error=${join(stateDir, 'mysqld.err')}`,
    ],
    { detached: true, stdio: 'ignore' },
  );
  for (let i = 0; i < 200; i++) {
    const ping = spawnSync('mariadb-admin', ['--no-defaults', `--socket=${socket}`, '-uroot', 'ping'], { stdio: 'ignore' });
    if (ping.status === 0) break;
    if (child.exitCode !== null) throw new Error(`MariaDB stopped; see ${join(stateDir, 'mysqld.err')}`);
    await sleep(100);
  }
  execFileSync('mariadb', [
    '--no-defaults',
    `--socket=${socket}`,
    '-uroot',
    '-e',
    'CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
  ]);
  return { child, socket };
}

/**
 * Interrupts the host's MariaDB for an outage test: 'stall' stops it (SIGSTOP: the kernel still
 * accepts connections, nothing answers), 'kill' ends it as a crash would (SIGKILL). Returns
 * resume(): SIGCONT, or MariaDB started again as startHost starts it, answering when it returns.
 * @public test/browser/database.ts calls it from a script it runs in a process of its own (knip cannot see)
 */
export async function interruptMariaDB(stateDir, how) {
  stateDir = resolve(stateDir);
  const pid = mariaDBPid(stateDir);
  if (!pid) throw new Error(`no MariaDB of ${stateDir} is running`);
  const port = Number(readFileSync(`/proc/${pid}/cmdline`, 'utf8').match(/--port=(\d+)/)[1]);
  process.kill(pid, how === 'stall' ? 'SIGSTOP' : 'SIGKILL');
  return async function resume() {
    if (how === 'stall') {
      process.kill(pid, 'SIGCONT');
      return;
    }
    for (let i = 0; i < 100 && existsSync(`/proc/${pid}`); i++) await sleep(50);
    const db = await startMariaDB(stateDir, port, () => {});
    db.child.unref(); // runs on after the test process; the host's stop() ends it
  };
}

/** The pid of the MariaDB serving stateDir (from its pid file), or 0. */
function mariaDBPid(stateDir) {
  try {
    const pid = Number(readFileSync(join(stateDir, 'mysqld.pid'), 'utf8').trim());
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes(`--datadir=${join(stateDir, 'mysql')}\0`) ? pid : 0;
  } catch {
    return 0;
  }
}

function stopMariaDBOf(stateDir) {
  const pid = mariaDBPid(stateDir);
  if (pid) {
    try {
      process.kill(pid, 'SIGCONT');
      process.kill(pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

/** Copies Debian's WordPress once (its symlinks resolved), writes wp-config.php, links plugin and theme. */
function prepareWordPress(stateDir, url, socket, test) {
  const wpDir = join(stateDir, 'wordpress');
  if (!existsSync(join(wpDir, 'wp-load.php'))) {
    execFileSync('cp', ['-rL', debianWordPress, wpDir]);
    rmSync(join(wpDir, 'wp-config.php'), { force: true });
  }
  const saltsFile = join(stateDir, 'salts.json');
  if (!existsSync(saltsFile)) {
    const keys = [
      'AUTH_KEY',
      'SECURE_AUTH_KEY',
      'LOGGED_IN_KEY',
      'NONCE_KEY',
      'AUTH_SALT',
      'SECURE_AUTH_SALT',
      'LOGGED_IN_SALT',
      'NONCE_SALT',
    ];
    writeFileSync(saltsFile, JSON.stringify(Object.fromEntries(keys.map((k) => [k, randomBytes(32).toString('hex')]))));
  }
  const salts = JSON.parse(readFileSync(saltsFile, 'utf8'));
  const php = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  writeFileSync(
    join(wpDir, 'wp-config.php'),
    `<?php
// Written by demo-host/lib/host.mjs on every start; local demo and test host only.
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', ${php('localhost:' + socket)});
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${Object.entries(salts)
  .map(([k, v]) => `define(${php(k)}, ${php(v)});`)
  .join('\n')}
$table_prefix = 'wp_';
define('WP_HOME', ${php(url)});
define('WP_SITEURL', ${php(url)});
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_DEBUG', false);
define('WP_DEBUG_LOG', ${php(join(stateDir, 'php-errors.log'))});
// The bridge serves its Sandbox adapters only outside production.
define('WP_ENVIRONMENT_TYPE', 'local');
${
  test
    ? `// Test host only: tests move the bridge's clock (option whl_test_clock_offset, honoured only on a
// local site with this constant).
define('WHL_TEST_CLOCK', true);
`
    : ''
}if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
  );
  link(join(repoRoot, 'php-bridge'), join(wpDir, 'wp-content/plugins/whl-bridge'));
  mkdirSync(join(wpDir, 'wp-content/themes'), { recursive: true });
  link(join(repoRoot, 'demo-host/theme'), join(wpDir, 'wp-content/themes/whl-demo'));
  // the same shop re-branded for another operator: a child theme (issue 14, docs/tokens.md)
  link(join(repoRoot, 'demo-host/theme-nour'), join(wpDir, 'wp-content/themes/whl-demo-nour'));
  return wpDir;
}

/** Builds the bridge's .mo catalogs from its .po files (php-bridge/bin/make-mo.php). */
export function buildTranslations(log = console.log) {
  runPhp(join(repoRoot, 'php-bridge/bin/make-mo.php'), [debianWordPress], log);
}

function link(target, path) {
  try {
    if (lstatSync(path)) return;
  } catch {
    /* missing */
  }
  mkdirSync(dirname(path), { recursive: true });
  symlinkSync(target, path);
}

function runPhp(script, args, log) {
  const r = spawnSync('php', [script, ...args], { encoding: 'utf8' });
  if (r.stdout.trim()) log(r.stdout.trim());
  if (r.status !== 0) throw new Error(`${script} failed:\n${r.stdout}\n${r.stderr}`);
}

// PHP's own upload limits above the bridge's (upload_limits, 5 MB by default): an oversize
// document reaches the bridge and gets the spec's size error (000 §5.5) instead of PHP dropping it.
const UPLOAD_LIMITS = { upload: '16M', post: '20M' };

async function startWebServer(wpDir, port, stateDir, quiet, cacheStatic) {
  await freePort(port, 'the web server');
  const uploadLimits = ['-d', `upload_max_filesize=${UPLOAD_LIMITS.upload}`, '-d', `post_max_size=${UPLOAD_LIMITS.post}`];
  const child = spawn('php', [...uploadLimits, '-S', `127.0.0.1:${port}`, '-t', wpDir, join(repoRoot, 'demo-host/router.php')], {
    cwd: wpDir,
    detached: true, // its own process group: the workers die with it
    // a test host's static files carry a cache lifetime (demo-host/router.php)
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: process.env.WHL_PHP_WORKERS ?? '4', WHL_CACHE_STATIC: cacheStatic ? '1' : '' },
    stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'pipe'],
  });
  if (!quiet)
    child.stderr.on('data', () => {
      /* access log: drained, not shown */
    });
  await waitForHttp(`http://127.0.0.1:${port}/wp-admin/admin-ajax.php`, child, `the PHP server (port ${port})`);
  return child;
}
