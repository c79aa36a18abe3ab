// 000 §2.6 the device filters: the OS filter's iOS option is enabled only when Apple is among the
// selected brands, and when Apple becomes the only selected brand the OS checkboxes are unchecked.

const APPLE = 'apple';

/** What the OS filter does after the brands are `brands`; `brandChanged`: a brand box was just ticked or unticked. */
export function osFilterRule(brands: readonly string[], brandChanged: boolean): { iosEnabled: boolean; clearOs: boolean } {
  return { iosEnabled: brands.includes(APPLE), clearOs: brandChanged && brands.length === 1 && brands[0] === APPLE };
}
