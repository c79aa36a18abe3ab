// 000 §4.3 number reservation; contract §4.4 (the countdown follows the server's remaining time).
import { blockedTimeFromServer } from '../domain/reservation-start';
import type { ReservationOutput } from '../schemas/cart';
import type { SliceCreator } from './types';

export interface ReservationSlice {
  /** epoch ms the hold started, as the server sees it (localStorage number_blocked_time) */
  blockedTime: number | null;
  /** the hold's length; the server's limit_seconds once known, else the configured minutes */
  limitSeconds: number;
  reservedMsisdn: string | null;
  applyReservation(reservation: ReservationOutput): void;
  clearReservation(): void;
  /** 000 §4.3: placing the order removes number_blocked_time (the order now owns the number); the other tabs refetch. */
  orderPlaced(): void;
}

export const createReservationSlice: SliceCreator<ReservationSlice> = (set, get) => ({
  blockedTime: null,
  limitSeconds: 0,
  reservedMsisdn: null,
  applyReservation(reservation) {
    const now = get().env.now();
    set({
      blockedTime: reservation.expired ? null : blockedTimeFromServer(reservation.remaining_seconds, reservation.limit_seconds, now),
      limitSeconds: reservation.limit_seconds,
      reservedMsisdn: reservation.msisdn,
    });
  },
  clearReservation: () => set({ blockedTime: null, reservedMsisdn: null }),
  orderPlaced() {
    set({ blockedTime: null, reservedMsisdn: null });
    get().announceCartChange(); // contract §4.15: the cart is let go; the other tabs' badge follows
  },
});
