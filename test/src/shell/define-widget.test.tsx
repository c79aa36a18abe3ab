import { waitFor } from '@testing-library/react';
import { useLingui } from '@lingui/react/macro';
import { defineElement, defineWidget } from '../../../src/shell/define-widget';
import { defineCheckoutWidget } from '../../../src/checkout/define-checkout-widget';
import { CHECKOUT } from '../../../src/checkout/catalog';
import { attributes } from '../../../widgets/plan-cards/widget.json';
import { setPageShopStore } from '../../../src/store';
import { resetPage } from '../../../src/shell/page';
import { i18n } from '../../../src/i18n';
import { COMMON } from '../../../src/i18n/messages';
import { fakeBridge } from '../support/fake-bridge';
import { testStore } from '../support/store';
import { configFor } from '../support/fixtures';

function Greeting({ serviceType }: { serviceType: string }) {
  const { t } = useLingui();
  return <p data-kind={serviceType}>{t(COMMON.retry)}</p>; // a text of the storefront catalog, which every widget loads
}

function Broken(): never {
  throw new Error('render failed');
}

defineWidget({ tag: 'whl-test-greeting', attributes, checkout: false }, Greeting, '.x{color:var(--_color-primary)}');
defineWidget({ tag: 'whl-test-broken', attributes: {}, checkout: false }, Broken);

// a step of the purchase flow: it brings the checkout catalog (defineCheckoutWidget's call, without the store's actions)
defineElement({ tag: 'whl-test-offline', attributes, checkout: true }, Greeting, '', undefined, [CHECKOUT]);

const load = jest.spyOn(i18n, 'load');

// what r2wc asks the renderer for, in order: each root.render (preact renders each at once; React batches them)
const mockRenders: string[] = [];
jest.mock('react-dom/client', () => {
  const actual = jest.requireActual<typeof import('react-dom/client')>('react-dom/client');
  return {
    ...actual,
    createRoot: (...args: Parameters<typeof actual.createRoot>) => {
      const root = actual.createRoot(...args);
      const render = root.render.bind(root);
      root.render = (children) => {
        mockRenders.push((children as { props: { serviceType?: string } }).props.serviceType ?? '');
        render(children);
      };
      return root;
    },
  };
});

function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

// Real custom elements render outside act(): this is not an act() environment (testing-library sets one).
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  document.body.innerHTML = '';
  setPageShopStore(undefined);
  resetPage();
});

describe('ARCHITECTURE §2 shell: a custom element per widget with open shadow DOM, attributes, language and styles', () => {
  test('renders into an open shadow root with the parsed attribute, lang/dir and the base styles', async () => {
    testStore({ client: fakeBridge({}).client });
    const host = mount('<whl-test-greeting service-type="postpaid"></whl-test-greeting>');
    const element = host.querySelector('whl-test-greeting')!;
    expect(element.shadowRoot).not.toBeNull();
    await waitFor(() => expect(element.shadowRoot!.querySelector('p')?.textContent).toBe('Try again'));
    const root = element.shadowRoot!.querySelector('[part=root]')!;
    expect(root.getAttribute('lang')).toBe('en');
    expect(root.getAttribute('dir')).toBe('ltr');
    expect(element.shadowRoot!.querySelector('p')!.dataset.kind).toBe('postpaid');
    const css = element.shadowRoot!.querySelector('style')?.textContent ?? '';
    expect(css).toContain('var(--whl-color-primary');
    expect(css).toContain('.x{color:var(--_color-primary)}');
  });

  test('no service-type attribute means all plans', async () => {
    testStore({ client: fakeBridge({}).client });
    const element = mount('<whl-test-greeting></whl-test-greeting>').querySelector('whl-test-greeting')!;
    await waitFor(() => expect(element.shadowRoot!.querySelector('p')?.dataset.kind).toBe('all'));
  });
});

describe('issue 30 packing: the definition reads widget.json, and refuses code that disagrees with it', () => {
  const loaders = { en: CHECKOUT.en, ar: CHECKOUT.ar };
  test('a checkout widget is defined by defineCheckoutWidget, any other by defineWidget', () => {
    expect(() => defineWidget({ tag: 'whl-test-x1', attributes: {}, checkout: true }, Broken)).toThrow(/defineCheckoutWidget/);
    expect(() => defineCheckoutWidget({ tag: 'whl-test-x2', attributes: {}, checkout: false }, Broken, '')).toThrow(/defineWidget/);
    expect(customElements.get('whl-test-x1') ?? customElements.get('whl-test-x2')).toBeUndefined();
  });

  test('the loaders of its own catalog come when widget.json names one, and only then', () => {
    expect(() => defineWidget({ tag: 'whl-test-x3', attributes: {}, checkout: false, catalog: 'x3' }, Broken)).toThrow(
      /names the catalog x3/,
    );
    expect(() => defineWidget({ tag: 'whl-test-x4', attributes: {}, checkout: false }, Broken, '', loaders)).toThrow(/names no catalog/);
    defineWidget({ tag: 'whl-test-x5', attributes: {}, checkout: false, catalog: 'x5' }, Broken, '', loaders);
    expect(customElements.get('whl-test-x5')).toBeDefined();
  });
});

