// A shopper of the bridge over HTTP, as the widgets call it (contract §4): its own session (a
// tough-cookie jar: the session's rotation kept, and sent to every web node of the host, as a browser
// sends a host's cookies whatever the port), its nonce, the module actions, REST reads, captcha
// tokens, uploads, and the whole checkout up to a cart ready to place. Used by `npm run bench`, `npm run load`
// and the scale-out tests (test/scale/). `via(base)` is the same shopper on another web node.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CookieJar } from 'tough-cookie';

const repoRoot = join(import.meta.dirname, '../..');
/** The checkout's walk (its steps' sub-actions, captcha actions and fields), one with PHPUnit's (php-bridge/tests/Support/Checkout.php). */
const WALK = JSON.parse(readFileSync(join(repoRoot, 'test/fixtures/checkout/walk.json'), 'utf8'));
const json = async (r) => ({ status: r.status, headers: r.headers, body: await r.json().catch(() => null) });

/** A new shopper on `base`: its session and nonce from current-nonce. */
export async function shopper(base) {
  const state = { jar: new CookieJar(), nonce: '' };
  const me = client(base, state);
  state.nonce = (await me.send(`${base}/wp-json/wp-rest/v1/current-nonce?cart_hash=&notify_type=&lang=`)).body.data.current_nonce;
  return me;
}

function client(base, state) {
  const ajax = `${base}/wp-admin/admin-ajax.php`;
  const cookie = () => state.jar.getCookieStringSync(base);
  const send = async (url, init = {}) => {
    const res = await fetch(url, { ...init, headers: { cookie: await state.jar.getCookieString(url), ...init.headers } });
    await Promise.all(res.headers.getSetCookie().map((c) => state.jar.setCookie(c, url)));
    return json(res);
  };
  const form = (fields) => new URLSearchParams({ _ajax_nonce: state.nonce, ...fields });
  const self = {
    base,
    get nonce() {
      return state.nonce;
    },
    /** admin-ajax POST / GET with the nonce */
    post: (fields) => send(ajax, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form(fields) }),
    get: (fields) => send(`${ajax}?${form(fields)}`),
    /** a REST read of the bridge (`path` under wp-rest/v1/) */
    read: (path) => send(`${base}/wp-json/wp-rest/v1/${path}`, { headers: { 'X-WHL-Nonce': state.nonce } }),
    /** a module sub_action (contract §4) */
    mod: (sub_action, fields = {}, method = 'post') => self[method]({ action: 'wp_postpaid_prepaid_module', sub_action, ...fields }),
    captcha: async (action) => (await self.post({ action: 'whl_captcha_token', captcha_action: action })).body?.token ?? '',
    upload: async (file, type) => {
      const body = new FormData();
      body.set('action', 'wp_user_upload_document');
      body.set('_ajax_nonce', state.nonce);
      body.set('file', new Blob([readFileSync(join(repoRoot, 'test/fixtures/documents', file))], { type }), file);
      return (await send(ajax, { method: 'POST', body })).body?.common_directory_path;
    },
    /** The same shopper (session, nonce) calling another web node. */
    via: (other) => client(other, state),
    /** a fetch with the session's cookie (e.g. a page) */
    send,
    /** the session's Cookie header, for requests made by other tools (the load generator) */
    cookieHeader: cookie,
    setNonce: (nonce) => (state.nonce = nonce),
  };
  return self;
}

/** Prepaid plans of the catalogue and free numbers of the first one (contract §4.1, §4.2). */
export async function catalogue(base, size = 10) {
  const plans = (await (await fetch(`${base}/wp-json/wp-rest/v1/homepage-plans?lang=en`)).json()).plans.filter(
    (p) => p.service_type === 'prepaid',
  );
  const key = plans[0].url_key;
  const list = (n) =>
    `plan-details-numbers-list?type=url_key&key=${key}&vanity_level=&msisdn_pattern=*&page_size=${n}&page_index=1&lang=en`;
  const free = (await (await fetch(`${base}/wp-json/wp-rest/v1/${list(size)}`)).json()).response_numbers.free.map((n) => n.msisdn);
  return { sku: plans[0].product_sku, otherSku: plans[1].product_sku, key, list, free };
}

/** contract §4.4 the fields of an add to cart of a prepaid plan with a free number (a module sub_action). */
export const addToCartFields = (sku, msisdn, captcha, flag = 'cart-clear') => ({
  sub_action: 'wp_plan_add_to_cart',
  sku,
  service_type: 'prepaid',
  vanity_type: 'FREE',
  offer_type: '',
  sim_type: 'physical',
  activation: '',
  msisdn,
  cart_update_flag: flag,
  'captcha-response': captcha,
});

/** contract §4.4 add to cart of a prepaid plan with a free number. */
export const addToCart = (who, sku, msisdn, captcha, flag = 'cart-clear') => {
  const { sub_action: sub, ...fields } = addToCartFields(sku, msisdn, captcha, flag);
  return who.mod(sub, fields);
};

/**
 * A shopper walked through the checkout (000 §2.8–§2.10): the number in the cart, the personal
 * details with their documents, home delivery. Returns it and `placeOrder(token)`, a cash-on-delivery
 * placement (contract §4.15). `via` picks the web node of each step (round robin over `bases`).
 */
export async function checkedOutShopper(bases, sku, msisdn) {
  const [first, ...others] = Array.isArray(bases) ? bases : [bases];
  const me = await shopper(first);
  const at = (i) => (i === 0 ? me : me.via([first, ...others][i % (others.length + 1)]));
  const steps = [];
  steps.push((await addToCart(at(0), sku, msisdn, await me.captcha('number_reservation'))).body);
  const { personal: you, delivery: there, placeOrder: order } = WALK;
  const details = {
    ...you.details,
    // a customer of their own: open orders count as the customer's lines (contract §4.6, max_connections)
    customer_id: String(100000000 + randomInt(800000000)),
    user_phone_number: String(93000000 + randomInt(1000000)),
    sim_type: 'physical',
    income_proof_docs: '',
    ID_doc_front_image_path: await at(1).upload('id-front.jpg', 'image/jpeg'),
    ID_doc_back_image_path: await at(0).upload('id-back.png', 'image/png'),
  };
  const personal = await at(1).mod(you.subAction, {
    personal_details: JSON.stringify(details),
    captcha_token: await me.captcha(you.captcha),
  });
  steps.push(personal.body);
  if (personal.body?.current_nonce) me.setNonce(personal.body.current_nonce); // the rotated session's
  const address = there.homeAddress;
  const delivery = await at(0).mod(there.subAction, {
    delivery_details: JSON.stringify(address),
    delivery_type: address.delivery_type,
    captcha_token: await me.captcha(there.captcha),
  });
  steps.push(delivery.body);
  const placeOrder = (token, who = me) => who.mod(order.subAction, { ...order.fields, captcha_token: token, lang: 'en' });
  return { me, placeOrder, steps };
}
