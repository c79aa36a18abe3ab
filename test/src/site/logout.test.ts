import { logOut } from '../../../src/site/logout';
import { logout } from '../../../src/login/logout';
import type { SiteConfig } from '../../../src/site/config';
import { activate } from '../support/render';

jest.mock('../../../src/login/logout', () => ({ logout: jest.fn() }));
jest.mock('../../../src/shell/page', () => ({ bootPage: () => ({ getState: () => ({ env: { client: 'the client' } }) }) }));
const logoutCall = logout as jest.Mock;

const config = (lang: 'en' | 'ar'): SiteConfig => ({
  lang,
  site: { page: '', home: 'https://shop.example/?lang=ar', myOrders: '', fallbackImage: '', storeLocatorUrl: '' },
});

describe("000 §4.5, 001 §4.11 a theme's Log out button (contract §4.21)", () => {
  beforeEach(() => {
    document.body.innerHTML = '<button type="button" data-whl-logout>Log out</button>';
    logoutCall.mockReset();
  });

  test("logs out with the page's client, to the base URL in the page's language", async () => {
    logoutCall.mockResolvedValue({ ok: true, value: undefined });
    const button = document.querySelector('button')!;
    await logOut(button, config('ar'));
    expect(logoutCall).toHaveBeenCalledWith({ client: 'the client', window, homeUrl: 'https://shop.example/?lang=ar' });
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  test('a failure says so beside the button, which works again; a second failure says it once', async () => {
    activate('ar');
    logoutCall.mockResolvedValue({ ok: false, code: 'failure', fields: {} });
    const button = document.querySelector('button')!;
    await logOut(button, config('ar'));
    expect(button.disabled).toBe(false);
    expect(button.nextElementSibling!.getAttribute('role')).toBe('alert');
    expect(button.nextElementSibling!.textContent).toBe('تعذّر تسجيل خروجك. يُرجى المحاولة مرة أخرى.');
    await logOut(button, config('ar'));
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });
});