describe('issue 15 start-up: an element renders once when it starts, whatever its attributes', () => {
  test('upgraded with three attributes, it renders once; a later attribute change renders again', async () => {
    testStore({ client: fakeBridge({}).client });
    mockRenders.length = 0;
    {
      const element = mount(
        '<whl-test-greeting service-type="postpaid" layout="section" family="PostpaidOmanuna"></whl-test-greeting>',
      ).querySelector('whl-test-greeting')!;
      expect(mockRenders).toEqual(['postpaid']);
      element.setAttribute('service-type', 'prepaid');
      expect(mockRenders).toEqual(['postpaid', 'prepaid']);
      await waitFor(() => expect(element.shadowRoot!.querySelector('p')?.dataset.kind).toBe('prepaid'));
    }
  });

  test('made by a script, it renders when it joins the page, with the attributes set before', async () => {
    testStore({ client: fakeBridge({}).client });
    mockRenders.length = 0;
    {
      const element = document.createElement('whl-test-greeting');
      element.setAttribute('service-type', 'postpaid');
      element.setAttribute('layout', 'grid');
      expect(mockRenders).toEqual([]);
      document.body.append(element);
      expect(mockRenders).toEqual(['postpaid']);
      await waitFor(() => expect(element.shadowRoot!.querySelector('p')?.dataset.kind).toBe('postpaid'));
    }
  });
});

describe("i18n (issue 7): the catalog of the page's language (`lingui compile`), loaded once per page", () => {
  test('widgets load the catalog once; later ones render without waiting', async () => {
    testStore({ client: fakeBridge({}).client });
    const host = mount('<whl-test-greeting></whl-test-greeting><whl-test-greeting></whl-test-greeting>');
    const [first, second] = [...host.querySelectorAll('whl-test-greeting')];
    await waitFor(() => expect(second!.shadowRoot!.querySelector('p')?.textContent).toBe('Try again'));
    expect(first!.shadowRoot!.querySelector('p')?.textContent).toBe('Try again');
    expect(load.mock.calls.filter(([lang]) => lang === 'en')).toHaveLength(1);
  });

  test('a catalog that cannot be loaded makes a broken widget, not a broken page', async () => {
    testStore({ client: fakeBridge({ wp_js_error_logger: { body: { responseCode: 'success' } } }).client, config: configFor('ar') });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockImplementationOnce(() => {
      throw new Error('catalog chunk failed');
    });
    const element = mount('<whl-test-offline></whl-test-offline>').querySelector('whl-test-offline')!;
    await waitFor(() => expect(element.shadowRoot!.querySelector('[part=unavailable]')).not.toBeNull());
  });

  test('while its catalogs load, an element shows what the page put inside it (a listing the bridge printed)', async () => {
    testStore({ client: fakeBridge({}).client });
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const en = CHECKOUT.en;
    const arrives = jest.spyOn(CHECKOUT, 'en').mockImplementation(() => held.then(en)); // the checkout catalog arrives when the test says
    try {
      const element = mount('<whl-test-offline><p>printed by the bridge</p></whl-test-offline>').querySelector('whl-test-offline')!;
      await waitFor(() => expect(element.shadowRoot!.querySelector('slot')).not.toBeNull());
      expect(element.shadowRoot!.querySelector('[part=root]')).toBeNull(); // not rendered yet: the slot shows the page's content
      release();
      await waitFor(() => expect(element.shadowRoot!.querySelector('p')?.textContent).toBe('Try again'));
    } finally {
      arrives.mockRestore();
    }
  });
});

describe('000 §2 Arabic: dir="rtl" and lang="ar" on each widget root', () => {
  test('an Arabic page renders right to left', async () => {
    testStore({ client: fakeBridge({}).client, config: configFor('ar') });
    const element = mount('<whl-test-greeting></whl-test-greeting>').querySelector('whl-test-greeting')!;
    await waitFor(() => expect(element.shadowRoot!.querySelector('p')?.textContent).toBe('إعادة المحاولة'));
    const root = element.shadowRoot!.querySelector('[part=root]')!;
    expect([root.getAttribute('dir'), root.getAttribute('lang')]).toEqual(['rtl', 'ar']);
  });
});

describe('ARCHITECTURE §2 / 000 §7.1 error boundary: one broken widget never blanks the page, and is reported', () => {
  test('a failing widget shows a short message; its neighbour still renders; the error is logged', async () => {
    const bridge = fakeBridge({ wp_js_error_logger: { body: { responseCode: 'success' } } });
    testStore({ client: bridge.client });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = mount('<whl-test-broken></whl-test-broken><whl-test-greeting></whl-test-greeting>');
    const broken = host.querySelector('whl-test-broken')!;
    const fine = host.querySelector('whl-test-greeting')!;
    await waitFor(() =>
      expect(broken.shadowRoot!.querySelector('[part=unavailable]')?.textContent).toBe("This part of the page can't be shown right now."),
    );
    await waitFor(() => expect(fine.shadowRoot!.querySelector('p')?.textContent).toBe('Try again'));
    await waitFor(() => expect(bridge.callsTo('wp_js_error_logger')).toHaveLength(1));
    expect(String(bridge.callsTo('wp_js_error_logger')[0]?.fields['msg'])).toContain('render failed');
  });

  test('an attribute outside its schema is a broken widget, not a broken page', async () => {
    testStore({ client: fakeBridge({ wp_js_error_logger: { body: { responseCode: 'success' } } }).client });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = mount('<whl-test-greeting service-type="hybrid"></whl-test-greeting>').querySelector('whl-test-greeting')!;
    await waitFor(() => expect(element.shadowRoot!.querySelector('[part=unavailable]')).not.toBeNull());
  });

  test('a page without configuration shows the message too', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = mount('<whl-test-greeting></whl-test-greeting>').querySelector('whl-test-greeting')!;
    await waitFor(() => expect(element.shadowRoot!.querySelector('[part=unavailable]')).not.toBeNull());
  });
});
