import type { StateCreator } from 'zustand/vanilla';
import type { BridgeClient } from '../api/client';
import type { CaptchaProvider } from '../api/captcha';
import type { BridgeErrorCode } from '../domain/response-codes';
import type { PageConfig } from '../schemas/config';
import type { SessionSlice } from './session-slice';
import type { ReservationSlice } from './reservation-slice';
import type { SelectionSlice } from './selection-slice';
import type { PurchaseActions, PurchaseState } from './purchase-slices';
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

/**
 * What every page's store holds: the purchase flow's state from the start, its actions only once a
 * checkout widget installed them (./purchase.ts), which the type says.
 */
export type ShopState = { env: PageEnv } & SessionSlice &
  ReservationSlice &
  SelectionSlice &
  CartSyncSlice &
  PurchaseState &
  Partial<PurchaseActions>;

/** A store whose purchase actions are installed (./index.ts hasPurchaseActions). */
export type PurchaseShopState = ShopState & PurchaseActions;

export type SliceCreator<Slice> = StateCreator<ShopState, [], [], Slice>;

/** One remote resource: what the hooks need to render loading, data and error states. */
export type Remote<T> =
  | { status: 'idle' }
  | { status: 'loading'; data?: T | undefined }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: BridgeErrorCode };

export const IDLE = { status: 'idle' } as const;
