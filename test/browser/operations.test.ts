// Operations of the bridge on the running test host (WHL_BASE_URL, WHL_WP_DIR, WHL_STATE_DIR):
// what a database outage answers and keeps (issue 6 finding 9), and the package an integrator
// installs (finding 10). The outage tests stop the host's MariaDB and always bring it back.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { interruptDatabase } from './database';
import { baseUrl, dbReadTimeoutSeconds, wordpressPhp } from './support';

const repoRoot = join(__dirname, '../..');
const stateDir = process.env.WHL_STATE_DIR ?? join(repoRoot, '.state/test');
const wpDir = process.env.WHL_WP_DIR ?? join(stateDir, 'wordpress');
/**
 * dropins/db.php: how long a request waits for a database that does not answer, as the host's
 * wp-config sets it (WHL_DB_READ_TIMEOUT; else the bridge's 2 s, which the test host keeps).
 */
const readTimeoutSeconds = dbReadTimeoutSeconds();
/**
 * Calls in flight at once: a third of the host's PHP workers (demo-host/lib/host.mjs), started apart,
 * so each finds an idle worker. A worker that has answered may still be busy for a read timeout
 * (WordPress's shutdown work against the stalled database), and PHP's built-in server lets a busy
 * worker take a connection it runs only afterwards, which would then wait for two timeouts: with
 * half the workers and the login's three actions added, that was seen twice (4.0 s).
 */
const inFlight = Math.max(1, Math.floor(Number(process.env.WHL_PHP_WORKERS ?? 4) / 3));
const startGapMs = 500;
const envelope = { responseCode: 'failure', message: 'failure' };
interface Answer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
  seconds: number;
}

/** A shopper's client as the widgets make the calls (contract §2): cookie whl_sid, the nonce. */
class Shopper {
  private cookies = new Map<string, string>();
  nonce = '';

  static async open(): Promise<Shopper> {
    const shopper = new Shopper();
    const answer = await shopper.rest('current-nonce', { lang: 'en' });
    shopper.nonce = answer.body.data.current_nonce;
    return shopper;
  }

  rest(route: string, query: Record<string, string> = {}, withNonce = false): Promise<Answer> {
    const url = `${baseUrl}/wp-json/wp-rest/v1/${route}?${new URLSearchParams(query)}`;
    return this.send(url, { headers: withNonce ? { 'X-WHL-Nonce': this.nonce } : {} });
  }

