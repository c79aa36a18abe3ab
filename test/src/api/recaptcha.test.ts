/**
 * @jest-environment jsdom
 */
import { captchaFor } from '../../../src/api/captcha';
import type { BridgeClient } from '../../../src/api/client';

type Fake = { ready: (f: () => void) => void; execute: jest.Mock };
const scripts = () => Array.from(document.head.querySelectorAll('script'));

describe('contract §5, 000 §6: a captcha token from Google reCAPTCHA v3', () => {
  const client = {} as BridgeClient; // the Sandbox's call is never made for this provider
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as unknown as { grecaptcha?: Fake }).grecaptcha;
  });

  test("loads Google's script once with the site key and executes each action", async () => {
    const execute = jest.fn((_key: string, { action }: { action: string }) => Promise.resolve(`token-for-${action}`));
    const captcha = captchaFor({ provider: 'recaptcha', siteKey: 'site key/1' }, client);
    const first = captcha('number_reservation');
    await new Promise((resolve) => setTimeout(resolve, 0)); // the provider's code loads on demand
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.src).toBe('https://www.google.com/recaptcha/api.js?render=site%20key%2F1');
    (window as unknown as { grecaptcha: Fake }).grecaptcha = { ready: (f) => f(), execute };
    scripts()[0]!.onload!(new Event('load'));
    await expect(first).resolves.toBe('token-for-number_reservation');
    await expect(captchaFor({ provider: 'recaptcha', siteKey: 'site key/1' }, client)('place_order')).resolves.toBe(
      'token-for-place_order',
    );
    expect(scripts()).toHaveLength(1);
    expect(execute).toHaveBeenCalledWith('site key/1', { action: 'place_order' });
  });

  test('a script that does not load (offline, blocked) is a failure, and the next action tries again', async () => {
    jest.resetModules(); // a page that has not loaded Google's script yet
    const fresh = jest.requireActual<{ captchaFor: typeof captchaFor }>('../../../src/api/captcha').captchaFor;
    const first = fresh({ provider: 'recaptcha', siteKey: 'k' }, client)('place_order');
    await new Promise((resolve) => setTimeout(resolve, 0));
    scripts()[0]!.onerror!(new Event('error'));
    await expect(first).rejects.toMatchObject({ code: 'failure' });
    expect(scripts()).toHaveLength(0);
    void fresh({ provider: 'recaptcha', siteKey: 'k' }, client)('place_order');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scripts()).toHaveLength(1);
  });
});
