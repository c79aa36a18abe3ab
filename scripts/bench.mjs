// `npm run bench`: the median latency of every bridge call, reads and writes, as a ratio to a bare
// WordPress ajax ping measured in the same interleaved rounds (target ≤ 1.2×), then the
// reservation race (50 carts, one number, one winner). Runs against WHL_BASE_URL when given, else
// starts its own host in .state/bench with the rate limits lifted.
import { join } from 'node:path';
import { buildWidgetsIfStale, ensureSystemPackages, repoRoot, startHost } from '../demo-host/lib/host.mjs';

const rounds = Number(process.env.WHL_BENCH_ROUNDS ?? 100);
let host;
let base = process.env.WHL_BASE_URL;
if (!base) {
  ensureSystemPackages('demo');
  buildWidgetsIfStale();
  host = await startHost({ stateDir: join(repoRoot, '.state/bench'), httpPort: 8093, dbPort: 3393, quietServer: true,
    settings: { rate_limits: { default: 100000 }, hold_limits: { per_session: 0, per_ip: 0 } } });
  base = host.url;
}
const ajax = `${base}/wp-admin/admin-ajax.php`;
const rest = (path) => `${base}/wp-json/wp-rest/v1/${path}`;
const json = (r) => r.json().then((body) => ({ status: r.status, body }), () => ({ status: r.status, body: null }));

/** A shopper: its own session cookie and nonce; `post`/`get` call admin-ajax, `read` a REST route. */
async function shopper() {
  const res = await fetch(rest('current-nonce?cart_hash=&notify_type=&lang='));
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const nonce = (await res.json()).data.current_nonce;
  const headers = { cookie, 'content-type': 'application/x-www-form-urlencoded' };
  return {
    post: (fields) => fetch(ajax, { method: 'POST', headers, body: new URLSearchParams({ _ajax_nonce: nonce, ...fields }) }).then(json),
    get: (fields) => fetch(`${ajax}?${new URLSearchParams({ _ajax_nonce: nonce, ...fields })}`, { headers }).then(json),
    read: (path) => fetch(rest(path), { headers: { cookie, 'X-WHL-Nonce': nonce } }).then(json),
  };
}

const plans = (await (await fetch(rest('homepage-plans?lang=en'))).json()).plans.filter((p) => p.service_type === 'prepaid');
const list = (key, size) => fetch(rest(`plan-details-numbers-list?type=url_key&key=${key}&vanity_level=&msisdn_pattern=*&page_size=${size}&page_index=1&lang=en`)).then((r) => r.json());
const free = (await list(plans[0].url_key, 10)).response_numbers.free.map((n) => n.msisdn);
const me = await shopper();
const mod = (sub_action, fields = {}) => ({ action: 'wp_postpaid_prepaid_module', sub_action, ...fields });
const token = async () => (await me.post({ action: 'whl_captcha_token', captcha_action: 'number_reservation' })).body.token;
const number = (round, offset) => free[(2 * round + offset) % free.length];

