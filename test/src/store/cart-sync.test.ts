import { fakeBridge, deferred } from '../support/fake-bridge';
import { testStore } from '../support/store';
import { cartSummary, currentNonce, emptyCart } from '../support/fixtures';
import { CART_CHANNEL, CART_SYNC_DELAY_MS } from '../../../src/store/cart-sync';

const SUMMARY = 'cart-page-summary_details';
const CLEAR = 'wp_postpaid_prepaid_module/wp_full_clear_cart';
const ADD = 'wp_postpaid_prepaid_module/wp_plan_add_to_cart';
const CHANGE = 'wp_postpaid_prepaid_module/wp_change_plan_number';

/** The browser's BroadcastChannel between the tabs of one test: every other instance of a name gets a message. */
class Bus {
  static open: Bus[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  posted: unknown[] = [];
  constructor(readonly name: string) {
    Bus.open.push(this);
  }
  postMessage(data: unknown) {
    this.posted.push(data);
    for (const other of Bus.open) {
      if (other !== this && other.name === this.name) other.onmessage?.(new MessageEvent('message', { data }));
    }
  }
  close() {
    Bus.open = Bus.open.filter((bus) => bus !== this);
  }
}

/** A tab: its own window (with or without BroadcastChannel), its own bridge answers, the shared localStorage. */
function tab(routes: Parameters<typeof fakeBridge>[0], broadcast = true) {
  const target = new EventTarget() as unknown as Window & { BroadcastChannel?: typeof Bus };
  if (broadcast) target.BroadcastChannel = Bus;
  const bridge = fakeBridge(routes);
  const page = testStore({ client: bridge.client, window: target });
  return { ...page, bridge, target };
}

const settle = async () => {
  await jest.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS + 10);
  await jest.advanceTimersByTimeAsync(0);
};

const reservation = { msisdn: '92345678', vanity_level: 'FREE', remaining_seconds: 900, limit_seconds: 900, expired: false };

beforeEach(() => {
  Bus.open = [];
  sessionStorage.clear();
  localStorage.clear();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
});
afterEach(() => jest.useRealTimers());

describe('issue 11 cross-tab / 000 §2.8: a cart write in one tab reaches the badge and the cart of the others', () => {
  test('a clear in tab A: tab B (a cart on screen) refetches its summary once and shows the empty cart; A does not refetch', async () => {
    const a = tab({ [CLEAR]: { body: { responseCode: 'success', redirection_url: '/empty-cart/', cart_items_count: 0 } } });
    const b = tab({ [SUMMARY]: [{ body: cartSummary(800) }, { body: emptyCart() }] });
    await b.store.getState().loadCart();
    expect(b.store.getState().cartCount).toBe(1);

    await a.store.getState().clearCart();
    await settle();

    expect(b.bridge.callsTo(SUMMARY)).toHaveLength(2);
    expect(b.store.getState().cartCount).toBe(0);
    expect(b.store.getState().cart).toMatchObject({ status: 'ready', data: { items: [] } });
    expect(a.bridge.calls.map((call) => call.key)).toEqual([CLEAR]);
    // no loop: B only read, so it said nothing back
    expect(Bus.open.find((bus) => bus !== Bus.open[0])?.posted).toEqual([]);
    expect(Bus.open[0]!.posted).toEqual(['cart_changed']);
  });

  test('an add in tab A: tab B with only the badge asks current-nonce for the count', async () => {
    const a = tab({ [ADD]: { body: { responseCode: 'success', quote_id: 'q', cart_items_count: 1, reservation } } });
    const b = tab({ 'current-nonce': [{ body: currentNonce('n1', 0) }, { body: currentNonce('n2', 1) }] });
    await b.store.getState().bootstrap();
    expect(b.store.getState().cartCount).toBe(0);

    const added = await a.store
      .getState()
      .addPlanToCart({ msisdn: '92345678', vanityLevel: 'FREE', sku: 'PRE-HALA-5', serviceType: 'prepaid', replaceCart: false });
    expect(added.ok).toBe(true);
    await settle();

    expect(b.bridge.callsTo('current-nonce')).toHaveLength(2);
    expect(b.store.getState().cartCount).toBe(1);
  });

  test('a number change in tab A: tab B shows the new number (its summary again)', async () => {
    const a = tab({ [CHANGE]: { body: { responseCode: 'success', cart_items_count: 1, reservation } } });
    const changed = cartSummary(900);
    changed.items[0] = { ...changed.items[0]!, msisdn: '92345678' };
    const b = tab({ [SUMMARY]: [{ body: cartSummary(800) }, { body: changed }] });
    await b.store.getState().loadCart();
    await a.store.getState().changeCartNumber({ msisdn: '92345678', vanityLevel: 'FREE', sku: 'PRE-HALA-5', serviceType: 'prepaid' });
    await settle();
    const cart = b.store.getState().cart;
    expect(cart.status === 'ready' && cart.data.items[0]?.msisdn).toBe('92345678');
  });

  test('a page that showed nothing of the cart asks nothing', async () => {
    const a = tab({ [CLEAR]: { body: { responseCode: 'success', redirection_url: '', cart_items_count: 0 } } });
    const b = tab({});
    await a.store.getState().clearCart();
    await settle();
    expect(b.bridge.calls).toEqual([]);
  });

  test('a failed write says nothing', async () => {
    const a = tab({ [CLEAR]: { status: 500, body: { responseCode: 'failure', message: 'failure' } } });
    tab({});
    await a.store.getState().clearCart();
    expect(Bus.open[0]!.posted).toEqual([]);
  });

  test('no refetch storm: a burst of changes is one refetch; changes during it are one more', async () => {
    const slow = deferred();
    const b = tab({ [SUMMARY]: [{ body: cartSummary(800) }, slow.handler, { body: cartSummary(700) }] });
    const a = tab({});
    await b.store.getState().loadCart();
    for (let i = 0; i < 5; i++) a.store.getState().announceCartChange();
    await settle();
    expect(b.bridge.callsTo(SUMMARY)).toHaveLength(2);
    for (let i = 0; i < 5; i++) a.store.getState().announceCartChange();
    await settle();
    expect(b.bridge.callsTo(SUMMARY)).toHaveLength(2); // still waiting for the first
    slow.release({ body: cartSummary(750) });
    await settle();
    expect(b.bridge.callsTo(SUMMARY)).toHaveLength(3);
    await settle();
    expect(b.bridge.callsTo(SUMMARY)).toHaveLength(3);
  });

  test('without BroadcastChannel a change is made as usual and no message is sent (the other tabs follow on their next load)', async () => {
    const a = tab({ [CLEAR]: { body: { responseCode: 'success', redirection_url: '', cart_items_count: 0 } } }, false);
    await expect(a.store.getState().clearCart()).resolves.toMatchObject({ ok: true });
    expect(a.store.getState().cartCount).toBe(0);
    expect(localStorage.getItem(CART_CHANNEL)).toBeNull();
  });
});

describe('issue 11: two widgets of one tab share the store', () => {
  test('the cart and the badge read one count: a clear shows 0 on both without a request', async () => {
    const page = tab({ [CLEAR]: { body: { responseCode: 'success', redirection_url: '', cart_items_count: 0 } } });
    page.store.setState({ cartCount: 1 });
    await page.store.getState().clearCart();
    expect(page.store.getState().cartCount).toBe(0);
    expect(page.bridge.calls).toHaveLength(1);
  });
});
