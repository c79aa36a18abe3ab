// Two web nodes (php-fpm) on one MariaDB behind nginx (demo-host/lib/web-nodes.mjs), as a shop scaled
// out runs: whichever node answers, a shopper's session, cart, reservation, documents and rate limits
// are the same, and the races that must have one winner have one across the nodes. Run by
// scripts/test-all.mjs with node's own test runner, on the cluster it starts (WHL_CLUSTER).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { addToCart, catalogue, checkedOutShopper, shopper } from '../../scripts/lib/shop-client.mjs';

const cluster = JSON.parse(process.env.WHL_CLUSTER ?? 'null');
if (!cluster) throw new Error('WHL_CLUSTER is not set: run the scale tests through npm test');
const [node1, node2] = cluster.nodeUrls;
const nodes = [node1, node2];

/** PHP with the cluster's WordPress loaded, arguments after the code. */
function wordpressPhp(code, args = []) {
  const php = `define('WP_INSTALLING', true); $_SERVER['HTTP_HOST'] = 'localhost'; require $argv[1] . '/wp-load.php'; ${code}`;
  return execFileSync('php', ['-r', php, cluster.wpDir, ...args], { encoding: 'utf8' });
}
const sql = (query, args = []) =>
  JSON.parse(
    wordpressPhp(
      `global $wpdb; echo json_encode($wpdb->get_results($wpdb->prepare(${JSON.stringify(query)}, ...array_slice($argv, 2)), ARRAY_A));`,
      args,
    ),
  );
const table = (name) => `${JSON.parse(wordpressPhp('global $wpdb; echo json_encode($wpdb->prefix);'))}whl_${name}`;

/** The node that answered, as the balancer names it. */
const nodeOf = (answer) => answer.headers.get('x-whl-web-node') ?? '';

// the plan and free numbers the tests use, each number by one test only
const shop = await catalogue(cluster.url, 20);

describe('issue 15, 000 §4.3, §4.4: a shopper is the same shopper on either web node', () => {
  it('the session, cart and reservation made through one node are read and changed through the other', async () => {
    const [number, other] = shop.free.splice(0, 2);
    const me = await shopper(node1);
    const added = await addToCart(me, shop.sku, number, await me.captcha('number_reservation'));
    assert.equal(added.body?.responseCode, 'success');
    assert.match(nodeOf(added), /node1/);

    const summary = await me.via(node2).read('cart-page-summary_details?page=&lang=en');
    assert.match(nodeOf(summary), /node2/);
    assert.equal(summary.body?.responseCode, 'success');
    assert.ok(JSON.stringify(summary.body).includes(number), 'the other node reads the number in the cart');

    const changed = await me.via(node2).mod('wp_change_plan_number', {
      sku: shop.sku,
      service_type: 'prepaid',
      vanity_type: 'FREE',
      msisdn: other,
      method: 'change-number',
      'captcha-response': await me.captcha('number_reservation'),
    });
    assert.equal(changed.body?.responseCode, 'success');
    const held = sql(`SELECT msisdn FROM ${table('number_holds')} WHERE msisdn IN (%s, %s)`, [number, other]).map((r) => r.msisdn);
    assert.deepEqual(held, [other], 'one hold, the new number, whichever node changed it');
    assert.equal((await me.via(node1).mod('wp_full_clear_cart')).body?.responseCode, 'success');
  });

  it('000 §5.5: documents uploaded through one node are taken by the personal step on the other; the checkout goes on node to node', async () => {
    const { steps } = await checkedOutShopper(nodes, shop.sku, shop.free.shift());
    assert.deepEqual(
      steps.map((s) => s?.responseCode),
      ['success', 'success', 'success'],
      JSON.stringify(steps),
    );
  });
});

describe('issue 15, 000 §4.3: races across the two nodes have one winner', () => {
  it('50 shoppers reserve one number at once, half through each node: exactly one holds it', async () => {
    const number = shop.free.shift();
    const racers = await Promise.all(Array.from({ length: 50 }, (_, i) => shopper(nodes[i % 2])));
    const tokens = await Promise.all(racers.map((r) => r.captcha('number_reservation')));
    const answers = await Promise.all(racers.map((r, i) => addToCart(r, shop.sku, number, tokens[i])));
    const codes = answers.map((a) => a.body?.responseCode);
    assert.equal(codes.filter((c) => c === 'success').length, 1, JSON.stringify(codes));
    assert.equal(codes.filter((c) => c === 'number_unavailable').length, 49, JSON.stringify(codes));
    assert.deepEqual(new Set(answers.map((a) => nodeOf(a).replace(/.*(node\d).*/, '$1'))), new Set(['node1', 'node2']));
    const holds = sql(`SELECT holder FROM ${table('number_holds')} WHERE msisdn = %s`, [number]);
    assert.equal(holds.length, 1);
    const [winner] = racers.filter((_, i) => codes[i] === 'success');
    assert.equal((await winner.mod('wp_full_clear_cart')).body?.responseCode, 'success');
  });

  it('contract §4.15: 20 placements of one cart at once, alternating nodes, make one order; every answer that is not refused by the rate limit is the same', async () => {
    const racer = await checkedOutShopper(nodes, shop.sku, shop.free.shift());
    const tokens = await Promise.all(Array.from({ length: 20 }, () => racer.me.captcha('place_order')));
    assert.equal(tokens.filter((t) => t !== '').length, 20, 'every placement has its captcha token');
    const answers = await Promise.all(tokens.map((t, i) => racer.placeOrder(t, racer.me.via(nodes[i % 2]))));
    // the order group allows 5 placements a session a minute: the others are told to wait (429)
    const limited = answers.filter((a) => a.status === 429 && a.body?.responseCode === 'rate_limited');
    const placed = answers.filter((a) => !limited.includes(a));
    assert.ok(placed.length >= 1 && placed.length <= 5, `${placed.length} answered`);
    const bodies = new Set(placed.map((a) => JSON.stringify(a.body)));
    assert.equal(bodies.size, 1, [...bodies].join('\n'));
    assert.equal(placed[0].body?.responseCode, 'success');
    const orderId = placed[0].body.order_id;
    const orders = sql(
      `SELECT o.increment_id FROM ${table('sbx_orders')} o JOIN ${table('sbx_orders')} mine ON mine.quote_masked_id = o.quote_masked_id
       WHERE mine.increment_id = %s`,
      [orderId],
    );
    assert.deepEqual(orders, [{ increment_id: orderId }], 'one order for the cart');
  });
});

describe('issue 15: rate limits count the calls of both nodes', () => {
  let saved;
  before(() => {
    saved = wordpressPhp(`echo json_encode(get_option('whl_bridge_settings'));`);
    wordpressPhp(
      `$s = get_option('whl_bridge_settings'); $s = is_array($s) ? $s : [];
       $s['rate_limits']['session'] = ['per_session' => 4, 'per_ip' => 0];
       update_option('whl_bridge_settings', $s);`,
    );
  });
  after(() => saved !== undefined && wordpressPhp(`update_option('whl_bridge_settings', json_decode($argv[2], true));`, [saved]));

  it('four session reads, two through each node, then a fifth is refused with 429 and Retry-After', async () => {
    const me = await shopper(node1);
    const read = (node) => me.via(node).get({ action: 'whl_session_getItem', key: 'plan_quote_id' });
    const answers = [await read(node1), await read(node2), await read(node1), await read(node2)];
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200, 200, 200],
    );
    const refused = await read(node1);
    assert.equal(refused.status, 429);
    assert.equal(refused.body?.responseCode, 'rate_limited');
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
  });
});
