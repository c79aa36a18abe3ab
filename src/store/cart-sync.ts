// One cart across tabs (000 §2.8, §4.3; issue 11 "Cross-tab"): after a successful cart write (add,
// change of number, clear, release) the store says "cart changed" to the shop's other tabs of the
// same browser; each refetches what it shows (the badge's count, the cart summary). One small
// message and no data: every tab asks the bridge itself, with its own session cookie. A tab never
// passes on what it received (it only reads), so there are no loops; a burst is coalesced.

/** The channel's name, and the localStorage key of the fallback (a browser without BroadcastChannel). */
export const CART_CHANNEL = 'whl_cart_changed';

export interface CartChannel {
  /** tells the other tabs (never this one) that the cart changed */
  announce(): void;
  /** stops listening */
  close(): void;
}

interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

type ChannelConstructor = new (name: string) => ChannelLike;

/**
 * Opens the page's cart channel: BroadcastChannel where the browser has it, else a localStorage
 * key whose `storage` event reaches the other tabs (a write never fires it in its own tab).
 */
export function openCartChannel(target: Window, localStorage: Storage | null, onChange: () => void): CartChannel {
  const Channel = (target as unknown as { BroadcastChannel?: ChannelConstructor }).BroadcastChannel;
  if (typeof Channel === 'function') {
    try {
      const channel = new Channel(CART_CHANNEL);
      channel.onmessage = (event) => {
        if (event.data === 'cart_changed') onChange();
      };
      return {
        announce: () => {
          try {
            channel.postMessage('cart_changed');
          } catch {
            // a closed channel (the page is leaving): nothing to tell
          }
        },
        close: () => channel.close(),
      };
    } catch {
      // a channel the browser refuses (an opaque origin): the storage event below
    }
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_CHANNEL && event.newValue !== null && event.storageArea === localStorage) onChange();
  };
  target.addEventListener('storage', onStorage);
  let sent = 0;
  return {
    announce() {
      try {
        // a new value each time (the event fires only on a change); the key is not read back
        localStorage?.setItem(CART_CHANNEL, `${Date.now()}-${++sent}`);
      } catch {
        // blocked storage: the other tabs follow on their next load
      }
    },
    close: () => target.removeEventListener('storage', onStorage),
  };
}

/** How long a tab waits after a "cart changed" before refetching: a burst of changes is one refetch. */
export const CART_SYNC_DELAY_MS = 150;
