// Starts the WireMock jar (java directly: the npm wrapper does not forward signals) on a free
// loopback port for the api project; the URL reaches the tests through WIREMOCK_URL.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const JAR = join(ROOT, 'node_modules', 'wiremock', 'build', 'wiremock-standalone-3.13.2.jar');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url, child, deadline) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WireMock exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/__admin/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WireMock did not start within 30 s');
}

export default async function startWireMock() {
  const port = await freePort();
  const child = spawn('java', ['-jar', JAR, '--port', String(port), '--bind-address', '127.0.0.1', '--disable-banner'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  // a crashed jest run must not leave java behind
  const kill = () => child.exitCode === null && child.kill('SIGKILL');
  process.once('exit', kill);
  globalThis.__WIREMOCK__ = { child, kill };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child, Date.now() + 30_000);
  } catch (error) {
    kill();
    throw new Error(`${error.message}\n${stderr}`);
  }
  process.env.WIREMOCK_URL = url;
}
