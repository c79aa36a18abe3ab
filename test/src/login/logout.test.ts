import { logout } from '../../../src/login/logout';
import { fakeClient } from '../support/fake-client';

describe('000 §4.5, 001 §4.11 logout (contract §4.21)', () => {
  it('fires the logout event, removes the session item, then goes to the base URL', async () => {
    const order: string[] = [];
    const { client, calls } = fakeClient([{}]);
    const assign = jest.fn(() => order.push('navigate'));
    const win = {
      dispatchEvent: (e: Event) => order.push(`event:${e.type}`),
      dataLayer: [] as unknown[],
      sessionStorage,
      location: { assign },
    } as unknown as Window & { dataLayer: unknown[] };
    sessionStorage.setItem('whl_current_ajax_nonce', 'old');
    await expect(logout({ client, window: win, homeUrl: 'https://shop.example/?lang=ar' })).resolves.toEqual({
      ok: true,
      value: undefined,
    });
    expect(order).toEqual(['event:logout', 'navigate']);
    expect(win.dataLayer).toEqual([{ event: 'logout' }]);
    expect(calls).toEqual([{ action: 'whl_session_removeItem', fields: { key: 'loggedin_user_info' } }]);
    expect(assign).toHaveBeenCalledWith('https://shop.example/?lang=ar');
    expect(sessionStorage.getItem('whl_current_ajax_nonce')).toBeNull();
  });

  it('a failed removal keeps the shopper on the page (the caller tells them)', async () => {
    const { client } = fakeClient([new Error('failure')]);
    const assign = jest.fn();
    const win = { dispatchEvent: () => true, sessionStorage, location: { assign } } as unknown as Window;
    await expect(logout({ client, window: win, homeUrl: '/' })).resolves.toMatchObject({ ok: false, code: 'failure' });
    expect(assign).not.toHaveBeenCalled();
  });
});
