// 000 §2.8 the cart's summary (contract §4.6): loads may overlap (a retried nonce, a refetch after the
// login's merge or another tab's change); the page shows the latest one's answer, never an older one
// that came back later.
import { fakeBridge, type Reply } from '../support/fake-bridge';
import { testStore } from '../support/store';
import { cartSummary, emptyCart } from '../support/fixtures';

describe('000 §2.8 cart summary loads', () => {
  test('an earlier load answering after a later one is not shown', async () => {
    let answerFirst!: (reply: Reply) => void;
    const first = new Promise<Reply>((resolve) => (answerFirst = resolve));
    const { client } = fakeBridge({ 'cart-page-summary_details': [() => first, { body: emptyCart() }] });
    const { store } = testStore({ client });
    const older = store.getState().loadCart();
    await store.getState().loadCart(); // the later load: the cart is empty now
    expect(store.getState().cart).toMatchObject({ status: 'ready', data: { items: [] } });
    answerFirst({ body: cartSummary(600) }); // the older answer, with an item, comes back last
    await older;
    expect(store.getState().cart).toMatchObject({ status: 'ready', data: { items: [] } });
    expect(store.getState().cartCount).toBe(0);
  });
});
