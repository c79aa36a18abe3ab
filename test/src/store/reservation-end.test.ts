import { deferred, fakeBridge } from '../support/fake-bridge';
import { testStore } from '../support/store';
import { reservation } from '../support/fixtures';
import { reservationClock } from '../../../src/domain/reservation-timer';

const NOW = 1_700_000_000_000;
const CLEAR = 'wp_postpaid_prepaid_module/wp_full_clear_cart';
const UNRESERVE = 'wpb_esb_unreserve_number';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** A second tab: the same localStorage, its own window for `storage` events. */
function otherTab(client = fakeBridge({}).client) {
  const target = new EventTarget() as unknown as Window;
  const tab = testStore({ client, now: () => NOW, window: target });
  /** what the browser does in the other tab when this one writes localStorage */
  const deliver = (key: string) =>
    target.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key), storageArea: localStorage }));
  return { ...tab, deliver };
}

describe('000 §4.2 clearing the cart removes the stored cart keys and the reservation time', () => {
  test('wp_full_clear_cart, then every cart and number key goes, the badge count follows the bridge', async () => {
    const bridge = fakeBridge({ [CLEAR]: { body: { responseCode: 'success', redirection_url: '/empty-cart/', cart_items_count: 0 } } });
    const { store } = testStore({ client: bridge.client, now: () => NOW });
    store.getState().applyReservation(reservation(600));
    store.getState().selectNumber({ msisdn: '91234567', label: 'FREE' });
    store.setState({ selectedPlanSku: 'PRE-HALA-5', productServiceType: 'prepaid', cartItemType: 'plan', cartCount: 1 });
    sessionStorage.setItem('allcartitems', '[]');
    sessionStorage.setItem('current_cart_details', '{}');

    await expect(store.getState().clearCart()).resolves.toEqual({ ok: true, value: '/empty-cart/' });

    expect(bridge.callsTo(CLEAR)).toHaveLength(1);
    expect(store.getState()).toMatchObject({
      blockedTime: null,
      reservedMsisdn: null,
      selectedNumber: null,
      selectedPlanSku: null,
      cartCount: 0,
    });
    expect(localStorage.getItem('number_blocked_time')).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  test('a failed clear changes nothing (its code goes to the caller)', async () => {
    const bridge = fakeBridge({ [CLEAR]: { status: 500, body: { responseCode: 'failure' } } });
    const { store } = testStore({ client: bridge.client, now: () => NOW });
    store.getState().applyReservation(reservation(600));
    await expect(store.getState().clearCart()).resolves.toEqual({ ok: false, code: 'failure', fields: {} });
    expect(localStorage.getItem('number_blocked_time')).toBe(String(NOW - 300_000));
  });
});

describe('000 §4.3 ending a reservation: reset-timer and placing the order', () => {
  test('reset releases the reserved number on the server and clears the blocked time', async () => {
    const bridge = fakeBridge({ [UNRESERVE]: { body: { responseCode: 'success' } } });
    const { store } = testStore({ client: bridge.client, now: () => NOW });
    store.getState().applyReservation(reservation(600));
    await store.getState().resetReservation();
    expect(bridge.callsTo(UNRESERVE).map((call) => call.fields)).toEqual([{ selected_msisdn: '91234567' }]);
    expect(localStorage.getItem('number_blocked_time')).toBeNull();
  });

  test('the hold ends in the store once the bridge has released the number, so a cart reloading then finds it free', async () => {
    const unreserve = deferred();
    const bridge = fakeBridge({ [UNRESERVE]: unreserve.handler });
    const { store } = testStore({ client: bridge.client, now: () => NOW });
    store.getState().applyReservation(reservation(600));
    const reset = store.getState().resetReservation();
    await Promise.resolve(); // the purchase slices load, then the call goes out
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bridge.callsTo(UNRESERVE)).toHaveLength(1);
    expect(store.getState().blockedTime).not.toBeNull(); // still held while the bridge answers
    unreserve.release({ body: { responseCode: 'success' } });
    await reset;
    expect(store.getState().blockedTime).toBeNull();
    expect(localStorage.getItem('number_blocked_time')).toBeNull();
  });

  test('on a fresh page the stored number (currentSelectedNo) is the one released', async () => {
    sessionStorage.setItem('currentSelectedNo', '97654321');
    sessionStorage.setItem('currentSelectedNoLabel', 'GOLD');
    localStorage.setItem('number_blocked_time', String(NOW));
    const bridge = fakeBridge({ [UNRESERVE]: { body: { responseCode: 'success' } } });
    const { store } = testStore({ client: bridge.client, now: () => NOW });
    await store.getState().resetReservation();
    expect(bridge.callsTo(UNRESERVE)[0]!.fields).toEqual({ selected_msisdn: '97654321' });
    expect(store.getState().blockedTime).toBeNull();
  });

  test('with no number stored, reset only clears the time', async () => {
    localStorage.setItem('number_blocked_time', String(NOW));
    const bridge = fakeBridge({});
    const { store } = testStore({ client: bridge.client, now: () => NOW });
    await store.getState().resetReservation();
    expect(bridge.calls).toEqual([]);
    expect(localStorage.getItem('number_blocked_time')).toBeNull();
  });

  test('placing the order removes number_blocked_time without releasing the number', () => {
    const bridge = fakeBridge({});
    const { store } = testStore({ client: bridge.client, now: () => NOW });
    store.getState().applyReservation(reservation(600));
    store.getState().orderPlaced();
    expect(localStorage.getItem('number_blocked_time')).toBeNull();
    expect(bridge.calls).toEqual([]);
  });
});

describe('000 §3.17 / contract §4.4 two tabs (two store instances) keep one reservation time through storage events', () => {
  test('the tab that reserves sets the time; the other tab counts the same seconds', () => {
    const tabB = otherTab();
    const tabA = testStore({ client: fakeBridge({}).client, now: () => NOW });
    tabA.store.getState().applyReservation(reservation(420));
    tabB.deliver('number_blocked_time');
    const a = tabA.store.getState();
    const b = tabB.store.getState();
    expect(b.blockedTime).toBe(a.blockedTime);
    expect(reservationClock(b.blockedTime, b.limitSeconds, NOW + 5000).remaining).toBe(
      reservationClock(a.blockedTime, a.limitSeconds, NOW + 5000).remaining,
    );
    expect(reservationClock(b.blockedTime, b.limitSeconds, NOW).remaining).toBe(420);
  });

  test('clearing the cart in one tab ends the reservation in the other', async () => {
    const tabB = otherTab();
    tabB.store.getState().applyReservation(reservation(420));
    const tabA = testStore({
      client: fakeBridge({ [CLEAR]: { body: { responseCode: 'success', redirection_url: '/empty-cart/', cart_items_count: 0 } } }).client,
      now: () => NOW,
    });
    expect(tabA.store.getState().blockedTime).toBe(tabB.store.getState().blockedTime); // read from storage at load
    await tabA.store.getState().clearCart();
    tabB.deliver('number_blocked_time');
    expect(tabB.store.getState().blockedTime).toBeNull();
  });

  test('a reset in one tab ends the reservation in the other', async () => {
    const tabB = otherTab();
    const tabA = testStore({ client: fakeBridge({ [UNRESERVE]: { body: { responseCode: 'success' } } }).client, now: () => NOW });
    tabA.store.getState().applyReservation(reservation(420));
    tabB.deliver('number_blocked_time');
    expect(tabB.store.getState().blockedTime).not.toBeNull();
    await tabA.store.getState().resetReservation();
    tabB.deliver('number_blocked_time');
    expect(tabB.store.getState().blockedTime).toBeNull();
  });
});
