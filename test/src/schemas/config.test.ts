import * as v from 'valibot';
import { PageConfigSchema } from '../../../src/schemas/config';
import { CONFIG } from '../support/fixtures';

describe('contract §1 page configuration', () => {
  test('the contract example parses', () => {
    expect(v.parse(PageConfigSchema, CONFIG)).toEqual(CONFIG);
  });

  test('limits, captcha, brand and language have defaults', () => {
    const { limits, captcha, brand, lang, ...rest } = CONFIG;
    void limits;
    void captcha;
    void brand;
    void lang;
    expect(v.parse(PageConfigSchema, rest)).toMatchObject({
      lang: 'en',
      limits: { blockNumberMinutes: 15, numbersPageSize: 3 },
      captcha: { provider: 'sandbox' },
    });
  });

  test.each([
    ['a relative ajax URL', { ajaxUrl: '/wp-admin/admin-ajax.php' }],
    ['an unknown language', { lang: 'fr' }],
    ['a page size of 0', { limits: { numbersPageSize: 0 } }],
    ['a fractional page size', { limits: { numbersPageSize: 1.5 } }],
    ['a hold of no time', { limits: { blockNumberMinutes: 0 } }],
    ['a negative hold', { limits: { blockNumberMinutes: -1 } }],
    ['no routes', { routes: undefined }],
    ['a route that is not a path', { routes: { homepage: 1 } }],
    ['routes as a list', { routes: ['/'] }],
  ])('%s is refused', (_, overrides) => {
    expect(v.safeParse(PageConfigSchema, { ...CONFIG, ...overrides }).success).toBe(false);
  });
});

test('the hold may be a fraction of a minute (the bridge allows short test holds, e.g. 0.25)', () => {
  expect(v.parse(PageConfigSchema, { ...CONFIG, limits: { blockNumberMinutes: 0.25 } }).limits).toEqual({
    blockNumberMinutes: 0.25,
    numbersPageSize: 3,
  });
});
