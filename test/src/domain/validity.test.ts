import { validityOf } from '../../../src/domain/validity';

describe('000 §9 validity: multiples of 7 days in weeks, 1 day as 24 hours, otherwise days', () => {
  test.each([
    [1, { unit: 'hours', count: 24 }],
    [7, { unit: 'weeks', count: 1 }],
    [14, { unit: 'weeks', count: 2 }],
    [28, { unit: 'weeks', count: 4 }],
    [30, { unit: 'days', count: 30 }],
    [3, { unit: 'days', count: 3 }],
    [365, { unit: 'days', count: 365 }],
    [0, { unit: 'days', count: 0 }],
    [0.5, { unit: 'days', count: 0.5 }], // not a whole day: as given, never weeks or hours
    [21, { unit: 'weeks', count: 3 }],
  ])('%p days → %p', (days, expected) => {
    expect(validityOf(days)).toEqual(expected);
  });
});