  ajax(fields: Record<string, string>): Promise<Answer> {
    return this.send(`${baseUrl}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _ajax_nonce: this.nonce, ...fields }).toString(),
    });
  }

  summary(): Promise<Answer> {
    return this.rest('cart-page-summary_details', { lang: 'en' }, true);
  }

  async addToCart(msisdn: string): Promise<Answer> {
    const token = (await this.ajax({ action: 'whl_captcha_token', captcha_action: 'number_reservation' })).body.token;
    return this.ajax({
      action: 'wp_postpaid_prepaid_module',
      sub_action: 'wp_plan_add_to_cart',
      msisdn,
      sku: 'PRE-HALA-5',
      cart_update_flag: 'cart-not-clear',
      'captcha-response': token,
      service_type: 'prepaid',
      vanity_type: 'FREE',
      offer_type: '',
      sim_type: 'physical',
      activation: '',
    });
  }

  async send(url: string, init: RequestInit): Promise<Answer> {
    const started = performance.now();
    const res = await fetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const text = await res.text();
    const seconds = (performance.now() - started) / 1000;
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body, text, seconds };
  }
}

/**
 * Every call of the bridge: each (action, sub_action) of the bridge's action table
 * (php-bridge/src/Http/Ajax/Actions.php), each REST route.
 */
function bridgeCalls(
  shopper: Shopper,
  ajaxCalls: [string, string][],
  restRoutes: string[],
): { name: string; call: () => Promise<Answer> }[] {
  const ajax = ajaxCalls.map(([action, sub]) => ({
    name: `ajax ${action} ${sub}`.trim(),
    call: () => shopper.ajax({ action, ...(sub ? { sub_action: sub } : {}) }),
  }));
  const rest = restRoutes.map((route) => ({ name: `REST ${route}`, call: () => shopper.rest(route, { lang: 'en' }, true) }));
  return [...ajax, ...rest];
}

/** Runs the calls, `inFlight` at a time, `startGapMs` apart; returns the answers by call name. */
async function callAll(calls: { name: string; call: () => Promise<Answer> }[]): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  const queue = [...calls];
  const lane = async (delayMs: number) => {
    await new Promise((r) => setTimeout(r, delayMs));
    for (let next = queue.shift(); next; next = queue.shift()) {
      answers.set(next.name, await next.call());
      await new Promise((r) => setTimeout(r, startGapMs)); // a finished worker is idle again
    }
  };
  await Promise.all(Array.from({ length: inFlight }, (_, i) => lane(i * startGapMs)));
  return answers;
}

/** PHP with the test host's WordPress and the bridge loaded. */
const php = (code: string): string => wordpressPhp(code, [], { plugins: true });

describe('issue 6 finding 9 and 000 §6: during a database outage every bridge call answers the envelope, and nothing is lost', () => {
  let shopper: Shopper;
  let msisdn: string;
  let before: Answer;
  let calls: { name: string; call: () => Promise<Answer> }[];
  let resume: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    for (const name of ['db.php', 'db-error.php']) {
      const file = join(wpDir, 'wp-content', name);
      if (!existsSync(file) || !readFileSync(file, 'utf8').includes('@whl-bridge-drop-in')) {
        throw new Error(`${file} is not the bridge's drop-in: start a fresh host (the plugin installs it on activation)`);
      }
    }
    const ajaxCalls: [string, string][] = JSON.parse(
      php(`$calls = [];
        foreach (Whl\\Bridge\\Http\\Ajax\\Actions::TABLE as $action => $subs) foreach (array_keys($subs) as $sub) $calls[] = [$action, $sub];
        echo json_encode($calls);`),
    );
    expect(ajaxCalls.length).toBeGreaterThanOrEqual(15);
    const index = await (await fetch(`${baseUrl}/wp-json/wp-rest/v1`)).json();
    const restRoutes = Object.keys(index.routes)
      .filter((r) => r !== '/wp-rest/v1')
      .map((r) => r.replace('/wp-rest/v1/', ''));
    expect(restRoutes.length).toBeGreaterThanOrEqual(4);

