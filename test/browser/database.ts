// The test host's MariaDB interrupted and brought back (issue 6 finding 9, issue 15 faults), for the
// outage tests (operations.test.ts) and the journeys that resume after one (faults/).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';

const repoRoot = join(__dirname, '../..');

/**
 * Interrupts the host's MariaDB ('stall': SIGSTOP, 'kill': SIGKILL) through demo-host/lib/host.mjs
 * (an ES module, so in a helper process). The returned resume() brings it back and waits until it
 * answers; so does the end of this test process (the helper resumes when its stdin closes).
 */
export async function interruptDatabase(how: 'stall' | 'kill'): Promise<() => Promise<void>> {
  const stateDir = process.env.WHL_STATE_DIR ?? join(repoRoot, '.state/test');
  const script = `const { interruptMariaDB } = await import(process.argv[1]);
    const resume = await interruptMariaDB(process.argv[2], process.argv[3]);
    console.log('interrupted');
    process.stdin.on('end', async () => { await resume(); console.log('resumed'); process.exit(0); });
    process.stdin.resume();`;
  const helper = spawn(process.execPath, ['--input-type=module', '-e', script, join(repoRoot, 'demo-host/lib/host.mjs'), stateDir, how]);
  await untilPrinted(helper, 'interrupted');
  let resumed: Promise<void> | null = null;
  return () => {
    resumed ??= (async () => {
      const done = untilPrinted(helper, 'resumed');
      helper.stdin.end();
      await done;
    })();
    return resumed;
  };
}

function untilPrinted(child: ChildProcessWithoutNullStreams, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.stdout.on('data', (d) => {
      out += d;
      if (out.split('\n').includes(line)) resolve();
    });
    child.on('close', (code) => reject(new Error(`the MariaDB helper ended (${code}) before "${line}": ${err}`)));
  });
}
