import type { StateCreator } from 'zustand/vanilla';
import type { BridgeClient } from '../api/client';
import type { CaptchaProvider } from '../api/captcha';
import type { BridgeErrorCode } from '../domain/response-codes';
import type { PageConfig } from '../schemas/config';
import type { SessionSlice } from './session-slice';
import type { NumberSlice } from './number-slice';
import type { ReservationSlice } from './reservation-slice';
import type { CartSlice } from './cart-slice';
import type { AddToCartSlice } from './add-to-cart-slice';
import type { FreeDeviceSlice } from './free-device-slice';
import type { ReservationEndSlice } from './reservation-end-slice';
import type { SelectionSlice } from './selection-slice';
import type { CartSyncSlice } from './cart-sync-slice';
import type { Storages } from './persistence';

/** What the store needs from the page; tests pass their own. */
export interface PageEnv extends Storages {
  config: PageConfig;
  client: BridgeClient;
  /** captcha token source; by default the provider the configuration names (contract §5) */
  captcha?: CaptchaProvider | undefined;
  now(): number;
  /** the page URL (query parameters such as plan, method, cart) */
  location(): URL;
  navigate(url: string): void;
  /** tells the shop's other tabs that the cart changed (./cart-sync.ts); absent: a page alone (tests, no window) */
  cartChanged?: (() => void) | undefined;
}

export type ShopState = { env: PageEnv } & SessionSlice &
  NumberSlice &
  ReservationSlice &
  CartSlice &
  AddToCartSlice &
  FreeDeviceSlice &
  ReservationEndSlice &
  SelectionSlice &
  CartSyncSlice;

export type SliceCreator<Slice> = StateCreator<ShopState, [], [], Slice>;

/** One remote resource: what the hooks need to render loading, data and error states. */
export type Remote<T> =
  | { status: 'idle' }
  | { status: 'loading'; data?: T | undefined }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: BridgeErrorCode };

export const IDLE = { status: 'idle' } as const;
