import { osFilterRule } from '../../../src/domain/device-filters';

describe('000 §2.6 the OS filter follows the brands', () => {
  test.each([
    ['no brand, on load', [], false, { iosEnabled: false, clearOs: false }],
    ['Samsung ticked', ['samsung'], true, { iosEnabled: false, clearOs: false }],
    ['Apple ticked alone', ['apple'], true, { iosEnabled: true, clearOs: true }],
    ['Apple alone, from the URL (no brand change)', ['apple'], false, { iosEnabled: true, clearOs: false }],
    ['Apple and Samsung', ['samsung', 'apple'], true, { iosEnabled: true, clearOs: false }],
    ['Samsung unticked, Apple left alone', ['apple'], true, { iosEnabled: true, clearOs: true }],
    ['Apple unticked', ['samsung'], true, { iosEnabled: false, clearOs: false }],
  ])('%s', (_name, brands, changed, expected) => {
    expect(osFilterRule(brands, changed)).toEqual(expected);
  });
});
