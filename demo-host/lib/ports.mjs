// Small helpers shared by the demo host and its web nodes.
import { createConnection } from 'node:net';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Throws when something already listens on the loopback port. */
export async function freePort(port, what) {
  const inUse = await new Promise((res) => {
    const s = createConnection({ host: '127.0.0.1', port }, () => {
      s.destroy();
      res(true);
    });
    s.on('error', () => res(false));
  });
  if (inUse) throw new Error(`port ${port} for ${what} is in use; set another port (see README) or stop what holds it`);
}

/** Waits until an HTTP GET of `url` answers (any status). */
export async function waitForHttp(url, child, what) {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(url);
      if (res.status) return;
    } catch {
      /* not up yet */
    }
    if (child && child.exitCode !== null) throw new Error(`${what} stopped`);
    await sleep(100);
  }
  throw new Error(`${what} did not answer at ${url}`);
}