    shopper = await Shopper.open();
    const numbers = await shopper.rest('plan-details-numbers-list', {
      type: 'url_key',
      key: 'hala-5',
      vanity_level: '',
      msisdn_pattern: '*',
      page_size: '3',
      page_index: '1',
      lang: 'en',
    });
    msisdn = numbers.body.response_numbers.free.at(-1).msisdn;
    expect((await shopper.addToCart(msisdn)).status).toBe(200);
    before = await shopper.summary();
    expect(before.body.reservation).toMatchObject({ msisdn, expired: false });
    calls = bridgeCalls(shopper, ajaxCalls, restRoutes);
  });

  afterEach(async () => {
    await resume?.(); // MariaDB runs again whatever happened: later suites use the host
    resume = null;
  });

  afterAll(async () => {
    await shopper?.ajax({ action: 'wp_postpaid_prepaid_module', sub_action: 'wp_full_clear_cart' }); // frees the number
  });

  /** The cart and its hold as before the outage, and the number still held against another cart. */
  async function expectCartAndHoldIntact(): Promise<void> {
    const after = await shopper.summary();
    expect(after.status).toBe(200);
    expect(after.body.items).toEqual(before.body.items);
    expect(after.body.totals).toEqual(before.body.totals);
    expect(after.body.reservation).toMatchObject({ msisdn, expired: false });
    expect(after.body.reservation.remaining_seconds).toBeGreaterThan(0);
    expect(after.body.reservation.remaining_seconds).toBeLessThanOrEqual(before.body.reservation.remaining_seconds);
    const other = await Shopper.open();
    expect((await other.addToCart(msisdn)).body.responseCode).toBe('number_unavailable');
  }

  function expectEnvelopes(answers: Map<string, Answer>, maxSeconds: number, minSeconds = 0): void {
    for (const [name, answer] of answers) {
      expect({ name, status: answer.status, body: answer.body }).toEqual({ name, status: 503, body: envelope });
      expect({
        name,
        retryAfter: Number(answer.headers.get('retry-after')) > 0,
        cacheControl: answer.headers.get('cache-control'),
      }).toEqual({ name, retryAfter: true, cacheControl: 'no-store' });
      expect({ name, inTime: answer.seconds >= minSeconds && answer.seconds <= maxSeconds, seconds: answer.seconds }).toEqual({
        name,
        inTime: true,
        seconds: answer.seconds,
      });
    }
  }

  it('with the database stalled (SIGSTOP), every call answers 503 failure within the read timeout', async () => {
    resume = await interruptDatabase('stall');
    const answers = await callAll(calls);
    await resume();

    expect(answers.size).toBe(calls.length);
    // Each call waited for the stalled server (the outage was real), and no longer than the timeout.
    expectEnvelopes(answers, readTimeoutSeconds + 2, readTimeoutSeconds - 0.5);
    // a change waits for the cart's lock less than that (php-bridge/src/Infrastructure/Storage/Transaction.php), so "cart busy" is not an outage
    expect(Number(php(`echo \\Whl\\Bridge\\Infrastructure\\Storage\\Transaction::lockWaitSeconds(${readTimeoutSeconds});`))).toBeLessThan(
      readTimeoutSeconds,
    );
  }, 180_000);

  it('once the database continues, the cart and its hold are intact', async () => {
    await expectCartAndHoldIntact();
  });

  it('with the database stopped (killed), every call answers 503 failure at once', async () => {
    resume = await interruptDatabase('kill');
    const answers = await callAll(calls);
    await resume();

    expect(answers.size).toBe(calls.length);
    expectEnvelopes(answers, 2);
  }, 120_000);

  it('after the database restarted, the cart and its hold are intact', async () => {
    await expectCartAndHoldIntact();
  });
});

/** The names in a zip's central directory. */
function zipEntries(file: string): string[] {
  const zip = readFileSync(file);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const names: string[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let i = zip.readUInt16LE(end + 10); i > 0; i--) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => (statSync(join(dir, e)).isDirectory() ? filesUnder(join(dir, e)) : [join(dir, e)]));
}

describe('issue 6 finding 10: npm run package makes the zip an integrator installs', () => {
  it('holds whl-bridge/ with the entry file, src, the drop-ins, both builds and the translations, and no tests or docs', () => {
    const printed = execFileSync('npm', ['run', '--silent', 'package'], { cwd: repoRoot, encoding: 'utf8' });
    const zipFile = join(repoRoot, printed.trim().split('\n').at(-1)!.split(':')[0]!);
    const names = zipEntries(zipFile);

    expect(names.every((n) => n.startsWith('whl-bridge/'))).toBe(true);
    const pluginDir = join(repoRoot, 'php-bridge');
    for (const dir of ['src', 'dropins', 'assets/build/preact', 'assets/build/react']) {
      for (const file of filesUnder(join(pluginDir, dir))) expect(names).toContain(`whl-bridge/${relative(pluginDir, file)}`);
    }
    expect(names).toEqual(
      expect.arrayContaining([
        'whl-bridge/whl-bridge.php',
        'whl-bridge/README.md',
        'whl-bridge/assets/build/preact/manifest.json',
        'whl-bridge/assets/build/react/manifest.json',
        'whl-bridge/languages/whl-bridge-ar.po',
        'whl-bridge/languages/whl-bridge-ar.mo',
      ]),
    );
    expect(names.filter((n) => /^whl-bridge\/(tests|docs)\/|phpunit\.xml/.test(n))).toEqual([]);
  }, 300_000);
});
