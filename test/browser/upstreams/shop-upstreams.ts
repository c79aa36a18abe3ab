// The operator's systems for a journey on the production adapters (issue 13): Magento (its REST API,
// the order-flow and catalogue modules), the ESB's number inventory and a bank's hosted payment
// page, stubbed in WireMock (the browser project's globalSetup starts it) with wiremock-captain.
// What the shop reads back after writing it (the cart, the hold, the details, the order) follows the
// journey through WireMock scenarios and stubs added at each step from the requests WireMock saw.
import { BodyType, EndpointFeature, WireMock, type IWireMockFeatures } from 'wiremock-captain';
import type { Method } from 'wiremock-captain/dist/types/internalTypes';
import credentials from '../../fixtures/credentials.json';
import { journal, type JournalEntry } from '../../src/support/wiremock-journal';
import { bankReturn } from '../../src/support/bank-return';

export const wiremockUrl = (): string => {
  const url = process.env.WIREMOCK_URL;
  if (!url) throw new Error("WIREMOCK_URL is not set: the browser project's globalSetup starts WireMock");
  return url;
};

const byPath: IWireMockFeatures = { requestEndpointFeature: EndpointFeature.UrlPath };
const SIGNING_KEY = 'journey-bank-signing-key';
const VENDOR = 'sahel';

export type Seen = JournalEntry;

/** The Sandbox's catalogue, as the catalogue module answers it (the domain's shapes). */
export interface CatalogueData {
  plans: object[];
  cities: Record<'en' | 'ar', object[]>;
  stores: Record<'en' | 'ar', object[]>;
}

export class ShopUpstreams {
  readonly mock = new WireMock(wiremockUrl());
  readonly cart: string;

  /** @param prefix a path of its own in WireMock (a journey per language) */
  /** The bank's payment id of this run (the bridge keeps the attempts it started) */
  readonly payment = `pay${Date.now()}`;

  constructor(private readonly prefix: string) {
    this.cart = `Journey${prefix.replace(/[^A-Za-z0-9]/g, '')}`.padEnd(32, 'X').slice(0, 32);
  }

  private get base() {
    return `${wiremockUrl()}${this.prefix}`;
  }
  private get v1() {
    return `${this.prefix}/magento/rest/default/V1`;
  }

  /** The bridge's settings for this journey: Magento, the ESB and the bank; the rest stays on the Sandbox. */
  settings(): Record<string, unknown> {
    return {
      adapters: { commerce: 'magento', number_inventory: 'esb', payment_gateway: 'hosted_page' },
      upstreams: {
        commerce: {
          base_url: `${this.base}/magento`,
          store_code: 'default',
          vendor: VENDOR,
          username: 'shop-integration',
          password: 'journey-admin-password',
          timeout_seconds: 5,
          retries: 1,
        },
        number_inventory: {
          base_url: `${this.base}/esb`,
          client_id: 'whl-shop',
          api_key: 'journey-esb-key',
          timeout_seconds: 5,
          retries: 1,
        },
        payment_gateway: {
          base_url: `${this.base}/bank/api`,
          merchant_id: 'M-SAHEL',
          api_key: 'journey-bank-key',
          signing_key: SIGNING_KEY,
          timeout_seconds: 5,
          retries: 1,
        },
      },
    };
  }

  /** Secrets of the journey that no page, answer or log may show (test/fixtures/credentials.json). */
  readonly secrets = credentials.values;

  /** A field of every upstream answer the bridge has no use for: it must never reach a page, an answer or a log. */
  get canary(): string {
    return `upstream-body-canary${this.prefix.replace(/\W/g, '-')}`;
  }

  async stub(
    method: Method,
    path: string,
    response: { status: number; body?: unknown; headers?: Record<string, string> },
    features: IWireMockFeatures = {},
  ) {
    await this.mock.register({ method, endpoint: path }, response, { ...byPath, ...features });
  }

  /** The requests WireMock saw under this journey's prefix, oldest first. */
  async seen(): Promise<Seen[]> {
    return (await journal(this.mock)).filter((r) => r.path.startsWith(this.prefix));
  }

