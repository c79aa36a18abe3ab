// `npm run bench`: the median latency of every bridge call, reads and writes, as a ratio to a bare
// WordPress ajax ping measured in the same interleaved rounds (target ≤ 1.2×). The shop's calls are
// answered first on wp_loaded and leave WordPress's set-up of pages (blocks, widgets) off their init
// (Http\FastPath), which the ping does not: each call's cost over the lightest shop call is printed
// too, the bridge's own work whatever WordPress costs around it. Runs against
// WHL_BASE_URL when given, else starts its own host in .state/bench with the rate limits lifted.
// (The reservation race, many carts for one number, is PHPUnit's Http/Ajax/ReservationRaceTest.)
import { join } from 'node:path';
import { buildWidgetsIfStale, ensureSystemPackages, repoRoot, startHost } from '../demo-host/lib/host.mjs';
import { addToCart, catalogue, checkedOutShopper, shopper } from './lib/shop-client.mjs';

const rounds = Number(process.env.WHL_BENCH_ROUNDS ?? 100);
const lifted = {
  rate_limits: { default: 100000 },
  hold_limits: { per_session: 0, per_customer: 0, per_ip: 0 },
  cod_limits: { per_customer: 0, per_ip: 0 },
};
const bench = { stateDir: join(repoRoot, '.state/bench'), httpPort: 8093, dbPort: 3393, quietServer: true, settings: lifted };
if (!process.env.WHL_BASE_URL) (ensureSystemPackages('demo'), buildWidgetsIfStale());
const host = process.env.WHL_BASE_URL ? null : await startHost(bench);
const base = process.env.WHL_BASE_URL ?? host.url;
const ajax = `${base}/wp-admin/admin-ajax.php`;

const { sku, otherSku, key, list, free } = await catalogue(base);
// the last two free numbers are the checkouts' (the placed order, the race): the rounds cycle through the others
const number = (round, offset) => free[(2 * round + offset) % (free.length - 2)];
const me = await shopper(base);
const token = () => me.captcha('number_reservation');
const line = { sku, service_type: 'prepaid', vanity_type: 'FREE' };
const add = (msisdn, captcha) => addToCart(me, sku, msisdn, captcha);
const changeNumber = (msisdn, captcha) =>
  me.mod('wp_change_plan_number', { ...line, msisdn, method: 'change-number', 'captcha-response': captcha });
const search = { msisdn_pattern: '777', vanity_level: '', page_size: '3', page_index: '1', service_type: 'prepaid' };
const quoteId = async () => (await me.get({ action: 'wp_get_quote_id' })).body.plan_quote_id;

/** A shopper whose order is placed: its replays and its thank-you read are the order's read path (contract §4.15, §4.17). */
async function placedShopper() {
  const { me: buyer, placeOrder, steps } = await checkedOutShopper(base, sku, free[free.length - 1]);
  const placed = await placeOrder(await buyer.captcha('place_order'));
  const orderId = placed.body?.order_id;
  if (!orderId) throw new Error(`the bench's order was not placed: ${JSON.stringify([...steps, placed.body])}`);
  const pageUrl = `${base}/prepaid-thank-you/?orderid=${orderId}`;
  return {
    placeOrder,
    placeOrderToken: () => buyer.captcha('place_order'),
    thankYou: () =>
      buyer.send(`${ajax}?${new URLSearchParams({ action: 'wpb_thank_you_order_summary_details', page_url: pageUrl, lang: 'en' })}`, {
        headers: { 'X-WHL-Nonce': buyer.nonce },
      }),
  };
}
const buyer = await placedShopper();

/**
 * Issue 10: 20 placements of one cart at once (a double click, retries, tabs) make one order and get
 * 20 identical answers (contract §4.15); PHPUnit's PlaceOrderRaceTest proves the same in the suite.
 */
async function placementRace(n = 20) {
  const racer = await checkedOutShopper(base, sku, free[free.length - 2]);
  const tokens = await Promise.all(Array.from({ length: n }, () => racer.me.captcha('place_order')));
  const answers = (await Promise.all(tokens.map((t) => racer.placeOrder(t)))).map((a) => ({ status: a.status, body: a.body }));
  const distinct = new Set(answers.map((answer) => JSON.stringify(answer)));
  const orders = new Set(answers.map((answer) => answer.body?.order_id));
  const ok = distinct.size === 1 && orders.size === 1 && answers[0].body?.responseCode === 'success';
  console.log(
    `Order placement race: ${n} parallel calls for one cart → ${orders.size} order(s) [${[...orders].join(', ')}], ` +
      `${distinct.size} distinct answer(s)${ok ? '' : '  FAILED'}`,
  );
  return ok;
}
const raceHeld = await placementRace();

