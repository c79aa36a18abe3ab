import {
  numberPageBackRoute,
  numberPageBackUrl,
  numberPageQuery,
  numberPageServiceType,
  otherNumberPageRoute,
  otherNumberPageUrl,
  VISIBLE_PER_GROUP,
  type NumberPageMode,
} from '../../../src/domain/number-pages';
import type { ServiceType } from '../../../src/domain/routes';
import table from '../../fixtures/rules/number-pages.json';
import type { LinkContext } from '../../../src/domain/routes';
import { CONFIG } from '../support/fixtures';

const en: LinkContext = { siteUrl: CONFIG.siteUrl, routes: CONFIG.routes, lang: 'en' };
const ar: LinkContext = { ...en, lang: 'ar' };
const ALL = { plan: 'hala-5', method: 'change-number', type: 'esim', offer: 'free-device', activation: 'self' };

describe('000 §2.7 the query the number pages keep: plan, method, type, offer, activation', () => {
  test('read from the page URL; other parameters and empty values are left out', () => {
    const url = new URL('https://shop.example/search_number/?plan=hala-5&type=&offer=free-device&utm_source=x&lang=ar');
    expect(numberPageQuery(url)).toEqual({ plan: 'hala-5', method: null, type: null, offer: 'free-device', activation: null });
  });
});

describe('000 §2.2 the two route forms of the number pages', () => {
  test.each([
    ['https://shop.example/prepaid-recommended-numbers/?plan=hala-5', undefined, 'prepaid'],
    ['https://shop.example/postpaid-search-number?plan=x', undefined, 'postpaid'],
    ['https://shop.example/recommended_numbers/?plan=hala-5', undefined, null],
    ['https://shop.example/search_number/', undefined, null],
    // the placement (service-type attribute) names it, whatever the path
    ['https://shop.example/search_number/', 'postpaid', 'postpaid'],
  ] as const)('%s (placement %s) → %s', (href, placement, serviceType) => {
    expect(numberPageServiceType(en, href, placement)).toBe(serviceType);
  });

  test('a shop in a sub-directory keeps it', () => {
    const ctx = { ...en, siteUrl: 'https://example.om/shop/' };
    expect(numberPageServiceType(ctx, 'https://example.om/shop/postpaid-search-number/?plan=a', undefined)).toBe('postpaid');
    expect(numberPageServiceType(ctx, 'https://example.om/postpaid-search-number/?plan=a', undefined)).toBeNull();
  });

  test('renamed pages are followed (editors may rename them)', () => {
    const ctx = { ...en, routes: { ...en.routes, '{service_type}-recommended-numbers': '/numbers-{service_type}/' } };
    expect(numberPageServiceType(ctx, 'https://shop.example/numbers-postpaid/?plan=a', undefined)).toBe('postpaid');
    expect(numberPageServiceType(ctx, 'https://shop.example/postpaid-recommended-numbers/?plan=a', undefined)).toBeNull();
  });

  test.each([
    ['recommended', 'prepaid', 'https://shop.example/prepaid-search-number/'],
    ['search', 'postpaid', 'https://shop.example/postpaid-recommended-numbers/'],
    ['recommended', null, 'https://shop.example/search_number/'],
    ['search', null, 'https://shop.example/recommended_numbers/'],
  ] as const)('each page links to the other in its own form (%s, %s)', (mode, serviceType, path) => {
    const link = otherNumberPageUrl(ar, mode, serviceType, ALL);
    expect(link).toBe(`${path}?plan=hala-5&method=change-number&type=esim&offer=free-device&activation=self&lang=ar`);
  });

  test('parameters that are not set stay out of the link', () => {
    expect(otherNumberPageUrl(en, 'search', null, { plan: 'hala-5', method: null, type: null, offer: null, activation: null })).toBe(
      'https://shop.example/recommended_numbers/?plan=hala-5',
    );
  });
});

describe('000 §2.7 back button: prepaid page, postpaid page or home, according to the page; lang kept', () => {
  test.each([
    ['en', 'prepaid', 'https://shop.example/prepaid-plan-page/'],
    ['en', 'postpaid', 'https://shop.example/postpaid/'],
    ['en', null, 'https://shop.example/'],
    ['ar', 'prepaid', 'https://shop.example/prepaid-plan-page/?lang=ar'],
    ['ar', 'postpaid', 'https://shop.example/postpaid/?lang=ar'],
    ['ar', null, 'https://shop.example/?lang=ar'],
  ] as const)('%s, a %s page → %s', (lang, serviceType, url) => {
    expect(numberPageBackUrl(lang === 'ar' ? ar : en, serviceType)).toBe(url);
  });
});

// One table for the widget and the bridge's first screen (php-bridge/tests/Domain/NumberPagesTest.php).
describe('000 §2.2, §2.7 the number pages, every row of number-pages.json', () => {
  type Row = { routes: keyof typeof table.routes; base: string; path: string; placement: ServiceType | null; service_type: string | null };
  test.each((table.service_type as Row[]).map((row) => [row.path, row.base, row.routes, row.placement, row] as const))(
    'the page %s (site %s, %s routes, placement %s) stands for its service type',
    (_path, _base, _routes, _placement, row) => {
      const ctx: LinkContext = { siteUrl: `https://shop.example${row.base}`, routes: table.routes[row.routes], lang: 'en' };
      expect(numberPageServiceType(ctx, `https://shop.example${row.path}?plan=a`, row.placement)).toBe(row.service_type);
    },
  );

  test.each(table.other_route as { mode: NumberPageMode; service_type: ServiceType | null; route: string }[])(
    'from $mode ($service_type) the other page is $route',
    ({ mode, service_type, route }) => {
      expect(otherNumberPageRoute(mode, service_type)).toBe(route);
    },
  );

  test.each(table.back_route as { service_type: ServiceType | null; route: string }[])(
    'back from $service_type is $route',
    ({ service_type, route }) => {
      expect(numberPageBackRoute(service_type)).toBe(route);
    },
  );

  test('a group shows its first five numbers', () => {
    expect(VISIBLE_PER_GROUP).toBe(table.visible_per_group);
  });
});
