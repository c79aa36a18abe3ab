// The bridge's adapters, as a contract test drives them: one PHP process per test file loads the
// test host's WordPress once (php-bridge/tests/Contract/runner.php) and runs a port's method with
// the settings given, through the plugin's own factories; the upstream is WireMock.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { EndpointFeature, WireMock, type IWireMockFeatures } from 'wiremock-captain';
import { journal, type JournalEntry } from '../../src/support/wiremock-journal';

const RUNNER = join(__dirname, '../../../php-bridge/tests/Contract/runner.php');

export type Answer<T = unknown> = { ok: T; error?: undefined } | { ok?: undefined; error: { class: string; message: string } };

export interface Adapters {
  /** Runs `port`'s adapter method with the plugin settings given (merged over the defaults by the plugin). */
  call<T = unknown>(settings: object, port: string, call: string, args?: unknown[]): Promise<Answer<T>>;
  /** The PHP error log lines written since the last call of log(). */
  log(): Promise<string>;
  stop(): void;
}

export function startAdapters(): Adapters {
  const wpDir = process.env.WHL_WP_DIR;
  if (!wpDir) throw new Error('WHL_WP_DIR must name the WordPress of a running test host (scripts/test-all.mjs sets it)');
  const child: ChildProcessWithoutNullStreams = spawn('php', [RUNNER], { env: { ...process.env, WHL_WP_DIR: wpDir } });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const waiting: Array<(line: string) => void> = [];
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(line));
  child.on('exit', (code) => {
    for (const resolve of waiting.splice(0))
      resolve(JSON.stringify({ error: { class: 'exit', message: `runner exited ${code}: ${stderr}` } }));
  });
  const send = (command: object) =>
    new Promise<string>((resolve) => {
      waiting.push(resolve);
      child.stdin.write(`${JSON.stringify(command)}\n`);
    });
  return {
    async call<T>(settings: object, port: string, call: string, args: unknown[] = []) {
      return JSON.parse(await send({ settings, port, call, args })) as Answer<T>;
    },
    async log() {
      return (JSON.parse(await send({ log: true })) as { ok: string }).ok;
    },
    stop: () => child.kill(),
  };
}

/**
 * The hooks of every contract suite: one PHP runner for the file (stopped after it), WireMock cleared
 * and the runner's log read before each test. Call inside the suite's describe.
 */
export function adaptersForSuite(): { adapters: () => Adapters } {
  let adapters: Adapters | undefined;
  beforeAll(() => {
    adapters = startAdapters();
  });
  afterAll(() => adapters?.stop());
  beforeEach(async () => {
    await wiremock().clearAll();
    await adapters!.log();
  });
  return { adapters: () => adapters! };
}

export function wiremock(): WireMock {
  const url = process.env.WIREMOCK_URL;
  if (!url) throw new Error('WIREMOCK_URL is not set (the globalSetup starts WireMock)');
  return new WireMock(url);
}

export const wiremockUrl = (): string => process.env.WIREMOCK_URL ?? '';

/** Matches the path alone (query parameters are asserted on the requests seen). */
export const byPath: IWireMockFeatures = { requestEndpointFeature: EndpointFeature.UrlPath };

export type SeenRequest = JournalEntry;

/** Requests WireMock received under a path prefix, oldest first. */
export async function requestsUnder(mock: WireMock, prefix: string): Promise<SeenRequest[]> {
  return (await journal(mock)).filter((request) => request.path.startsWith(prefix));
}
