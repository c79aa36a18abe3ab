import { DEFAULT_DATA_UNIT, dataAllowance, voiceAllowance } from '../../../src/domain/allowance';

describe('000 §9 default data unit: GB when the plan names none (000 §3.3 custom_attribute)', () => {
  test.each([
    ['10', 'GB', { quota: '10', units: 'GB' }],
    ['500', 'MB', { quota: '500', units: 'MB' }],
    ['10', '', { quota: '10', units: 'GB' }],
    ['0.5', '', { quota: '0.5', units: 'GB' }],
    ['1.000', ' ', { quota: '1.000', units: 'GB' }],
    ['Unlimited', '', { quota: 'Unlimited', units: 'GB' }],
    ['0', '', { quota: '0', units: 'GB' }], // a quota of 0 is still a quota the plan states
    ['', 'GB', null],
    ['', '', null],
  ])('data %p %p → %p', (quota, units, expected) => {
    expect(dataAllowance(quota, units)).toEqual(expected);
  });

  test('the default is GB', () => expect(DEFAULT_DATA_UNIT).toBe('GB'));

  test.each([
    ['1000', 'Minutes', { quota: '1000', units: 'Minutes' }],
    ['Unlimited', 'Minutes', { quota: 'Unlimited', units: 'Minutes' }],
    ['', 'Minutes', null],
  ])('voice %p %p → %p (no default unit)', (quota, units, expected) => {
    expect(voiceAllowance(quota, units)).toEqual(expected);
  });
});
