// ARCHITECTURE §2 / issue 7: the purchase slices' actions are stand-ins that load their code on first
// call (src/store/purchase.ts). A load that fails answers `failure`, like a call that cannot be
// made, and the next call tries again.
import type { PurchaseStore } from '../../../src/store';

describe('issue 7 purchase slices loaded on first use, by unit (the cart unit here)', () => {
  afterEach(() => {
    jest.dontMock('../../../src/store/cart-actions');
    jest.resetModules();
  });

  function storeWith(loadFails: { now: boolean }): PurchaseStore {
    jest.doMock('../../../src/store/cart-actions', () => {
      if (loadFails.now) throw new Error('chunk failed to load');
      return jest.requireActual<typeof import('../../../src/store/cart-actions')>('../../../src/store/cart-actions');
    });
    let store!: PurchaseStore;
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- a fresh module registry per store, so the chunk loads anew */
      const { testStore } = require('../support/store') as typeof import('../support/store');
      const { fakeBridge } = require('../support/fake-bridge') as typeof import('../support/fake-bridge');
      const { emptyCart } = require('../support/fixtures') as typeof import('../support/fixtures');
      /* eslint-enable @typescript-eslint/no-require-imports */
      store = testStore({ client: fakeBridge({ 'cart-page-summary_details': { body: emptyCart() } }).client }).store;
    });
    return store;
  }

  test('before the code is in, the state is there; a failed load answers failure, the next call loads and runs', async () => {
    const loadFails = { now: true };
    const store = storeWith(loadFails);
    expect(store.getState().cart).toEqual({ status: 'idle' });
    await expect(store.getState().loadCart()).resolves.toEqual({ ok: false, code: 'failure', fields: {} });
    expect(store.getState().cart).toEqual({ status: 'idle' });

    loadFails.now = false;
    await expect(store.getState().loadCart()).resolves.toEqual({ ok: true, value: undefined });
    expect(store.getState().cart.status).toBe('ready');
  });
});
