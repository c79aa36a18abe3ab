import { CURRENT, PREVIOUS } from '../../../src/site/back';
import { initSite } from '../../../src/site/site';
import type { PageKind } from '../../../src/site/config';

jest.mock('../../../src/site/exit-popup', () => ({ showExitPopup: jest.fn() }));
jest.mock('../../../src/site/logout', () => ({ logOut: jest.fn() }));
/* eslint-disable @typescript-eslint/no-require-imports -- the mocked modules, as site.ts loads them */
const { showExitPopup } = require('../../../src/site/exit-popup') as { showExitPopup: jest.Mock };
const { logOut } = require('../../../src/site/logout') as { logOut: jest.Mock };
/* eslint-enable @typescript-eslint/no-require-imports */

const SITE = 'https://shop.example';
const FALLBACK = `${SITE}/fallback.svg`;

interface FakeWindow extends EventTarget {
  location: { href: string; assign: jest.Mock };
  history: { state: unknown; pushState: jest.Mock };
  sessionStorage: Storage;
  scrollY: number;
  innerWidth: number;
  screen: { height: number };
  visualViewport: EventTarget & { height: number };
  open: jest.Mock;
}

/** A page of the demo theme's shape: header (back button, brand, menu, language link), an image, footer; its configuration. */
function page(path: string, kind: PageKind = '', lang: 'en' | 'ar' = 'en', locator = '') {
  const href = `${SITE}${path}`;
  doc = document.implementation.createHTMLDocument(); // a document per test: the listeners of earlier ones are gone
  doc.body.innerHTML = `
    <header data-whl-header>
      <a data-whl-back href="${SITE}/">Back</a>
      <a class="brand" href="${SITE}/">Shop</a>
      <nav><a href="${SITE}/">Home</a><a href="${SITE}/postpaid/">Postpaid</a><a href="${SITE}/my_cart/">Cart</a></nav>
      <a hreflang="ar" href="${href}?lang=ar">العربية</a>
    </header>
    <main><a class="inside" href="${SITE}/postpaid/">in the page</a><img alt="" src="${SITE}/plan.png"></main>
    <footer data-whl-footer><a href="${SITE}/trackorder/">Track</a>${locator ? `<a class="locator" href="${locator}">Stores</a>` : ''}</footer>
    <script type="application/json" id="whl-config">${JSON.stringify({
      lang,
      site: {
        page: kind,
        home: `${SITE}/${lang === 'ar' ? '?lang=ar' : ''}`,
        myOrders: '',
        fallbackImage: FALLBACK,
        storeLocatorUrl: locator,
      },
    })}</script>`;
  const history: FakeWindow['history'] = { state: null, pushState: jest.fn() };
  history.pushState.mockImplementation((state: unknown) => (history.state = state));
  const win: FakeWindow = Object.assign(new EventTarget(), {
    location: { href, assign: jest.fn() },
    history,
    sessionStorage,
    scrollY: 0,
    innerWidth: 390,
    screen: { height: 844 },
    visualViewport: Object.assign(new EventTarget(), { height: 844 }),
    open: jest.fn(),
  });
  return win;
}

let doc: Document;
const start = (win: FakeWindow) => initSite(doc, win as unknown as Window);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The first interaction: the rest of the site's code (more.ts) loads. */
async function interact(win: FakeWindow) {
  win.dispatchEvent(new Event('pointerover'));
  await settle();
}
const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));

beforeAll(() => {
  // jsdom loads no image: each is taken as "complete" with no size (as a broken one, or one not
  // drawn yet), and decode says whether it broke
  Object.defineProperty(HTMLImageElement.prototype, 'complete', { get: () => true });
  HTMLImageElement.prototype.decode = function (this: HTMLImageElement) {
    return this.src.endsWith('broken.png') ? Promise.reject(new Error('broken')) : Promise.resolve();
  };
});
beforeEach(() => {
  sessionStorage.clear();
  showExitPopup.mockClear();
  logOut.mockClear();
});

