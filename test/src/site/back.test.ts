import { CURRENT, PREVIOUS, arrive, leave, samePage } from '../../../src/site/back';
import { backTarget, isLoggedIn } from '../../../src/site/back-target';
import type { PageKind, SiteConfig } from '../../../src/site/config';

const SITE = 'https://shop.example/om';
const config = (page: PageKind = '', lang: 'en' | 'ar' = 'en', loggedIn?: boolean): SiteConfig => ({
  lang,
  ...(loggedIn === undefined ? {} : { loggedIn }),
  site: {
    page,
    home: lang === 'ar' ? `${SITE}/?lang=ar` : `${SITE}/`,
    myOrders: lang === 'ar' ? `${SITE}/my-orders/?lang=ar` : `${SITE}/my-orders/`,
    fallbackImage: '',
    storeLocatorUrl: '',
  },
});

describe('000 §2.1, §3.17 previousUrl: every page hands its URL on to the next', () => {
  beforeEach(() => sessionStorage.clear());

  test('the page left becomes the next page’s previousUrl', () => {
    leave(sessionStorage, `${SITE}/postpaid/`, config());
    arrive(sessionStorage, `${SITE}/my_cart/`);
    expect(sessionStorage.getItem(PREVIOUS)).toBe(`${SITE}/postpaid/`);
  });

  test('a reload, or the same page in the other language, keeps the previous page', () => {
    sessionStorage.setItem(PREVIOUS, `${SITE}/postpaid/`);
    leave(sessionStorage, `${SITE}/my_cart/`, config());
    arrive(sessionStorage, `${SITE}/my_cart/?lang=ar`);
    expect(sessionStorage.getItem(PREVIOUS)).toBe(`${SITE}/postpaid/`);
  });

  test('001 §2.1 a thank-you page hands on the homepage', () => {
    leave(sessionStorage, `${SITE}/prepaid-thank-you/?orderid=7`, config('thank-you', 'ar'));
    arrive(sessionStorage, `${SITE}/postpaid/?lang=ar`);
    expect(sessionStorage.getItem(PREVIOUS)).toBe(`${SITE}/?lang=ar`);
  });

  test('leaving by the back button hands on nothing: back again from there goes home', () => {
    sessionStorage.setItem(PREVIOUS, `${SITE}/postpaid/`);
    leave(sessionStorage, null, config());
    expect(sessionStorage.getItem(PREVIOUS)).toBeNull();
    expect(sessionStorage.getItem(CURRENT)).toBeNull();
  });

  test('same page: the query, the hash and a trailing slash aside', () => {
    expect(samePage(`${SITE}/my_cart/?lang=ar#main`, `${SITE}/my_cart`)).toBe(true);
    expect(samePage(`${SITE}/my_cart/`, `${SITE}/postpaid/`)).toBe(false);
  });
});

describe('000 §2.1, 001 §2.2, §2.4 the header back button’s target', () => {
  test('the previous page, in the page’s language (lang=ar kept, or dropped in English)', () => {
    expect(backTarget(config('', 'ar'), `${SITE}/my_cart/?lang=ar`, `${SITE}/postpaid/`, false)).toBe(`${SITE}/postpaid/?lang=ar`);
    expect(backTarget(config('', 'en'), `${SITE}/my_cart/`, `${SITE}/postpaid/?lang=ar&plan=x`, false)).toBe(`${SITE}/postpaid/?plan=x`);
  });

  test('home when there is no previous page, or it is this page', () => {
    expect(backTarget(config(), `${SITE}/my_cart/`, null, false)).toBe(`${SITE}/`);
    expect(backTarget(config(), `${SITE}/my_cart/`, `${SITE}/my_cart/?lang=ar`, false)).toBe(`${SITE}/`);
  });

  test('from my-orders home; from track order my-orders when logged in, else the previous page', () => {
    expect(backTarget(config('my-orders'), `${SITE}/my-orders/`, `${SITE}/postpaid/`, true)).toBe(`${SITE}/`);
    expect(backTarget(config('track-order', 'ar'), `${SITE}/trackorder/?lang=ar`, `${SITE}/postpaid/`, true)).toBe(
      `${SITE}/my-orders/?lang=ar`,
    );
    expect(backTarget(config('track-order'), `${SITE}/trackorder/`, `${SITE}/postpaid/`, false)).toBe(`${SITE}/postpaid/`);
  });

  test('logged in by the login’s hint cookie whl_logged_in=1 (contract §4.21), or the configuration; a guest otherwise', () => {
    expect(isLoggedIn(config(), '')).toBe(false);
    expect(isLoggedIn(config(), 'a=1; whl_logged_in=1; b=2')).toBe(true);
    expect(isLoggedIn(config(), 'whl_logged_in=0; xwhl_logged_in=1')).toBe(false);
    expect(isLoggedIn(config('', 'en', true), '')).toBe(true);
  });
});
