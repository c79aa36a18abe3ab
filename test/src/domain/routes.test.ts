import {
  asServiceType,
  baseUrl,
  langSwitchUrl,
  otherLang,
  RouteError,
  routeUrl,
  safeRoute,
  siteLink,
  type LinkContext,
} from '../../../src/domain/routes';
import { CONFIG } from '../support/fixtures';

const en: LinkContext = { siteUrl: CONFIG.siteUrl, routes: CONFIG.routes, lang: 'en' };
const ar: LinkContext = { ...en, lang: 'ar' };

describe('000 §2 / contract §1 route helper: paths from the configuration, {service_type} filled, lang=ar kept', () => {
  test.each([
    [en, 'my_cart', {}, 'https://shop.example/my_cart/'],
    [ar, 'my_cart', {}, 'https://shop.example/my_cart/?lang=ar'],
    [en, '{service_type}-personal-info', { serviceType: 'prepaid' }, 'https://shop.example/prepaid-personal-info/'],
    [ar, '{service_type}-personal-info', { serviceType: 'postpaid' }, 'https://shop.example/postpaid-personal-info/?lang=ar'],
    [
      ar,
      '{service_type}-recommended-numbers',
      { serviceType: 'prepaid', query: { plan: 'hala-5', method: null, type: 'esim' } },
      'https://shop.example/prepaid-recommended-numbers/?plan=hala-5&type=esim&lang=ar',
    ],
    [en, 'homepage', {}, 'https://shop.example/'],
  ] as const)('%#: %s', (ctx, name, options, url) => {
    expect(routeUrl(ctx, name, options)).toBe(url);
  });

  test('renamed pages are followed (editors may rename them)', () => {
    expect(routeUrl({ ...en, routes: { my_cart: '/warenkorb/' } }, 'my_cart')).toBe('https://shop.example/warenkorb/');
  });

  test('a shop in a sub-directory keeps it', () => {
    const ctx = { ...ar, siteUrl: 'https://example.om/shop/' };
    expect(routeUrl(ctx, 'my_cart')).toBe('https://example.om/shop/my_cart/?lang=ar');
    expect(siteLink(ctx, '/prepaid-recommended-numbers/?plan=hala-5')).toBe(
      'https://example.om/shop/prepaid-recommended-numbers/?plan=hala-5&lang=ar',
    );
  });

  test('unknown routes and a missing service type are errors with codes', () => {
    expect(() => routeUrl(en, 'nowhere')).toThrow(new RouteError('unknown_route', 'nowhere'));
    expect(() => routeUrl(en, '{service_type}-personal-info')).toThrow('missing_service_type');
    expect(() => routeUrl(en, 'constructor')).toThrow('unknown_route');
  });

  test('bridge links (activation_url) become site links with lang; off-site links fall back to home', () => {
    expect(siteLink(ar, '/prepaid-recommended-numbers/?plan=hala-5')).toBe(
      'https://shop.example/prepaid-recommended-numbers/?plan=hala-5&lang=ar',
    );
    expect(siteLink(en, '/x/?lang=ar')).toBe('https://shop.example/x/');
    expect(siteLink(en, 'https://evil.example/steal')).toBe('https://shop.example/');
    expect(siteLink(en, 'javascript:alert(1)')).toBe('https://shop.example/');
    expect(siteLink(en, '//evil.example/x')).toBe('https://shop.example/');
    expect(siteLink(en, 'https://shop.example/my_cart/')).toBe('https://shop.example/my_cart/');
    expect(baseUrl(ar)).toBe('https://shop.example/?lang=ar');
  });
});

describe('000 §2.1 language switcher: ar → current URL without lang; otherwise current URL with lang=ar', () => {
  test.each([
    ['https://shop.example/', 'en', 'https://shop.example/?lang=ar'],
    ['https://shop.example/my_cart/?x=1#top', 'en', 'https://shop.example/my_cart/?x=1&lang=ar#top'],
    ['https://shop.example/?lang=ar', 'ar', 'https://shop.example/'],
    [
      'https://shop.example/prepaid-recommended-numbers/?plan=hala-5&lang=ar',
      'ar',
      'https://shop.example/prepaid-recommended-numbers/?plan=hala-5',
    ],
    ['https://shop.example/?lang=ar&plan=x', 'en', 'https://shop.example/?lang=ar&plan=x'],
  ] as const)('%s in %s → %s', (current, lang, url) => {
    expect(langSwitchUrl(current, lang)).toBe(url);
  });

  test('the switcher offers the other language', () => {
    expect(otherLang('en')).toBe('ar');
    expect(otherLang('ar')).toBe('en');
  });
});

describe('000 §2.2 a step’s next page: the routes a site may not have, and the service types they are built for', () => {
  test('safeRoute: the link, or null when the site has no such page', () => {
    const ctx: LinkContext = { siteUrl: 'https://shop.example', routes: { my_cart: '/my_cart/' }, lang: 'en' };
    expect(safeRoute(() => routeUrl(ctx, 'my_cart'))).toBe('https://shop.example/my_cart/');
    expect(safeRoute(() => routeUrl(ctx, '{service_type}-payment', { serviceType: 'prepaid' }))).toBeNull();
  });

  test('asServiceType: prepaid and postpaid only (a fixed line or an empty value has no such route)', () => {
    expect([asServiceType('prepaid'), asServiceType('postpaid')]).toEqual(['prepaid', 'postpaid']);
    expect([asServiceType('fixed line'), asServiceType(''), asServiceType(null)]).toEqual([undefined, undefined, undefined]);
  });
});
