// `npm run load`: the bridge under load on loopback (issue 15), one php-fpm web node and then two
// behind nginx (demo-host/lib/web-nodes.mjs), each on a fresh host with the rate limits lifted (one
// address plays every shopper). For each concurrency (1, 8, 32, 64) autocannon drives a bare
// WordPress ajax ping, a number search, a reservation (a fresh captcha token each, two numbers of
// its own per connection, so every call reserves one number and lets the other go), a cart read and
// a first placement of a checked-out cart (cash on delivery). It prints throughput and p95 as ratios
// to the ping's at the same concurrency, every 5xx and error, and checks that nothing was lost: one
// hold per connection's cart, one order per successful placement. WHL_LOAD_SECONDS (5) per cell,
// WHL_LOAD_CONCURRENCY ("1,8,32,64"), WHL_LOAD_NODES ("1,2"); WHL_LOAD_DEBUG=1 prints the answers.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildWidgetsIfStale, ensureSystemPackages, repoRoot, startHost } from '../demo-host/lib/host.mjs';
import { addToCartFields, catalogue, checkedOutShopper, shopper } from './lib/shop-client.mjs';

const seconds = Number(process.env.WHL_LOAD_SECONDS ?? 5);
const levels = (process.env.WHL_LOAD_CONCURRENCY ?? '1,8,32,64').split(',').map(Number);
const nodeCounts = (process.env.WHL_LOAD_NODES ?? '1,2').split(',').map(Number);
const lifted = {
  rate_limits: { default: 100000 },
  hold_limits: { per_session: 0, per_customer: 0, per_ip: 0 },
  cod_limits: { per_customer: 0, per_ip: 0 },
};

/** `n` results of `fn(i)`, at most `width` at once. */
async function inParallel(n, width, fn) {
  const out = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await fn(i);
      }
    }),
  );
  return out;
}

const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.95) - 1)] ?? 0;

/**
 * One cell: `connections` connections for `seconds` (or `amount` requests), each request made by
 * `make(connectionIndex, requestIndexOfThatConnection)`. Returns throughput, p95, status counts.
 */
async function drive(url, connections, make, { amount } = {}) {
  const times = [];
  let nextConnection = 0;
  const instance = autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    timeout: 30,
    // each connection is a shopper: its requests are made one after the other, the next once one is answered
    setupClient: (client) => {
      const id = nextConnection++;
      let n = 0;
      client.setRequests([{ setupRequest: (req) => ({ ...req, ...make(id, n++) }) }]);
      if (process.env.WHL_LOAD_DEBUG) client.on('body', (body) => console.log(id, String(body).slice(0, 160)));
      client.on('response', (_status, _bytes, time) => times.push(time));
    },
  });
  const started = performance.now();
  const result = await instance;
  const elapsed = (performance.now() - started) / 1000;
  return {
    rps: times.length / elapsed, // answers a second over the cell's own time (a burst of placements: its own)
    p95: p95(times),
    count: times.length,
    s5xx: result['5xx'],
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const form = (nonce, fields) => new URLSearchParams({ _ajax_nonce: nonce, ...fields }).toString();
const post = (who, fields) => ({
  method: 'POST',
  path: '/wp-admin/admin-ajax.php',
  headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: who.cookie },
  body: form(who.nonce, fields),
});

let running = null; // the host of the measure under way, stopped however the script ends
process.on('exit', () => running?.stop());