  /** Requests no stub answered (WireMock's 404): what the journey asked that the stubs did not foresee. */
  async unmatched(): Promise<string[]> {
    const all = (await this.mock.getUnmatchedRequests()) as Array<{ method: string; url: string }>;
    return all.map((r) => `${r.method} ${r.url}`).filter((r) => r.includes(this.prefix));
  }

  /** Magento's administrator token, its catalogue module, and a cart that starts empty. */
  async magento(catalogue: CatalogueData): Promise<void> {
    const catalog = `${this.v1}/${VENDOR}-catalog`;
    await this.stub('POST', `${this.prefix}/magento/rest/V1/integration/admin/token`, { status: 200, body: 'journey-admin-token' });
    await this.stub('GET', `${catalog}/plans`, {
      status: 200,
      body: catalogue.plans.map((plan) => ({ ...plan, upstreamNote: this.canary })),
    });
    for (const lang of ['en', 'ar'] as const) {
      await this.mock.register(
        { method: 'GET', endpoint: `${catalog}/cities`, queryParameters: { lang } },
        { status: 200, body: catalogue.cities[lang] },
        byPath,
      );
      await this.mock.register(
        { method: 'GET', endpoint: `${catalog}/stores`, queryParameters: { lang } },
        { status: 200, body: catalogue.stores[lang] },
        byPath,
      );
    }
    await this.stub('GET', `${this.v1}/${VENDOR}-orderflow/shipping-options`, { status: 200, body: OPTIONS });
    await this.stub('GET', `${this.v1}/${VENDOR}-orderflow/carts/${this.cart}/shipping-options`, { status: 200, body: OPTIONS });
    await this.stub('POST', `${this.v1}/guest-carts`, { status: 200, body: this.cart });
    const flow = `${this.v1}/${VENDOR}-orderflow/carts/${this.cart}`;
    const none = { status: 404, body: { message: 'No such entity' } };
    await this.stub('GET', `${flow}/customer-standing`, none);
    for (const kind of ['personal-details', 'delivery-details']) {
      await this.stub('GET', `${flow}/${kind}`, none, {
        scenario: { scenarioName: `${this.prefix}-${kind}`, requiredScenarioState: 'Started' },
      });
    }
    await this.stub('GET', `${flow}/order`, none);
  }

  /**
   * A detail of the quote the order-flow module keeps (personal-details, delivery-details): none until
   * the bridge saves it; then the details saved, which the journey knows (it typed them).
   */
  async details(kind: 'personal-details' | 'delivery-details', saved: Record<string, string>): Promise<void> {
    const path = `${this.v1}/${VENDOR}-orderflow/carts/${this.cart}/${kind}`;
    const scenarioName = `${this.prefix}-${kind}`;
    await this.stub(
      'PUT',
      path,
      { status: 200, body: true },
      { scenario: { scenarioName, requiredScenarioState: 'Started', newScenarioState: 'saved' } },
    );
    await this.stub('PUT', path, { status: 200, body: true }, { scenario: { scenarioName, requiredScenarioState: 'saved' } });
    await this.stub('GET', path, { status: 200, body: { details: saved } }, { scenario: { scenarioName, requiredScenarioState: 'saved' } });
  }

