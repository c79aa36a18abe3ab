// One cart across tabs (000 §2.8, §4.3; issue 11 "Cross-tab"): after a successful cart write (add,
// change of number, clear, release, placement) the store says "cart changed" to the shop's other
// tabs of the same browser; each refetches what it shows (the badge's count, the cart summary). One
// small message and no data: every tab asks the bridge itself, with its own session cookie. A tab
// never passes on what it received (it only reads), so there are no loops; a burst is coalesced.

/** The channel's name. */
export const CART_CHANNEL = 'whl_cart_changed';

/** How long a tab waits after a "cart changed" before refetching: a burst of changes is one refetch. */
export const CART_SYNC_DELAY_MS = 150;

type Channel = new (name: string) => { postMessage(message: unknown): void; onmessage: (() => void) | null };

/**
 * Listens for "cart changed" from the other tabs and answers the function that tells them, through
 * BroadcastChannel (a message never reaches its own sender). A browser without it (none the shop
 * supports) gets a no-op: its other tabs follow on their next load.
 */
export function openCartChannel(target: Window, onChange: () => void): () => void {
  const { BroadcastChannel } = target as Window & { BroadcastChannel?: Channel };
  if (!BroadcastChannel) return () => undefined;
  const channel = new BroadcastChannel(CART_CHANNEL);
  channel.onmessage = onChange;
  return () => channel.postMessage('cart_changed');
}