/** Every call of the contract (§4, §7), in the order of a round (the cart is filled, changed, read, emptied); `ready` is untimed. */
const calls = {
  'bare WordPress ajax ping': { run: () => fetch(ajax).then((r) => r.text()) },
  'REST current-nonce': { run: () => me.read('current-nonce?cart_hash=&notify_type=&lang=en') },
  'REST homepage-plans': { run: () => me.read('homepage-plans?lang=en') },
  'REST plan-details-numbers-list': { run: () => list(plans[0].url_key, 3) },
  wpb_return_current_nonce: { run: () => me.post({ action: 'wpb_return_current_nonce' }) },
  wp_plan_details: { run: () => me.get(mod('wp_plan_details', { type: 'url_key', key: plans[0].url_key })) },
  wp_search_numbers: { run: () => me.post(mod('wp_search_numbers', { msisdn_pattern: '777', vanity_level: '', page_size: '3', page_index: '1', service_type: 'prepaid' })) },
  wp_FreeDeviceListing: { run: () => me.get(mod('wp_FreeDeviceListing', { lang: 'en' })) },
  whl_session_getItem: { run: () => me.get({ action: 'whl_session_getItem', key: 'plan_quote_id' }) },
  wp_get_quote_id: { run: () => me.get({ action: 'wp_get_quote_id' }) },
  whl_captcha_token: { run: () => me.post({ action: 'whl_captcha_token', captcha_action: 'number_reservation' }) },
  wp_js_error_logger: { run: () => me.post({ action: 'wp_js_error_logger', msg: 'bench', url: base, line: '1' }) },
  wp_plan_add_to_cart: { ready: token, run: (round, captcha) => me.post(mod('wp_plan_add_to_cart', { msisdn: number(round, 0), sku: plans[0].product_sku,
    cart_update_flag: 'cart-clear', 'captcha-response': captcha, service_type: 'prepaid', vanity_type: 'FREE', offer_type: '', sim_type: 'physical', activation: '' })) },
  wp_change_plan_number: { ready: token, run: (round, captcha) => me.post(mod('wp_change_plan_number', { msisdn: number(round, 1),
    sku: plans[0].product_sku, method: 'change-number', 'captcha-response': captcha, service_type: 'prepaid', vanity_type: 'FREE' })) },
  wp_change_plan_update_cart: { run: () => me.post(mod('wp_change_plan_update_cart', { sku: plans[1].product_sku, service_type: 'prepaid' })) },
  'REST cart-page-summary_details': { run: () => me.read('cart-page-summary_details?page=&lang=en') },
  // the browser may confirm the quote the session holds (contract §4.5)
  whl_session_addItem: { ready: async () => (await me.get({ action: 'wp_get_quote_id' })).body.plan_quote_id,
    run: (round, quote) => me.post({ action: 'whl_session_addItem', key: 'plan_quote_id', value: quote }) },
  whl_session_removeItem: { run: () => me.post({ action: 'whl_session_removeItem', key: 'user_info' }) },
  wpb_esb_unreserve_number: { run: (round) => me.get({ action: 'wpb_esb_unreserve_number', selected_msisdn: number(round, 1) }) },
  wp_full_clear_cart: { run: () => me.post(mod('wp_full_clear_cart')) },
};

const samples = Object.fromEntries(Object.keys(calls).map((name) => [name, []]));
const failures = new Set();
for (let round = -5; round < rounds; round++) { // 5 warm-up rounds
  for (const [name, call] of Object.entries(calls)) {
    const prepared = await call.ready?.();
    const t = process.hrtime.bigint();
    const answer = await call.run(round + 5, prepared);
    if (round >= 0) samples[name].push(Number(process.hrtime.bigint() - t) / 1e6);
    if (answer?.status >= 400 || (answer?.body?.responseCode ?? 'success') !== 'success') failures.add(`${name}: ${answer.status} ${answer.body?.responseCode}`);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ping = median(samples['bare WordPress ajax ping']);
console.log(`Bridge latency, median of ${rounds} interleaved rounds (target ≤ 1.20× ping):`);
let over = 0;
for (const [name, xs] of Object.entries(samples)) {
  const ratio = median(xs) / ping;
  over += ratio > 1.2 ? 1 : 0;
  console.log(`  ${name.padEnd(32)} ${median(xs).toFixed(1).padStart(6)} ms   ${ratio.toFixed(2)}×${ratio > 1.2 ? '  over' : ''}`);
}
if (failures.size) console.log('Calls that did not answer success:', [...failures]);

// The race: 50 carts reserve one number at once.
const contested = free.at(-1);
const carts = await Promise.all(Array.from({ length: 50 }, shopper));
const tokens = await Promise.all(carts.map((c) => c.post({ action: 'whl_captcha_token', captcha_action: 'number_reservation' })));
const answers = await Promise.all(carts.map((c, i) => c.post(mod('wp_plan_add_to_cart', { msisdn: contested, sku: plans[0].product_sku, cart_update_flag: 'cart-not-clear',
  'captcha-response': tokens[i].body.token, service_type: 'prepaid', vanity_type: 'FREE', offer_type: '', sim_type: 'physical', activation: '' }))));
const codes = answers.reduce((acc, a) => ({ ...acc, [a.body?.responseCode]: (acc[a.body?.responseCode] ?? 0) + 1 }), {});
console.log(`Reservation race, 50 carts for ${contested}:`, codes);
await Promise.all(carts.map((c) => c.post(mod('wp_full_clear_cart'))));
host?.stop();
process.exitCode = over || failures.size ? 1 : 0;