  /**
   * Placing the order (000 §7.5) and reading it back through its payment (contract §4.16): none
   * until Magento places the quote; then the order awaiting payment, with its bank page once the
   * bridge records it, and paid once the bridge sets its status after the bank's return.
   */
  async orderFlow(placed: Record<string, unknown> & { incrementId: string }): Promise<void> {
    const order = { ...placed, upstreamNote: this.canary };
    const flow = `${this.v1}/${VENDOR}-orderflow`;
    const scenarioName = `${this.prefix}-order`;
    const at = (state: string, next?: string) => ({
      scenario: { scenarioName, requiredScenarioState: state, ...(next ? { newScenarioState: next } : {}) },
    });
    const read = (state: string, body: object) =>
      Promise.all([
        this.stub('GET', `${flow}/carts/${this.cart}/order`, { status: 200, body }, at(state)),
        this.stub('GET', `${flow}/orders/${order.incrementId}`, { status: 200, body }, at(state)),
      ]);
    await this.stub('GET', `${flow}/orders/${order.incrementId}`, { status: 404, body: { message: 'No such entity' } }, at('Started'));
    await this.stub('PUT', `${this.v1}/guest-carts/${this.cart}/order`, { status: 200, body: 5151 }, at('Started', 'placed'));
    await this.stub('PUT', `${flow}/orders/5151/placed`, { status: 200, body: true });
    const page = `${wiremockUrl()}${this.bankPath}`;
    await read('placed', { ...order, status: 'pending_payment', paymentUrl: '' });
    await this.stub('PUT', `${flow}/orders/${order.incrementId}/payment`, { status: 200, body: true }, at('placed', 'awaiting-payment'));
    await read('awaiting-payment', { ...order, status: 'pending_payment', paymentUrl: page });
    await this.stub('PUT', `${flow}/orders/${order.incrementId}/status`, { status: 200, body: true }, at('awaiting-payment', 'paid'));
    await read('paid', { ...order, status: 'success', paymentUrl: page });
    // the bank registers the attempt and answers its page
    await this.stub('POST', `${this.prefix}/bank/api/payments`, {
      status: 201,
      body: {
        id: this.payment,
        redirectUrl: page,
        expiresAt: new Date(Date.now() + 1_800_000).toISOString(),
        upstreamNote: this.canary,
      },
    });
  }

  /** The bank's page of the journey's payment (what WireMock's log shows for it). */
  get bankPath(): string {
    return `${this.prefix}/bank/hpp/pay${this.cart}`;
  }

