import { offeredMethods, placementMethods, type PaymentOptions } from '../../../src/domain/payment-methods';
import fixture from '../../fixtures/rules/payment-methods.json';

// One table for the widget and the bridge (php-bridge/tests/Domain/PaymentMethodsTest.php).
interface Row {
  options: PaymentOptions;
  sim_type: string;
  nothing_due: boolean;
  offered: string[];
  placeable: string[];
}
const rows = (fixture.cases as Row[]).map((row) => [JSON.stringify(row.options), row.sim_type || '(none)', row.nothing_due, row] as const);

describe('000 §4.11 the payment methods offered and placeable, every row', () => {
  test.each(rows)('options %s, SIM %s, nothing due %s', (_options, _sim, _due, row) => {
    expect(offeredMethods(row.options, row.sim_type, row.nothing_due)).toEqual(row.offered);
    expect(placementMethods(row.options, row.sim_type, row.nothing_due)).toEqual(row.placeable);
  });

  test('0/1 as numbers read as the strings do (000 §3.6)', () => {
    expect(offeredMethods({ pay_online: 0, pay_later: 1, card_on_delivery: 0 }, 'physical')).toEqual(['cashondelivery']);
  });

  test('the table covers an eSIM, nothing due and each flag switched off', () => {
    const all = fixture.cases as Row[];
    expect(all.some((row) => row.sim_type === 'esim' && !row.nothing_due)).toBe(true);
    expect(all.some((row) => row.nothing_due)).toBe(true);
    for (const flag of ['pay_online', 'pay_later', 'card_on_delivery'] as const) {
      expect(all.some((row) => row.options[flag] === '0')).toBe(true);
    }
  });
});
