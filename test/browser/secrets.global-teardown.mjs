// After the browser journeys (which run the bridge on its Sandbox and on its production adapters
// against WireMock): the PHP error log of every test host holds no server secret (the WordPress
// administrator's password, the salts and keys), no upstream credential or token the run gave the
// bridge, and no upstream body (test/fixtures/credentials.json). A finding fails the run; the
// message names the log and the kind of secret, never the secret.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import stopWireMock from '../src/support/wiremock.global-teardown.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export default async function secretsTeardown() {
  await stopWireMock();
  const hosts = process.env.WHL_HOSTS
    ? JSON.parse(process.env.WHL_HOSTS).map((host) => host.stateDir)
    : [process.env.WHL_STATE_DIR ?? join(here, '../../.state/test')];
  const known = JSON.parse(readFileSync(join(here, '../fixtures/credentials.json'), 'utf8'));
  const findings = [];
  for (const stateDir of hosts) {
    const logFile = join(stateDir, 'php-errors.log');
    if (!existsSync(logFile)) continue; // nothing was logged
    const log = readFileSync(logFile, 'utf8');
    const server = [
      ['the administrator password', readFileSync(join(stateDir, 'admin-password.txt'), 'utf8').trim()],
      ...Object.entries(JSON.parse(readFileSync(join(stateDir, 'salts.json'), 'utf8'))).map(([name, value]) => [`the salt ${name}`, value]),
    ];
    for (const [kind, value] of server) if (value.length >= 8 && log.includes(value)) findings.push(`${logFile}: ${kind}`);
    for (const value of known.values) if (log.includes(value)) findings.push(`${logFile}: an upstream credential of the run`);
    for (const prefix of known.prefixes) if (log.includes(prefix)) findings.push(`${logFile}: a value starting ${prefix}`);
  }
  if (findings.length > 0) throw new Error(`secrets in the PHP error log:\n${findings.join('\n')}`);
  console.log(`\nsecrets: ${hosts.length} PHP error log(s) scanned, nothing found`);
}
