import { fakeBridge } from '../support/fake-bridge';
import { testStore } from '../support/store';
import { PERSISTED_KEYS } from '../../../src/store/persistence';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('000 §3.17 client-held values: the store maps onto the documented storage keys', () => {
  test('exactly the documented keys, in the documented storage', () => {
    expect(PERSISTED_KEYS.map(({ key, area }) => `${area}:${key}`).sort()).toEqual(
      [
        'local:number_blocked_time',
        'session:cart_item_type',
        'session:cart_merge_failure_popup',
        'session:currentSelectedNo',
        'session:currentSelectedNoLabel',
        'session:number_selected',
        'session:postpaid_prepaid_selected_plan',
        'session:product_service_type',
        'session:whl_current_ajax_nonce',
      ].sort(),
    );
  });

  test('a selected number is written as number_selected msisdn:…, currentSelectedNo and its label', () => {
    const { store } = testStore({ client: fakeBridge({}).client });
    store.getState().selectNumber({ msisdn: '91234567', label: 'SILVER' });
    expect(sessionStorage.getItem('number_selected')).toBe('msisdn:91234567');
    expect(sessionStorage.getItem('currentSelectedNo')).toBe('91234567');
    expect(sessionStorage.getItem('currentSelectedNoLabel')).toBe('SILVER');
    store.getState().clearSelection();
    expect(sessionStorage.getItem('number_selected')).toBeNull();
    expect(sessionStorage.getItem('currentSelectedNo')).toBeNull();
  });

  test('the nonce goes to whl_current_ajax_nonce, the reservation start to localStorage number_blocked_time', () => {
    const { store } = testStore({ client: fakeBridge({}).client, now: () => 1_000_000 });
    store.getState().setNonce('abc');
    store
      .getState()
      .applyReservation({ msisdn: '91234567', vanity_level: 'FREE', remaining_seconds: 890, limit_seconds: 900, expired: false });
    expect(sessionStorage.getItem('whl_current_ajax_nonce')).toBe('abc');
    expect(localStorage.getItem('number_blocked_time')).toBe(String(1_000_000 - 10_000));
    store.getState().clearReservation();
    expect(localStorage.getItem('number_blocked_time')).toBeNull();
  });

  test('a new page reads the values back (the store survives the page load)', () => {
    sessionStorage.setItem('whl_current_ajax_nonce', 'n1');
    sessionStorage.setItem('currentSelectedNo', '91234567');
    sessionStorage.setItem('currentSelectedNoLabel', 'FREE');
    sessionStorage.setItem('postpaid_prepaid_selected_plan', 'PRE-HALA-5');
    sessionStorage.setItem('product_service_type', 'prepaid');
    sessionStorage.setItem('cart_item_type', 'plan');
    localStorage.setItem('number_blocked_time', '1700000000000');
    const state = testStore({ client: fakeBridge({}).client }).store.getState();
    expect(state).toMatchObject({
      nonce: 'n1',
      selectedNumber: { msisdn: '91234567', label: 'FREE' },
      selectedPlanSku: 'PRE-HALA-5',
      productServiceType: 'prepaid',
      cartItemType: 'plan',
      blockedTime: 1700000000000,
    });
  });

  test.each([['not-a-number'], ['-5'], ['']])('a broken number_blocked_time %p reads as missing', (raw) => {
    localStorage.setItem('number_blocked_time', raw);
    expect(testStore({ client: fakeBridge({}).client }).store.getState().blockedTime).toBeNull();
  });

  test('blocked storage (private mode) does not break the store', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const { store } = testStore({ client: fakeBridge({}).client, sessionStorage: broken, localStorage: broken });
    expect(() => store.getState().selectNumber({ msisdn: '91234567', label: 'FREE' })).not.toThrow();
    expect(store.getState().selectedNumber?.msisdn).toBe('91234567');
  });

  test('no personal data: nothing else is written', () => {
    const { store } = testStore({ client: fakeBridge({}).client });
    store.getState().selectNumber({ msisdn: '91234567', label: 'FREE' });
    store.getState().setNonce('abc');
    expect(Object.keys(sessionStorage).sort()).toEqual([
      'currentSelectedNo',
      'currentSelectedNoLabel',
      'number_selected',
      'whl_current_ajax_nonce',
    ]);
  });
});

describe('000 §3.17 / ARCHITECTURE §2 tabs stay in sync through storage events (number_blocked_time)', () => {
  test('another tab’s reservation reaches this store; clearing it too', () => {
    const { store } = testStore({ client: fakeBridge({}).client, window });
    window.dispatchEvent(new StorageEvent('storage', { key: 'number_blocked_time', newValue: '1700000000000', storageArea: localStorage }));
    expect(store.getState().blockedTime).toBe(1700000000000);
    window.dispatchEvent(new StorageEvent('storage', { key: 'number_blocked_time', newValue: null, storageArea: localStorage }));
    expect(store.getState().blockedTime).toBeNull();
  });

  test('other keys and session storage events are ignored', () => {
    localStorage.setItem('number_blocked_time', '1700000000000');
    const { store } = testStore({ client: fakeBridge({}).client, window });
    window.dispatchEvent(new StorageEvent('storage', { key: 'countryLookup', newValue: 'x', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'number_blocked_time', newValue: '5', storageArea: sessionStorage }));
    expect(store.getState().blockedTime).toBe(1700000000000);
  });
});