describe('000 §2.1, §3.17 previousUrl and the header back button (data-whl-back)', () => {
  test('the page left becomes previousUrl; the back button goes there in the page’s language', async () => {
    sessionStorage.setItem(CURRENT, `${SITE}/postpaid/`);
    const win = page('/my_cart/', '', 'ar');
    start(win);
    expect(sessionStorage.getItem(PREVIOUS)).toBe(`${SITE}/postpaid/`);
    await interact(win);
    const back = doc.querySelector<HTMLAnchorElement>('[data-whl-back]')!;
    expect(back.href).toBe(`${SITE}/postpaid/?lang=ar`);
    expect(back.hidden).toBe(false);
    win.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(CURRENT)).toBe(`${SITE}/my_cart/`);
  });

  test('no previous page: home, and hidden on the homepage itself', async () => {
    const win = page('/');
    start(win);
    await interact(win);
    const back = doc.querySelector<HTMLAnchorElement>('[data-whl-back]')!;
    expect(back.href).toBe(`${SITE}/`);
    expect(back.hidden).toBe(true);
  });

  test('clicked before its target is set, it goes to the target once set; leaving by it hands on nothing', async () => {
    sessionStorage.setItem(CURRENT, `${SITE}/postpaid/`);
    const win = page('/my_cart/');
    start(win);
    const back = doc.querySelector<HTMLAnchorElement>('[data-whl-back]')!;
    expect(click(back)).toBe(false); // held
    await settle();
    expect(win.location.assign).toHaveBeenCalledWith(`${SITE}/postpaid/`);
    win.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(PREVIOUS)).toBeNull();
    expect(sessionStorage.getItem(CURRENT)).toBeNull();
  });
});

describe("contract §4.21 a theme's Log out button (data-whl-logout)", () => {
  test('its code loads on its click, with the page configuration', async () => {
    const win = page('/postpaid/');
    doc.querySelector('header')!.insertAdjacentHTML('beforeend', '<button type="button" data-whl-logout>Log out</button>');
    start(win);
    click(doc.querySelector('[data-whl-logout]')!);
    await settle();
    expect(logOut).toHaveBeenCalledWith(doc.querySelector('[data-whl-logout]'), expect.objectContaining({ lang: 'en' }));
  });
});

