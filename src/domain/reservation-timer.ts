// 000 §4.3 / §9 number reservation countdown; contract §4.4 (the server's clock decides).

export interface ReservationClock {
  /** whole seconds left, never negative */
  remaining: number;
  /** the timer turns red under 1 minute */
  timerRed: boolean;
  /** the reservation text turns red at 5 seconds or less */
  textRed: boolean;
  expired: boolean;
}

export { blockedTimeFromServer } from './reservation-start';

export const TIMER_RED_BELOW_SECONDS = 60;
export const TEXT_RED_AT_SECONDS = 5;

/** Seconds left of a hold that started at `blockedTime` (epoch ms); a missing start counts as expired. */
export function reservationRemaining(blockedTime: number | null, limitSeconds: number, now: number): number {
  if (blockedTime === null || !Number.isFinite(blockedTime)) return 0;
  const left = Math.ceil((blockedTime + limitSeconds * 1000 - now) / 1000);
  return Math.max(0, Math.min(left, limitSeconds));
}

export function reservationClock(blockedTime: number | null, limitSeconds: number, now: number): ReservationClock {
  const remaining = reservationRemaining(blockedTime, limitSeconds, now);
  return {
    remaining,
    timerRed: remaining < TIMER_RED_BELOW_SECONDS,
    textRed: remaining <= TEXT_RED_AT_SECONDS,
    expired: remaining <= 0,
  };
}

/** 899 → "14:59" */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** 000 §4.3 / §9: after expiry the message stays for a toast's time (5000 ms), then the redirect. */
export const EXPIRED_REDIRECT_MS = 5000;

/** 000 §3.2: the tourist pack is the sub-category `{event}_tourist_pack`. */
export const isTouristPack = (subCategory: string | null | undefined): boolean => /_tourist_pack$/.test(subCategory ?? '');

export type ExpiryAction = 'redirect' | 'change-number' | 'none';

/**
 * 000 §4.3 on expiry: postpaid, and prepaid other than the tourist pack, go back to number
 * selection; the tourist pack gets a change-number control instead; other orders hold no number.
 */
export function afterExpiry(serviceType: string | null | undefined, subCategory: string | null | undefined): ExpiryAction {
  if (isTouristPack(subCategory)) return 'change-number';
  return serviceType === 'prepaid' || serviceType === 'postpaid' ? 'redirect' : 'none';
}
