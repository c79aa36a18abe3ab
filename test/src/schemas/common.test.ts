import * as v from 'valibot';
import { OmrSchema } from '../../../src/schemas/common';

describe('contract §4 money fields: OMR strings become integer baisa', () => {
  test.each([
    ['5.250', 5250],
    ['0.000', 0],
    ['12', 12000],
  ])('%p → %p', (text, baisa) => {
    expect(v.parse(OmrSchema, text)).toBe(baisa);
  });

  test.each([5.25, '5,250', 'free', null])('%p is refused', (value) => {
    expect(v.safeParse(OmrSchema, value).success).toBe(false);
  });
});