describe('000 §2.1 header (data-whl-header) and footer (data-whl-footer)', () => {
  test('compact after 60 px of scroll, and back at the top', async () => {
    const win = page('/postpaid/');
    start(win);
    const header = doc.querySelector('[data-whl-header]')!;
    win.scrollY = 61;
    win.dispatchEvent(new Event('scroll'));
    await settle();
    expect(header.hasAttribute('data-whl-compact')).toBe(true);
    win.scrollY = 0;
    win.dispatchEvent(new Event('scroll'));
    expect(header.hasAttribute('data-whl-compact')).toBe(false);
  });

  test('the menu link of this page gets aria-current="page" (not the brand nor the language link)', async () => {
    const win = page('/postpaid/');
    start(win);
    await interact(win);
    expect([...doc.querySelectorAll('[aria-current="page"]')].map((link) => link.textContent)).toEqual(['Postpaid']);
  });

  test('a menu item the theme marked is left as it is', async () => {
    const win = page('/postpaid/');
    doc.querySelector('nav a')!.setAttribute('aria-current', 'page');
    start(win);
    await interact(win);
    expect(doc.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    expect(doc.querySelector('[aria-current="page"]')!.textContent).toBe('Home');
  });

  test('the footer hides on a small screen while the keyboard leaves under 75 % of the screen’s height', async () => {
    const win = page('/prepaid-personal-info/');
    start(win);
    const footer = doc.querySelector<HTMLElement>('[data-whl-footer]')!;
    win.dispatchEvent(new Event('focusin')); // a field is focused: the keyboard opens
    await settle();
    win.visualViewport.height = 500;
    win.visualViewport.dispatchEvent(new Event('resize'));
    expect(footer.hidden).toBe(true);
    win.visualViewport.height = 640; // over 75 % of 844
    win.visualViewport.dispatchEvent(new Event('resize'));
    expect(footer.hidden).toBe(false);
    win.innerWidth = 1366; // not a small screen
    win.visualViewport.height = 500;
    win.visualViewport.dispatchEvent(new Event('resize'));
    expect(footer.hidden).toBe(false);
  });
});

describe('000 §2.1 broken images', () => {
  test('a broken image shows the configured fallback, once: a fallback that fails too stays (no loop)', async () => {
    const win = page('/');
    start(win);
    await settle(); // the rest of the site's code is in (an image without a size loads it)
    const img = doc.querySelector('img')!;
    img.dispatchEvent(new Event('error'));
    await settle();
    expect(img.src).toBe(FALLBACK);
    expect(img.hasAttribute('data-whl-fallback')).toBe(true);
    img.src = `${SITE}/other.png`;
    img.dispatchEvent(new Event('error'));
    expect(img.src).toBe(`${SITE}/other.png`);
  });

  test('an image that broke before the site’s code ran gets it too', async () => {
    const win = page('/');
    doc.querySelector('img')!.src = `${SITE}/broken.png`;
    start(win); // loads the rest at once: there is an image without a size
    await settle();
    await settle();
    expect(doc.querySelector('img')!.src).toBe(FALLBACK);
  });
});

describe('000 §2.1 checkout steps: browser back neutralised, the cart exit popup', () => {
  test('the current entry is pushed again from the first interaction on, and on every popstate', async () => {
    const win = page('/prepaid-delivery/', 'checkout');
    start(win);
    await interact(win);
    expect(win.history.pushState).toHaveBeenCalledWith({ whlStay: 1 }, '', `${SITE}/prepaid-delivery/`);
    win.dispatchEvent(new Event('popstate'));
    expect(win.history.pushState).toHaveBeenCalledTimes(2);
  });

  test('a header, menu or footer link to another page asks first; the language link and links in the page do not', async () => {
    const win = page('/prepaid-delivery/', 'checkout', 'ar');
    start(win);
    await settle();
    const cart = [...doc.querySelectorAll('nav a')].find((link) => link.textContent === 'Cart')!;
    expect(click(cart)).toBe(false);
    await settle();
    expect(showExitPopup).toHaveBeenCalledWith(cart, 'ar', expect.any(Function));
    (showExitPopup.mock.calls[0] as [Element, string, () => void])[2](); // quit: to the link
    expect(win.location.assign).toHaveBeenCalledWith(`${SITE}/my_cart/`);
    expect(click(doc.querySelector('footer a')!)).toBe(false); // track order
    expect(click(doc.querySelector('main a')!)).toBe(true); // a link in the page: not the site's
    click(doc.querySelector('[hreflang]')!); // this page in English: no question
    await settle();
    expect(win.location.assign).toHaveBeenLastCalledWith(`${SITE}/prepaid-delivery/?lang=ar`);
    expect(showExitPopup).toHaveBeenCalledTimes(2);
  });

  test("the theme's Log out button asks too: quitting logs out", async () => {
    const win = page('/prepaid-delivery/', 'checkout');
    doc.querySelector('header')!.insertAdjacentHTML('beforeend', '<button type="button" data-whl-logout>Log out</button>');
    start(win);
    await settle();
    click(doc.querySelector('[data-whl-logout]')!);
    await settle();
    expect(showExitPopup).toHaveBeenCalledWith(doc.querySelector('[data-whl-logout]'), 'en', expect.any(Function));
    expect(logOut).not.toHaveBeenCalled(); // not before the shopper quits
    (showExitPopup.mock.calls[0] as [Element, string, () => void])[2]();
    await settle();
    expect(logOut).toHaveBeenCalledWith(doc.querySelector('[data-whl-logout]'), expect.objectContaining({ lang: 'en' }));
  });

  test('the store locator opens in a new tab instead', async () => {
    const win = page('/prepaid-payment/', 'checkout', 'en', 'https://stores.example/oman');
    start(win);
    await settle();
    expect(click(doc.querySelector('.locator')!)).toBe(false);
    expect(win.open).toHaveBeenCalledWith('https://stores.example/oman', '_blank', 'noopener');
    expect(showExitPopup).not.toHaveBeenCalled();
  });

  test('elsewhere (the cart is not a checkout step) links leave freely and back is not touched', async () => {
    const win = page('/my_cart/');
    start(win);
    await settle();
    expect(click(doc.querySelector('nav a')!)).toBe(true);
    expect(win.history.pushState).not.toHaveBeenCalled();
  });
});
