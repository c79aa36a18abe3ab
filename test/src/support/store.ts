// A page store for tests: every slice, a fake bridge, in-memory storages, a controllable URL.
import { createShopStore, setPageShopStore, type ShopStore } from '../../../src/store';
import { createSessionSlice } from '../../../src/store/session-slice';
import { createCatalogueSlice } from '../../../src/store/catalogue-slice';
import { createNumberSlice } from '../../../src/store/number-slice';
import { createReservationSlice } from '../../../src/store/reservation-slice';
import { createCartSlice } from '../../../src/store/cart-slice';
import { createAddToCartSlice } from '../../../src/store/add-to-cart-slice';
import { createFreeDeviceSlice } from '../../../src/store/free-device-slice';
import { createReservationEndSlice } from '../../../src/store/reservation-end-slice';
import type { BridgeClient } from '../../../src/api/client';
import type { CaptchaProvider } from '../../../src/api/captcha';
import type { PageConfig } from '../../../src/schemas/config';
import { CONFIG } from './fixtures';

export const ALL_SLICES = [createSessionSlice, createCatalogueSlice, createNumberSlice, createReservationSlice, createCartSlice, createAddToCartSlice, createReservationEndSlice, createFreeDeviceSlice];

export interface TestPage {
  store: ShopStore;
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
  const store = createShopStore(
    {
      config: options.config ?? CONFIG,
      client: options.client,
      captcha: options.captcha ?? captcha,
      now: options.now ?? (() => Date.now()),
      location: () => new URL(options.url ?? 'https://shop.example/'),
      navigate,
      sessionStorage: options.sessionStorage === undefined ? window.sessionStorage : options.sessionStorage,
      localStorage: options.localStorage === undefined ? window.localStorage : options.localStorage,
      ...(options.window ? { window: options.window } : {}),
    },
    ALL_SLICES,
  );
  setPageShopStore(store);
  return { store, navigate, captcha };
}
