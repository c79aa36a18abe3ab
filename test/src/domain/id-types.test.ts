import { idTypeOptions, type IdTypeQuestion } from '../../../src/domain/id-types';
import fixture from '../../fixtures/rules/id-types.json';

// One table for the widget and the bridge (php-bridge/tests/Domain/IdTypesTest.php).
const rows = fixture.cases as [IdTypeQuestion, number[], string][];

describe('000 §5.4 ID type options by nationality, every row', () => {
  test.each(rows.map(([question, expected, name]) => [name, question, expected] as const))('%s', (_name, question, expected) => {
    expect(idTypeOptions(question)).toEqual(expected);
  });

  test('the table covers every order-type family and every kind of nationality', () => {
    expect(new Set(rows.map(([question]) => question.orderType))).toEqual(
      new Set(['postpaid', 'home_internet', 'port-in', 'prepaid', 'device-installment', 'migration', 'sim_reactivation', 'devices']),
    );
    expect(new Set(rows.map(([question]) => question.nationality))).toEqual(new Set(['', 'OM', 'SA', 'AE', 'IN']));
  });
});
