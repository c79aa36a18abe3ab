// A page store for tests: every slice, a fake bridge, in-memory storages, a controllable URL.
import { createShopStore, setPageShopStore, type PurchaseStore } from '../../../src/store';
import { installPurchaseActions } from '../../../src/store/purchase';
import type { BridgeClient } from '../../../src/api/client';
import type { CaptchaProvider } from '../../../src/api/captcha';
import type { PageConfig } from '../../../src/schemas/config';
import { CONFIG } from './fixtures';

export interface TestPage {
  /** with the purchase actions, as a checkout widget's page has it */
  store: PurchaseStore;
  navigate: jest.Mock<void, [string]>;
  captcha: jest.Mock<Promise<string>, [string]>;
}

export function testStore(options: {
  client: BridgeClient;
  config?: PageConfig;
  url?: string;
  now?: () => number;
  captcha?: CaptchaProvider;
  sessionStorage?: Storage | null;
  localStorage?: Storage | null;
  window?: Window;
}): TestPage {
  const navigate = jest.fn<void, [string]>();
  let tokens = 0;
  const captcha = jest.fn<Promise<string>, [string]>(async () => `captcha-token-${++tokens}`);
  const created = createShopStore({
    config: options.config ?? CONFIG,
    client: options.client,
    captcha: options.captcha ?? captcha,
    now: options.now ?? (() => Date.now()),
    location: () => new URL(options.url ?? 'https://shop.example/'),
    navigate,
    sessionStorage: options.sessionStorage === undefined ? window.sessionStorage : options.sessionStorage,
    localStorage: options.localStorage === undefined ? window.localStorage : options.localStorage,
    ...(options.window ? { window: options.window } : {}),
  });
  // as the checkout widgets do when they are defined (src/checkout/define-checkout-widget.ts)
  const store = installPurchaseActions(created);
  setPageShopStore(store);
  return { store, navigate, captcha };
}
