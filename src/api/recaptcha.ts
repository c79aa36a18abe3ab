// Google reCAPTCHA v3 (contract §5, docs/upstreams.md "Captcha"), loaded only on a site whose
// captcha port is on reCAPTCHA and only when an action first needs a token: Google's script with
// the site key, then one token per action. The bridge verifies it with the secret (siteverify).
import { BridgeError } from './client';
import type { CaptchaAction, CaptchaProvider } from './captcha';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** Google's script, once per page (every widget's calls share it). */
let loaded: Promise<Grecaptcha> | undefined;

export function recaptchaV3(siteKey: string, scriptUrl = 'https://www.google.com/recaptcha/api.js'): CaptchaProvider {
  const load = () =>
    (loaded ??= new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `${scriptUrl}?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => {
        const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
        if (g) g.ready(() => resolve(g));
        else reject(new BridgeError('failure'));
      };
      script.onerror = () => {
        loaded = undefined; // offline or blocked: the next try loads it again
        script.remove();
        reject(new BridgeError('failure'));
      };
      document.head.append(script);
    }));
  return async (action: CaptchaAction) => {
    const g = await load();
    try {
      return await g.execute(siteKey, { action });
    } catch (cause) {
      throw new BridgeError('failure', 0, {}, { cause });
    }
  };
}