/** Every call of the contract (§4, §7) in the order of a round: the cart is filled, changed, read, emptied. [name, run(round, readied), ready (untimed)] */
const calls = [
  ['bare WordPress ajax ping', () => fetch(ajax).then((r) => r.text())],
  ['REST current-nonce', () => me.read('current-nonce?cart_hash=&notify_type=&lang=en')],
  ['REST homepage-plans', () => me.read('homepage-plans?lang=en')],
  ['REST plan-details-numbers-list', () => me.read(list(3))],
  ['wpb_return_current_nonce', () => me.post({ action: 'wpb_return_current_nonce' })],
  ['wp_plan_details', () => me.mod('wp_plan_details', { type: 'url_key', key }, 'get')],
  ['wp_search_numbers', () => me.mod('wp_search_numbers', search)],
  ['wp_FreeDeviceListing', () => me.mod('wp_FreeDeviceListing', { lang: 'en' }, 'get')],
  ['whl_session_getItem', () => me.get({ action: 'whl_session_getItem', key: 'plan_quote_id' })],
  ['wp_get_quote_id', () => me.get({ action: 'wp_get_quote_id' })],
  ['whl_captcha_token', () => token()],
  ['wp_js_error_logger', () => me.post({ action: 'wp_js_error_logger', msg: 'bench', url: base, line: '1' })],
  ['wp_plan_add_to_cart', (round, captcha) => add(number(round, 0), captcha), () => token()],
  ['wp_change_plan_number', (round, captcha) => changeNumber(number(round, 1), captcha), () => token()],
  ['wp_change_plan_update_cart', () => me.mod('wp_change_plan_update_cart', { sku: otherSku, service_type: 'prepaid' })],
  ['REST cart-page-summary_details', () => me.read('cart-page-summary_details?page=&lang=en')],
  ['whl_session_addItem', (round, quote) => me.post({ action: 'whl_session_addItem', key: 'plan_quote_id', value: quote }), quoteId],
  ['whl_session_removeItem', () => me.post({ action: 'whl_session_removeItem', key: 'user_info' })],
  ['wpb_esb_unreserve_number', (round) => me.get({ action: 'wpb_esb_unreserve_number', selected_msisdn: number(round, 1) })],
  ['wp_full_clear_cart', () => me.mod('wp_full_clear_cart')],
  // the order's read path (contract §4.15, §4.17): a replay of a placed cart answers the order
  ['wp_postpaid_prepaid_place_order', (round, captcha) => buyer.placeOrder(captcha), () => buyer.placeOrderToken()],
  ['wpb_thank_you_order_summary_details', () => buyer.thankYou()],
];

const samples = new Map(calls.map(([name]) => [name, []]));
const failures = new Set();
for (let round = -5; round < rounds; round++) {
  for (const [name, run, ready] of calls) {
    const readied = await ready?.();
    const t = process.hrtime.bigint();
    const answer = await run(round + 5, readied);
    if (round >= 0) samples.get(name).push(Number(process.hrtime.bigint() - t) / 1e6); // 5 rounds of warm-up
    const code = answer?.body?.responseCode ?? 'success';
    if (answer?.status >= 400 || code !== 'success') failures.add(`${name}: ${answer.status} ${code}`);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ping = median(samples.get('bare WordPress ajax ping'));
// The shop's calls skip WordPress's page work (scripts/bench.mjs's header): what each one costs over the
// lightest of them is the bridge's own work, shown beside the ratio the target is set on.
const lightest = Math.min(...[...samples].slice(1).map(([, xs]) => median(xs)));
let over = 0;
console.log(`Bridge latency, median of ${rounds} interleaved rounds (target ≤ 1.20× ping; own work = over the lightest call):`);
for (const [name, xs] of samples) {
  const ratio = median(xs) / ping;
  over += ratio > 1.2 ? 1 : 0;
  const own = name === 'bare WordPress ajax ping' ? '' : `   +${(median(xs) - lightest).toFixed(1)} ms own`;
  console.log(`  ${name.padEnd(36)} ${median(xs).toFixed(1).padStart(6)} ms   ${ratio.toFixed(2)}×${own}${ratio > 1.2 ? '  over' : ''}`);
}
if (failures.size) console.log('Calls that did not answer success:', [...failures]);

host?.stop();
process.exitCode = over || failures.size || !raceHeld ? 1 : 0;