async function measure(nodes) {
  // a host of its own per node count: the previous one's MariaDB may still be shutting down
  const host = (running = await startHost({
    stateDir: join(repoRoot, `.state/load-${nodes}`),
    httpPort: 8140 + 5 * nodes,
    dbPort: 3440 + nodes,
    fresh: true,
    quietServer: true,
    settings: lifted,
    nodes,
    log: () => {},
  }));
  const php = (code, args = []) =>
    execFileSync(
      'php',
      [
        '-r',
        `define('WP_INSTALLING', true); $_SERVER['HTTP_HOST'] = 'localhost'; require $argv[1] . '/wp-load.php'; ${code}`,
        host.wpDir,
        ...args,
      ],
      { encoding: 'utf8' },
    );
  const count = (sqlText) =>
    Number(php(`global $wpdb; echo (int) $wpdb->get_var(str_replace('{p}', $wpdb->prefix, $argv[2]));`, [sqlText]));
  const freeNumbers = php(
    `global $wpdb; echo implode(',', $wpdb->get_col("SELECT msisdn FROM {$wpdb->prefix}whl_sbx_numbers WHERE held_by IS NULL AND sold_at IS NULL AND vanity_level = 'FREE' AND service_type IN ('prepaid', 'both') ORDER BY RAND()"));`,
  ).split(',');
  const { sku } = await catalogue(host.url);
  const rows = [];
  try {
    for (const c of levels) {
      // a shopper per connection, with its cookie and nonce as the widgets send them
      const people = await inParallel(c, 16, async () => {
        const who = await shopper(host.url);
        return { who, cookie: who.cookieHeader(), nonce: who.nonce };
      });
      const ping = await drive(host.url, c, () => ({ method: 'GET', path: '/wp-admin/admin-ajax.php' }));
      const search = await drive(host.url, c, (i, n) =>
        post(people[i], {
          action: 'wp_postpaid_prepaid_module',
          sub_action: 'wp_search_numbers',
          msisdn_pattern: String(100 + ((i * 7 + n) % 900)),
          vanity_level: '',
          page_size: '3',
          page_index: '1',
          service_type: 'prepaid',
        }),
      );
      // reservations: each connection alternates between two numbers of its own; tokens fetched before
      const mine = people.map((_, i) => freeNumbers.splice(0, 2));
      const expected = Math.ceil(Math.max(ping.rps, 50) * seconds * 1.5);
      const perPerson = Math.ceil(expected / c) + 5;
      const tokens = await inParallel(c, 16, async (i) => inParallel(perPerson, 4, () => people[i].who.captcha('number_reservation')));
      let ranOut = false;
      const reserve = await drive(host.url, c, (i, n) => {
        const token = tokens[i][n];
        if (!token) ranOut = true;
        return post(people[i], { action: 'wp_postpaid_prepaid_module', ...addToCartFields(sku, mine[i][n % 2], token ?? '') });
      });
      const holds = count(
        `SELECT COUNT(*) FROM {p}whl_number_holds WHERE msisdn IN (${mine
          .flat()
          .map((m) => `'${m}'`)
          .join(',')})`,
      );
      const cart = await drive(host.url, c, (i) => ({
        method: 'GET',
        path: '/wp-json/wp-rest/v1/cart-page-summary_details?page=&lang=en',
        headers: { cookie: people[i].cookie, 'X-WHL-Nonce': people[i].nonce },
      }));
      // placements: carts checked out before (the numbers sold by them leave the pool), one placement each
      const carts = Math.min(4 * c, 128);
      const ordersBefore = count('SELECT COUNT(*) FROM {p}whl_sbx_orders');
      const buyers = await inParallel(carts, 16, async () => {
        const buyer = await checkedOutShopper(host.url, sku, freeNumbers.shift());
        return { buyer, cookie: buyer.me.cookieHeader(), nonce: buyer.me.nonce, token: await buyer.me.captcha('place_order') };
      });
      const place = await drive(
        host.url,
        c,
        (i, n) => {
          const b = buyers[(n * c + i) % carts];
          return post(b, {
            action: 'wp_postpaid_prepaid_module',
            sub_action: 'wp_postpaid_prepaid_place_order',
            payment_method: 'cashondelivery',
            terms_accepted: '1',
            captcha_token: b.token,
            lang: 'en',
          });
        },
        { amount: carts },
      );
      const orders = count('SELECT COUNT(*) FROM {p}whl_sbx_orders') - ordersBefore;
      const row = (name, r) => ({
        nodes,
        concurrency: c,
        call: name,
        rps: r.rps,
        p95: r.p95,
        throughputRatio: r.rps / ping.rps,
        p95Ratio: r.p95 / Math.max(ping.p95, 0.001),
        s5xx: r.s5xx,
        errors: r.errors,
        non2xx: r.non2xx,
      });
      rows.push(
        row('ping', ping),
        row('number search', search),
        row('reservation', reserve),
        row('cart read', cart),
        row('place order', place),
      );
      rows.push({
        nodes,
        concurrency: c,
        call: 'nothing lost',
        holds: `${holds} holds for ${c} carts`,
        orders: `${orders} orders for ${carts} carts placed`,
        ok: holds === c && orders === carts && !ranOut,
      });
    }
  } finally {
    host.stop();
    running = null;
  }
  return rows;
}

ensureSystemPackages('scale');
buildWidgetsIfStale();
const all = [];
for (const nodes of nodeCounts) all.push(...(await measure(nodes)));
const table = all
  .filter((r) => r.call !== 'nothing lost')
  .map((r) => ({
    nodes: r.nodes,
    c: r.concurrency,
    call: r.call,
    'req/s': r.rps.toFixed(0),
    'p95 ms': r.p95.toFixed(1),
    'req/s ÷ ping': r.throughputRatio.toFixed(2),
    'p95 ÷ ping': r.p95Ratio.toFixed(2),
    '5xx': r.s5xx,
    '4xx': r.non2xx - r.s5xx,
    errors: r.errors,
  }));
console.table(table);
const lost = all.filter((r) => r.call === 'nothing lost');
for (const r of lost) console.log(`${r.nodes} node(s), ${r.concurrency} at once: ${r.holds}; ${r.orders}${r.ok ? '' : '  LOST'}`);
mkdirSync(join(repoRoot, 'artefacts'), { recursive: true });
writeFileSync(join(repoRoot, 'artefacts/load.json'), JSON.stringify(all, null, 2));
process.exitCode = all.some((r) => r.s5xx || r.errors) || lost.some((r) => !r.ok) ? 1 : 0;
