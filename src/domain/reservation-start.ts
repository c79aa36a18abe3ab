// Contract §4.4: the start of a number hold on this page's clock (the reservation slice of every
// purchase widget needs it; the countdown itself, ./reservation-timer, only the cart).

/**
 * Contract §4.4: number_blocked_time = now − (limit − remaining) × 1000, so every widget, tab and
 * reload counts down to the server's expiry whatever the browser clock says.
 */
export function blockedTimeFromServer(remainingSeconds: number, limitSeconds: number, now: number): number {
  const used = Math.max(0, limitSeconds - Math.max(0, remainingSeconds));
  return now - used * 1000;
}
