import {
  afterExpiry,
  blockedTimeFromServer,
  EXPIRED_REDIRECT_MS,
  formatCountdown,
  isTouristPack,
  reservationClock,
  reservationRemaining,
} from '../../../src/domain/reservation-timer';

const NOW = 1_700_000_000_000;
const LIMIT = 900;

describe('000 §4.3 / §9 reservation countdown: red under 1 minute, text red at ≤ 5 s, expired at 0', () => {
  test.each([
    // seconds since the hold started → remaining, timer red, text red, expired
    [0, 900, false, false, false],
    [1, 899, false, false, false],
    [840, 60, false, false, false],
    [841, 59, true, false, false],
    [894, 6, true, false, false],
    [895, 5, true, true, false],
    [899, 1, true, true, false],
    [900, 0, true, true, true],
    [5000, 0, true, true, true],
  ])('%p s in: %p s left, timer red %p, text red %p, expired %p', (elapsed, remaining, timerRed, textRed, expired) => {
    expect(reservationClock(NOW - elapsed * 1000, LIMIT, NOW)).toEqual({ remaining, timerRed, textRed, expired });
  });

  test('a part-second left still shows as one second (expired only at 0)', () => {
    expect(reservationRemaining(NOW - 899_500, LIMIT, NOW)).toBe(1);
  });

  test('a missing number_blocked_time counts as expired', () => {
    expect(reservationClock(null, LIMIT, NOW)).toMatchObject({ remaining: 0, expired: true });
  });

  test('a start in the future never shows more than the limit', () => {
    expect(reservationRemaining(NOW + 60_000, LIMIT, NOW)).toBe(LIMIT);
  });
});

describe('contract §4.4 blockedTimeFromServer: number_blocked_time = now − (limit − remaining) × 1000', () => {
  test.each([
    [900, 900, NOW],
    [899, 900, NOW - 1000],
    [60, 900, NOW - 840_000],
    [0, 900, NOW - 900_000],
  ])('remaining %p of %p → %p', (remaining, limit, blocked) => {
    expect(blockedTimeFromServer(remaining, limit, NOW)).toBe(blocked);
  });

  test('counts down to the server expiry whatever the local clock says', () => {
    const skewedNow = NOW + 3_600_000; // browser clock an hour ahead
    const blocked = blockedTimeFromServer(120, LIMIT, skewedNow);
    expect(reservationRemaining(blocked, LIMIT, skewedNow)).toBe(120);
    expect(reservationRemaining(blocked, LIMIT, skewedNow + 61_000)).toBe(59);
  });
});

describe('000 §4.3 countdown text mm:ss', () => {
  test.each([
    [900, '15:00'],
    [899, '14:59'],
    [60, '01:00'],
    [59, '00:59'],
    [5, '00:05'],
    [0, '00:00'],
    [-3, '00:00'],
  ])('%p s → %p', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('contract §4.4 every page shows the same remaining time from the server’s answer (±1 s)', () => {
  test('two tabs with clocks minutes apart, answered a few hundred ms apart, show the same seconds', () => {
    // tab A asks at its 10:00:00.000 and hears 600 s left; tab B's clock is 7 min behind, it asks 0.4 s later and hears 600 s (same server second)
    const tabA = { now: NOW, blocked: blockedTimeFromServer(600, LIMIT, NOW) };
    const bNow = NOW - 420_000 + 400;
    const tabB = { now: bNow, blocked: blockedTimeFromServer(600, LIMIT, bNow) };
    for (const later of [0, 999, 1000, 30_500, 599_000]) {
      const a = reservationRemaining(tabA.blocked, LIMIT, tabA.now + later + 400);
      const b = reservationRemaining(tabB.blocked, LIMIT, tabB.now + later);
      expect(Math.abs(a - b)).toBeLessThanOrEqual(1);
    }
  });

  test('a reload re-reads the server: the count goes on from where it was, not from the limit', () => {
    const first = blockedTimeFromServer(600, LIMIT, NOW);
    const afterReload = blockedTimeFromServer(570, LIMIT, NOW + 30_000);
    expect(reservationRemaining(afterReload, LIMIT, NOW + 30_000)).toBe(570);
    expect(Math.abs(afterReload - first)).toBeLessThanOrEqual(1000);
  });

  test('a fractional limit (0.1 minute, 6 s) counts whole seconds to 0', () => {
    const blocked = blockedTimeFromServer(6, 6, NOW);
    expect([0, 1000, 5000, 5999, 6000].map((t) => reservationRemaining(blocked, 6, NOW + t))).toEqual([6, 5, 1, 1, 0]);
  });
});

describe('000 §4.3 on expiry: redirect for postpaid and prepaid, change-number for the tourist pack', () => {
  test.each([
    ['prepaid', '', 'redirect'],
    ['postpaid', '', 'redirect'],
    ['prepaid', 'fifa_tourist_pack', 'change-number'],
    ['prepaid', 'event_tourist_pack', 'change-number'],
    ['prepaid', 'tourist_pack_extra', 'redirect'],
    ['', '', 'none'],
    [null, null, 'none'],
  ])('service type %p, sub-category %p → %p', (serviceType, subCategory, action) => {
    expect(afterExpiry(serviceType, subCategory)).toBe(action);
  });

  test('the tourist pack is the {event}_tourist_pack sub-category (000 §3.2)', () => {
    expect(isTouristPack('fifa_tourist_pack')).toBe(true);
    expect(isTouristPack('')).toBe(false);
  });

  test('the redirect waits for the toast time, 5000 ms (000 §9)', () => {
    expect(EXPIRED_REDIRECT_MS).toBe(5000);
  });
});
