import { mergeAfterLogin, MERGE_REFUSED } from '../../../src/login/merge';
import { fakeClient } from '../support/fake-client';

describe('000 §4.5, §3.17 the cart merge after login (contract §4.21)', () => {
  beforeEach(() => sessionStorage.clear());

  it("asks 'no' first, then merges with 'yes' and records the spec's flags", async () => {
    const { client, calls } = fakeClient([
      { status: true, message: '', cart_items_count: 1, cart_merge: 'pending' },
      { status: true, message: '', cart_items_count: 1, cart_merge: 'done' },
    ]);
    await expect(mergeAfterLogin(client, sessionStorage)).resolves.toEqual({ ok: true, value: { merged: true, refused: false, count: 1 } });
    expect(calls.map((c) => c.fields['post_action'])).toEqual(['no', 'yes']);
    expect(calls.every((c) => c.action === 'wpb_create_b2c_customerTokenAndCartMerge')).toBe(true);
    expect(sessionStorage.getItem('cart_merge_done')).toBe('true');
    expect(sessionStorage.getItem('cart_merge_item_exists')).toBe('false');
  });

  it("stops at 'no' when the account already has items: the failure popup's flag, no 'yes'", async () => {
    const { client, calls } = fakeClient([{ status: false, message: MERGE_REFUSED, cart_items_count: 1, cart_merge: 'done' }]);
    await expect(mergeAfterLogin(client, sessionStorage)).resolves.toEqual({ ok: true, value: { merged: false, refused: true, count: 1 } });
    expect(calls).toHaveLength(1);
    expect(sessionStorage.getItem('cart_merge_item_exists')).toBe('true');
  });

  it("a 'yes' refused because another tab filled the account is the same failure", async () => {
    const { client } = fakeClient([
      { status: true, message: '' },
      { status: false, message: MERGE_REFUSED, cart_items_count: 1 },
    ]);
    await expect(mergeAfterLogin(client, sessionStorage)).resolves.toMatchObject({ value: { refused: true } });
    expect(sessionStorage.getItem('cart_merge_item_exists')).toBe('true');
  });

  it('a failed call is answered and records nothing (the next page asks again)', async () => {
    const { client } = fakeClient([new Error('failure')]);
    await expect(mergeAfterLogin(client, sessionStorage)).resolves.toEqual({ ok: false, code: 'failure', fields: {} });
    expect(sessionStorage.getItem('cart_merge_done')).toBeNull();
  });

  it('storage that refuses writes does not stop the merge', async () => {
    const refusing = {
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as Storage;
    const { client } = fakeClient([
      { status: true, message: '' },
      { status: true, message: '', cart_items_count: 2 },
    ]);
    await expect(mergeAfterLogin(client, refusing)).resolves.toEqual({ ok: true, value: { merged: true, refused: false, count: 2 } });
  });
});
