import { reservationVerdict, saysHasBeenExpired } from '../../../src/domain/reservation-guard';

const NOW = 1_700_000_000_000;
const LIMIT = 900;

describe('000 §4.3 checks on the steps: the stored reservation time decides', () => {
  test.each([
    // order type, seconds since the hold started (null: number_blocked_time missing) → verdict
    ['prepaid', null, 'missing'],
    ['postpaid', null, 'missing'],
    ['port-in', null, 'missing'],
    ['', null, 'missing'],
    ['prepaid', 0, 'pass'],
    ['prepaid', 899, 'pass'],
    ['prepaid', 900, 'expired'],
    ['postpaid', 5000, 'expired'],
    ['devices', null, 'pass'],
    ['device-installment', null, 'pass'],
    ['device-only', null, 'pass'],
    ['devices', 5000, 'pass'],
  ] as const)('%p order, %p s in → %p', (orderType, elapsed, verdict) => {
    const blocked = elapsed === null ? null : NOW - elapsed * 1000;
    expect(reservationVerdict(orderType, blocked, LIMIT, NOW)).toBe(verdict);
  });

  test.each([
    ['personal-info', true],
    ['payment', true],
    ['delivery', false],
    ['cart', false],
  ] as const)("at %p the message reads 'The selected number has been expired...': %p", (step, hasBeen) => {
    expect(saysHasBeenExpired(step)).toBe(hasBeen);
  });
});
