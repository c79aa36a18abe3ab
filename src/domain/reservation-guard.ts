// 000 §4.3 checks on the steps: the personal-info, delivery and payment steps (and the cart) check
// the stored reservation time on load and on every next or back; device orders skip the checks.
import { reservationRemaining } from './reservation-timer';
import { DEVICE_TYPES } from './checkout';

export type GuardedStep = 'cart' | 'personal-info' | 'delivery' | 'payment';

/** pass, or why the 'number expired' popup shows */
export type GuardVerdict = 'pass' | 'missing' | 'expired';

/** 000 §4.3: device and device-installment orders (000 §3.2, device-only too) skip the checks. */
export function reservationVerdict(orderType: string, blockedTime: number | null, limitSeconds: number, now: number): GuardVerdict {
  if (DEVICE_TYPES.has(orderType)) return 'pass';
  if (blockedTime === null) return 'missing';
  return reservationRemaining(blockedTime, limitSeconds, now) > 0 ? 'pass' : 'expired';
}

/** 000 §4.3: at personal info and at payment the message reads 'The selected number has been expired...'. */
export const saysHasBeenExpired = (step: GuardedStep): boolean => step === 'personal-info' || step === 'payment';
