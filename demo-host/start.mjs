// `npm start`: the demo shop on a real WordPress, with the Sandbox adapters. Ports and the state
// folder can be changed with WHL_HTTP_PORT, WHL_DB_PORT and WHL_STATE_DIR; WHL_THEME=whl-demo-nour
// starts it as another operator's shop (Nour Mobile), WHL_THEME=whl-demo as Sahel Telecom again.
import { join } from 'node:path';
import { ensureSystemPackages, buildWidgetsIfStale, startHost, repoRoot } from './lib/host.mjs';

const httpPort = Number(process.env.WHL_HTTP_PORT ?? 8080);
const dbPort = Number(process.env.WHL_DB_PORT ?? 3307);
const stateDir = process.env.WHL_STATE_DIR ?? join(repoRoot, '.state/demo');

const started = Date.now();
ensureSystemPackages('demo');
buildWidgetsIfStale();
const host = await startHost({ stateDir, httpPort, dbPort, theme: process.env.WHL_THEME ?? '' });
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `\nThe demo shop is running (${seconds} s):\n  English  ${host.url}/\n  Arabic   ${host.url}/?lang=ar\n  Admin    ${host.url}/wp-admin/ (user admin; password in ${join(stateDir, 'admin-password.txt').replace(repoRoot + '/', '')})\nCtrl-C stops it.`,
);

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  host.stop();
  console.log('\nStopped the web server and MariaDB.');
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
process.on('SIGHUP', shutdown);
setInterval(() => {}, 1 << 30); // stay in the foreground until Ctrl-C