  /** The bank's page for the attempt the bridge registered: a Pay button that sends the browser back, signed. */
  async bankPage(approved: boolean): Promise<{ returnUrl: string; amount: string }> {
    const [registered] = (await this.seen()).filter((r) => r.method === 'POST' && r.path.endsWith('/bank/api/payments'));
    const attempt = JSON.parse(registered!.body) as { orderReference: string; returnUrl: string; amount: { value: string } };
    const back = signedReturn(attempt.returnUrl, {
      paymentId: this.payment,
      orderReference: attempt.orderReference,
      status: approved ? 'APPROVED' : 'DECLINED',
      amount: attempt.amount.value,
    });
    const html =
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bank payment</title></head><body><main><h1>Bank payment</h1>` +
      `<p>OMR ${attempt.amount.value}</p><a id="pay" href="${back.replace(/&/g, '&amp;')}">Pay</a></main></body></html>`;
    await this.stub(
      'GET',
      `${this.prefix}/bank/hpp/pay${this.cart}`,
      { status: 200, body: html, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
      { responseBodyType: BodyType.Body },
    );
    return { returnUrl: attempt.returnUrl, amount: attempt.amount.value };
  }

  /**
   * The cart: empty until the bridge adds the plan (its item then holds the options the bridge sent),
   * its totals with VAT; `options` is what the item holds once added.
   */
  async cartOf(plan: { sku: string; priceBaisa: number }, options: Record<string, unknown>): Promise<void> {
    const cart = `${this.v1}/guest-carts/${this.cart}`;
    const item = {
      item_id: 1,
      sku: plan.sku,
      qty: 1,
      name: plan.sku,
      price: plan.priceBaisa / 1000,
      product_type: 'virtual',
      extension_attributes: { whl_options: options },
    };
    const started = { scenarioName: `${this.prefix}-cart`, requiredScenarioState: 'Started' };
    const filled = { scenarioName: `${this.prefix}-cart`, requiredScenarioState: 'filled' };
    await this.stub('GET', cart, { status: 200, body: { id: 901, is_active: true, items: [] } }, { scenario: started });
    await this.stub('POST', `${cart}/items`, { status: 200, body: item }, { scenario: { ...started, newScenarioState: 'filled' } });
    await this.stub(
      'GET',
      cart,
      { status: 200, body: { id: 901, is_active: true, items: [item], customer_note: this.canary } },
      { scenario: filled },
    );
    const subtotal = plan.priceBaisa / 1000;
    const tax = Math.round(plan.priceBaisa * 0.05) / 1000;
    await this.stub('GET', `${cart}/totals`, {
      status: 200,
      body: { subtotal, tax_amount: tax, grand_total: subtotal + tax, base_currency_code: 'OMR' },
    });
    await this.stub('PUT', `${cart}/items/1`, { status: 200, body: item });
  }

  /** The ESB's pool: a page of free numbers, and the hold of the number the shopper reserves. */
  async numbers(free: string[], holdMinutes: number): Promise<void> {
    const esb = `${this.prefix}/esb`;
    const resource = (value: string) => ({ value, vanityLevel: 'FREE', serviceType: 'both', price: { unit: 'OMR', value: '0.000' } });
    await this.stub('POST', `${esb}/availabilityCheck`, {
      status: 200,
      body: {
        availableResourceCapacity: [{ vanityLevel: 'FREE', hasMore: false, resource: free.map(resource) }],
        upstreamNote: this.canary,
      },
    });
    const end = new Date(Date.now() + holdMinutes * 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const pool = `${this.prefix}-pool`;
    for (const msisdn of free) {
      const reserved = {
        status: 200,
        body: {
          id: msisdn,
          reservationState: 'reserved',
          relatedParty: { id: "{{jsonPath request.body '$.relatedParty.id'}}", role: 'cart' },
          validFor: { endDateTime: "{{jsonPath request.body '$.validFor.endDateTime'}}" },
          resource: { value: msisdn, vanityLevel: 'FREE' },
        },
        headers: { 'Content-Type': 'application/json' },
      };
      await this.mock.register({ method: 'PUT', endpoint: `${esb}/reservation/${msisdn}` }, reserved, {
        ...byPath,
        responseTransformers: ['response-template' as never],
        scenario: { scenarioName: pool, requiredScenarioState: 'Started', newScenarioState: `held-${msisdn}` },
      });
      // the cart's own number reserved again, for longer: an online order's payment window (decision 150)
      await this.mock.register({ method: 'PUT', endpoint: `${esb}/reservation/${msisdn}` }, reserved, {
        ...byPath,
        responseTransformers: ['response-template' as never],
        scenario: { scenarioName: pool, requiredScenarioState: `held-${msisdn}` },
      });
      // the cart's hold, once the number is reserved (holdOf)
      await this.stub(
        'GET',
        `${esb}/reservation`,
        {
          status: 200,
          body: [
            {
              id: msisdn,
              reservationState: 'reserved',
              relatedParty: { id: this.cart, role: 'cart' },
              validFor: { endDateTime: end },
              resource: { value: msisdn, vanityLevel: 'FREE' },
            },
          ],
        },
        { scenario: { scenarioName: pool, requiredScenarioState: `held-${msisdn}` } },
      );
      await this.stub('GET', `${esb}/resource/${msisdn}`, { status: 200, body: resource(msisdn) });
      await this.stub('PATCH', `${esb}/reservation/${msisdn}`, { status: 200, body: { reservationState: 'sold' } });
      await this.stub('DELETE', `${esb}/reservation/${msisdn}`, { status: 204 });
    }
    await this.stub(
      'GET',
      `${esb}/reservation`,
      { status: 200, body: [] },
      { scenario: { scenarioName: pool, requiredScenarioState: 'Started' } },
    );
  }
}

const OPTIONS = { storePickup: true, doorDelivery: true, payOnline: true, cashOnDelivery: true, cardOnDelivery: true };

/** The bank's signed return for a payment, as its page sends the browser back (docs/upstreams.md "Payment"). */
export function signedReturn(
  returnUrl: string,
  fields: { paymentId: string; orderReference: string; status: string; amount: string },
): string {
  const url = new URL(returnUrl);
  for (const [key, value] of Object.entries(bankReturn({ ...fields, reference: 'JOURNEY-BANK-1' }, SIGNING_KEY)))
    url.searchParams.set(key, value);
  return url.toString();
}
