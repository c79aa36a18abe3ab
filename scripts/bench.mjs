// `npm run bench`: bridge latency as a ratio to a bare WordPress ajax ping measured in the same
// run (target ≤ 1.2×), and the reservation race (50 carts, one number, one winner).
// Runs against WHL_BASE_URL when given, else starts its own host in .state/bench.
import { join } from 'node:path';
import { buildWidgetsIfStale, ensureSystemPackages, repoRoot, startHost } from '../demo-host/lib/host.mjs';

const rounds = Number(process.env.WHL_BENCH_ROUNDS ?? 150);
let host;
let base = process.env.WHL_BASE_URL;
if (!base) {
  ensureSystemPackages('demo');
  buildWidgetsIfStale();
  host = await startHost({ stateDir: join(repoRoot, '.state/bench'), httpPort: 8093, dbPort: 3393, quietServer: true,
    settings: { rate_limits: { default: 100000 } } });
  base = host.url;
}
const ajax = `${base}/wp-admin/admin-ajax.php`;

/** A shopper: its own session cookie and nonce. */
async function shopper() {
  const res = await fetch(`${base}/wp-json/wp-rest/v1/current-nonce?cart_hash=&notify_type=&lang=`);
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const nonce = (await res.json()).data.current_nonce;
  const post = async (fields) => {
    const r = await fetch(ajax, { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _ajax_nonce: nonce, ...fields }) });
    return { status: r.status, body: await r.json().catch(() => null) };
  };
  return { cookie, nonce, post };
}

async function timed(fn) {
  const t = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

try {
  const me = await shopper();
  const cases = {
    // The bare ping: admin-ajax with no action loads WordPress and every plugin, then answers 0.
    'bare WordPress ajax ping': () => fetch(ajax).then((r) => r.text()),
    'wp_search_numbers': () => me.post({ action: 'wp_postpaid_prepaid_module', sub_action: 'wp_search_numbers',
      msisdn_pattern: '777', vanity_level: '', page_size: '3', page_index: '1', service_type: 'prepaid' }),
    'whl_session_getItem': () => me.post({ action: 'whl_session_getItem', key: 'plan_quote_id' }),
    'wp_full_clear_cart (a write)': () => me.post({ action: 'wp_postpaid_prepaid_module', sub_action: 'wp_full_clear_cart' }),
  };
  const samples = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
  for (let i = 0; i < 10; i++) for (const fn of Object.values(cases)) await fn(); // warm-up
  for (let i = 0; i < rounds; i++) {
    for (const [name, fn] of Object.entries(cases)) samples[name].push(await timed(fn)); // interleaved
  }
  const ping = median(samples['bare WordPress ajax ping']);
  console.log(`Bridge latency, median of ${rounds} interleaved rounds:`);
  for (const [name, xs] of Object.entries(samples)) {
    console.log(`  ${name.padEnd(28)} ${median(xs).toFixed(1).padStart(6)} ms   ${(median(xs) / ping).toFixed(2)}× ping`);
  }

  // The race: 50 carts reserve one number at once.
  const plans = await (await fetch(`${base}/wp-json/wp-rest/v1/homepage-plans?lang=en`)).json();
  const plan = plans.plans.find((p) => p.service_type === 'prepaid');
  const list = await (await fetch(`${base}/wp-json/wp-rest/v1/plan-details-numbers-list?type=url_key&key=${plan.url_key}&vanity_level=&msisdn_pattern=*&page_size=3&page_index=1&lang=en`)).json();
  const number = list.response_numbers.free[0];
  const carts = await Promise.all(Array.from({ length: 50 }, shopper));
  const tokens = await Promise.all(carts.map((c) => c.post({ action: 'whl_captcha_token', captcha_action: 'number_reservation' })));
  const answers = await Promise.all(carts.map((c, i) => c.post({ action: 'wp_postpaid_prepaid_module', sub_action: 'wp_plan_add_to_cart',
    msisdn: number.msisdn, sku: plan.product_sku, cart_update_flag: 'cart-not-clear', 'captcha-response': tokens[i].body.token,
    service_type: 'prepaid', vanity_type: number.VANITY_LEVEL, offer_type: '', sim_type: 'physical', activation: '' })));
  const codes = answers.reduce((acc, a) => ({ ...acc, [a.body?.responseCode]: (acc[a.body?.responseCode] ?? 0) + 1 }), {});
  console.log(`Reservation race, 50 carts for ${number.msisdn}:`, codes);
  const winner = answers.findIndex((a) => a.body?.responseCode === 'success');
  if (winner >= 0) await carts[winner].post({ action: 'wpb_esb_unreserve_number', selected_msisdn: number.msisdn });
} finally {
  host?.stop();
}
