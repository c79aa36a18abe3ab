// `npm run bench`: the median latency of every bridge call, reads and writes, as a ratio to a bare
// WordPress ajax ping measured in the same interleaved rounds (target ≤ 1.2×). Runs against
// WHL_BASE_URL when given, else starts its own host in .state/bench with the rate limits lifted.
// (The reservation race, many carts for one number, is PHPUnit's Ajax/ReservationRaceTest.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildWidgetsIfStale, ensureSystemPackages, repoRoot, startHost } from '../demo-host/lib/host.mjs';

const rounds = Number(process.env.WHL_BENCH_ROUNDS ?? 100);
const lifted = { rate_limits: { default: 100000 }, hold_limits: { per_session: 0, per_ip: 0 } };
const bench = { stateDir: join(repoRoot, '.state/bench'), httpPort: 8093, dbPort: 3393, quietServer: true, settings: lifted };
if (!process.env.WHL_BASE_URL) (ensureSystemPackages('demo'), buildWidgetsIfStale());
const host = process.env.WHL_BASE_URL ? null : await startHost(bench);
const base = process.env.WHL_BASE_URL ?? host.url;
const ajax = `${base}/wp-admin/admin-ajax.php`;
const rest = (path) => `${base}/wp-json/wp-rest/v1/${path}`;
const json = async (r) => ({ status: r.status, body: await r.json().catch(() => null) });

/** A shopper with its own session: `post`/`get` call admin-ajax, `read` a REST route. */
async function shopper() {
  const res = await fetch(rest('current-nonce?cart_hash=&notify_type=&lang='));
  const [cookie, nonce] = [res.headers.getSetCookie().map((c) => c.split(';')[0]), (await res.json()).data.current_nonce];
  const send = (url, init = {}) => fetch(url, { ...init, headers: { cookie: cookie.join('; '), ...init.headers } }).then(json);
  const form = (fields) => new URLSearchParams({ _ajax_nonce: nonce, ...fields });
  return {
    post: (fields) => send(ajax, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form(fields) }),
    get: (fields) => send(`${ajax}?${form(fields)}`),
    read: (path) => send(rest(path), { headers: { 'X-WHL-Nonce': nonce } }),
  };
}

const plans = (await (await fetch(rest('homepage-plans?lang=en'))).json()).plans.filter((p) => p.service_type === 'prepaid');
const [sku, otherSku, key] = [plans[0].product_sku, plans[1].product_sku, plans[0].url_key];
const list = (size) =>
  `plan-details-numbers-list?type=url_key&key=${key}&vanity_level=&msisdn_pattern=*&page_size=${size}&page_index=1&lang=en`;
const free = (await (await fetch(rest(list(10)))).json()).response_numbers.free.map((n) => n.msisdn);
// the last two free numbers are the checkouts' (the placed order, the race): the rounds cycle through the others
const number = (round, offset) => free[(2 * round + offset) % (free.length - 2)];
const me = await shopper();
/** admin-ajax's module action (contract §4): POST, or GET for the reads the widgets send as GET. */
const mod = (sub_action, fields = {}, method = 'post') => me[method]({ action: 'wp_postpaid_prepaid_module', sub_action, ...fields });
const token = async () => (await me.post({ action: 'whl_captcha_token', captcha_action: 'number_reservation' })).body.token;
const line = { sku, service_type: 'prepaid', vanity_type: 'FREE' };
const newLine = { ...line, offer_type: '', sim_type: 'physical', activation: '' };
const add = (msisdn, captcha) =>
  mod('wp_plan_add_to_cart', { ...newLine, msisdn, cart_update_flag: 'cart-clear', 'captcha-response': captcha });
const changeNumber = (msisdn, captcha) =>
  mod('wp_change_plan_number', { ...line, msisdn, method: 'change-number', 'captcha-response': captcha });
const search = { msisdn_pattern: '777', vanity_level: '', page_size: '3', page_index: '1', service_type: 'prepaid' };
const quoteId = async () => (await me.get({ action: 'wp_get_quote_id' })).body.plan_quote_id;

/**
 * A second shopper who placed an order (cash on delivery, contract §4.15), walked through the checkout
 * once before the rounds: its cookie follows the session's rotation at the personal step. Its calls
 * are the order's read path: a replayed placement and the thank-you read (contract §4.17).
 */
async function checkedOutShopper(msisdn) {
  const jar = new Map();
  const keep = (res) => res.headers.getSetCookie().forEach((c) => jar.set(...c.split(';')[0].split(/=(.*)/s).slice(0, 2)));
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const first = await fetch(rest('current-nonce?cart_hash=&notify_type=&lang='));
  keep(first);
  let nonce = (await first.json()).data.current_nonce;
  const send = async (url, init = {}) => {
    const res = await fetch(url, { ...init, headers: { cookie: cookie(), ...init.headers } });
    keep(res);
    return json(res);
  };
  const post = (fields) =>
    send(ajax, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _ajax_nonce: nonce, ...fields }),
    });
  const captcha = async (action) => (await post({ action: 'whl_captcha_token', captcha_action: action })).body.token;
  const upload = async (file, type) => {
    const body = new FormData();
    body.set('action', 'wp_user_upload_document');
    body.set('_ajax_nonce', nonce);
    body.set('file', new Blob([readFileSync(join(repoRoot, 'test/fixtures/documents', file))], { type }), file);
    return (await send(ajax, { method: 'POST', body })).body.common_directory_path;
  };
  const mod = (sub_action, fields) => post({ action: 'wp_postpaid_prepaid_module', sub_action, ...fields });
  const added = await mod('wp_plan_add_to_cart', {
    ...newLine,
    msisdn,
    cart_update_flag: 'cart-clear',
    'captcha-response': await captcha('number_reservation'),
  });
  const details = {
    user_email: 'bench@example.om',
    country_code: '968',
    user_phone_number: '91234567',
    nationality: 'OM',
    customer_id_type: '1',
    customer_id: '123456789',
    customer_id_expiry_date: '01/01/2035',
    customer_id_dob: '01/01/1990',
    user_first_name: 'Sara',
    middle_name: 'Ali',
    user_last_name: 'Al-Harthy',
    gender: 'female',
    sim_type: 'physical',
    income_proof_docs: '',
    ID_doc_front_image_path: await upload('id-front.jpg', 'image/jpeg'),
    ID_doc_back_image_path: await upload('id-back.png', 'image/png'),
  };
  const personal = await mod('wp_postpaid_prepaid_personal_infomation_capture', {
    personal_details: JSON.stringify(details),
    captcha_token: await captcha('personal_information_submit'),
  });
  nonce = personal.body?.current_nonce ?? nonce; // the rotated session's
  const address = {
    delivery_type: 'home_delivery',
    governorate: 'Muscat',
    wilayat: 'Bawshar',
    city: 'Al Khuwair',
    area: 'Al Khuwair North',
    pccode: '113',
    governorateid: '1',
    wilayaid: '12',
    localityid: '1201',
    apt_no: '12',
    way_no: '3041',
    landmark: 'Near the Grand Mall',
  };
  const delivery = await mod('wp_postpaid_prepaid_delivery_details_capture', {
    delivery_details: JSON.stringify(address),
    delivery_type: 'home_delivery',
    captcha_token: await captcha('delivery_details_submit'),
  });
  const placeOrder = async (token) =>
    mod('wp_postpaid_prepaid_place_order', { payment_method: 'cashondelivery', terms_accepted: '1', captcha_token: token, lang: 'en' });
  return { placeOrder, captcha, nonce, send, steps: [added.body, personal.body, delivery.body] };
}

/** A shopper whose order is placed: its replays and its thank-you read are the order's read path. */
async function placedShopper() {
  const { placeOrder, captcha, nonce, send, steps } = await checkedOutShopper(free[free.length - 1]);
  const placed = await placeOrder(await captcha('place_order'));
  const orderId = placed.body?.order_id;
  if (!orderId) throw new Error(`the bench's order was not placed: ${JSON.stringify([...steps, placed.body])}`);
  const pageUrl = `${base}/prepaid-thank-you/?orderid=${orderId}`;
  return {
    placeOrder,
    placeOrderToken: () => captcha('place_order'),
    thankYou: () =>
      send(`${ajax}?${new URLSearchParams({ action: 'wpb_thank_you_order_summary_details', page_url: pageUrl, lang: 'en' })}`, {
        headers: { 'X-WHL-Nonce': nonce },
      }),
  };
}
const buyer = await placedShopper();

/**
 * Issue 10: 20 placements of one cart at once (a double click, retries, tabs) make one order and get
 * 20 identical answers (contract §4.15); PHPUnit's PlaceOrderRaceTest proves the same in the suite.
 */
async function placementRace(n = 20) {
  const racer = await checkedOutShopper(free[free.length - 2]);
  const tokens = await Promise.all(Array.from({ length: n }, () => racer.captcha('place_order')));
  const answers = await Promise.all(tokens.map((token) => racer.placeOrder(token)));
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
  ['wp_plan_details', () => mod('wp_plan_details', { type: 'url_key', key }, 'get')],
  ['wp_search_numbers', () => mod('wp_search_numbers', search)],
  ['wp_FreeDeviceListing', () => mod('wp_FreeDeviceListing', { lang: 'en' }, 'get')],
  ['whl_session_getItem', () => me.get({ action: 'whl_session_getItem', key: 'plan_quote_id' })],
  ['wp_get_quote_id', () => me.get({ action: 'wp_get_quote_id' })],
  ['whl_captcha_token', () => token()],
  ['wp_js_error_logger', () => me.post({ action: 'wp_js_error_logger', msg: 'bench', url: base, line: '1' })],
  ['wp_plan_add_to_cart', (round, captcha) => add(number(round, 0), captcha), () => token()],
  ['wp_change_plan_number', (round, captcha) => changeNumber(number(round, 1), captcha), () => token()],
  ['wp_change_plan_update_cart', () => mod('wp_change_plan_update_cart', { sku: otherSku, service_type: 'prepaid' })],
  ['REST cart-page-summary_details', () => me.read('cart-page-summary_details?page=&lang=en')],
  ['whl_session_addItem', (round, quote) => me.post({ action: 'whl_session_addItem', key: 'plan_quote_id', value: quote }), quoteId],
  ['whl_session_removeItem', () => me.post({ action: 'whl_session_removeItem', key: 'user_info' })],
  ['wpb_esb_unreserve_number', (round) => me.get({ action: 'wpb_esb_unreserve_number', selected_msisdn: number(round, 1) })],
  ['wp_full_clear_cart', () => mod('wp_full_clear_cart')],
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
let over = 0;
console.log(`Bridge latency, median of ${rounds} interleaved rounds (target ≤ 1.20× ping):`);
for (const [name, xs] of samples) {
  const ratio = median(xs) / ping;
  over += ratio > 1.2 ? 1 : 0;
  console.log(`  ${name.padEnd(36)} ${median(xs).toFixed(1).padStart(6)} ms   ${ratio.toFixed(2)}×${ratio > 1.2 ? '  over' : ''}`);
}
if (failures.size) console.log('Calls that did not answer success:', [...failures]);

host?.stop();
process.exitCode = over || failures.size || !raceHeld ? 1 : 0;
