import * as v from 'valibot';
import { ThankYouSchema } from '../../../src/schemas/thank-you';
import { orderView, variantOf, wantsArabic } from '../../../widgets/thank-you/order';
import { line, postpaidSilver, thankYou } from './fixtures';

const view = (read: Record<string, unknown>) => orderView(v.parse(ThankYouSchema, read));

describe('contract §4.17 / 000 §3.15: the read is lenient', () => {
  test('a back end that leaves out everything but the order id still reads', () => {
    const read = v.parse(ThankYouSchema, { responseCode: 'success', api_response: { items: [{ increment_id: '100000042' }] } });
    const order = orderView(read);
    expect(order).toMatchObject({ orderId: '100000042', variant: 'success', lines: [], totals: null, retryUrl: null });
    expect(order.shipping).toEqual({ kind: 'none' });
  });

  test('nulls, numbers for strings and a missing gtm read as their defaults', () => {
    const read = thankYou({
      order: { store_id: '2', payment: null, billing_address: null, subtotal: 12, items: [line({ qty_ordered: '2' })] },
      gtm: null,
    });
    const order = view(read);
    expect(order.lines[0]!.qty).toBe(2);
    expect(order.totals).toMatchObject({ subtotal: 12000, vat: 600, total: 12600 });
    expect(order.ecommerce).toMatchObject({
      currency: 'OMR',
      value: 12,
      tax: 0.6,
      items: [{ item_id: 'PRE-HALA-5', price: 5, quantity: 2 }],
    });
  });

  test('an answer without an order is refused', () => {
    expect(v.safeParse(ThankYouSchema, { responseCode: 'success', api_response: { items: [] } }).success).toBe(false);
  });
});

describe('000 §4.12 / 001 §4.4 the variant by status', () => {
  test.each([
    ['payment_failure', 'failed'],
    ['recharge_failure', 'failed'],
    ['billpay_failure', 'failed'],
    ['canceled', 'failed'], // issue 31: unpaid when its payment window ended, nothing bought
    ['pending_payment', 'pending'],
    ['success', 'success'],
    ['pending', 'success'],
    ['processing', 'success'],
    ['qc_pending', 'success'],
  ])('%s → %s', (status, variant) => expect(variantOf(status)).toBe(variant));
});

describe('000 §4.12 sections by product type', () => {
  test('door delivery: the address (street lines, city, wilayat, governorate, landmark)', () => {
    expect(view(thankYou()).shipping).toEqual({
      kind: 'address',
      label: 'delivery',
      address: {
        street: ['Way 123', 'Villa 45', 'Al Khuwair North'],
        city: 'Al Khuwair',
        wilayat: 'Bawshar',
        governorate: 'Muscat',
        landmark: 'Near the mosque',
      },
    });
  });

  test('another shipping method: Store Pickup with the store and the date', () => {
    const read = thankYou({
      shipping_type: 'Storepickup',
      any_store_pickup: true,
      any_store_pickup_date: '2026-11-25',
      store: { id: 'MCT01', name: 'Muscat Grand Mall store', address: 'Muscat Grand Mall' },
      order: {
        extension_attributes: { shipping_assignments: [{ shipping: { method: 'storepickup', address: { street: [], city: '' } } }] },
      },
    });
    expect(view(read).shipping).toEqual({
      kind: 'pickup',
      store: { name: 'Muscat Grand Mall store', address: 'Muscat Grand Mall' },
      date: '2026-11-25',
    });
  });

  test('eSIM: no address, the eSIM section', () => {
    expect(view(thankYou({ esim_status: true, shipping_type: 'Esim' })).shipping).toEqual({ kind: 'esim' });
  });

  test.each(['reactivation', 'migration'])('%s hides the shipping address', (simtype) => {
    expect(view(thankYou({ order: { items: [line({}, { simtype_sku: simtype })] } })).shipping).toEqual({ kind: 'none' });
  });

  test('Gift Card hides the shipping block and shows the gift-card order id', () => {
    const order = view(thankYou({ order: { items: [line({ sku: 'GIFT-10' }, { type_product: 'Gift Card', simtype_sku: '' })] } }));
    expect(order).toMatchObject({ giftCard: true, shipping: { kind: 'none' } });
  });

  test('Fixed Line shows the location; 4g/5g the delivery address', () => {
    const fixed = view(thankYou({ order: { items: [line({}, { type_product: 'Fixed Line', service_type: 'x^fiber' })] } }));
    expect(fixed.shipping).toMatchObject({ kind: 'address', label: 'location' });
    const wireless = view(thankYou({ order: { items: [line({}, { type_product: 'Fixed Line', service_type: 'x^4g' })] } }));
    expect(wireless.shipping).toMatchObject({ kind: 'address', label: 'delivery' });
    const pickup = view(
      thankYou({
        shipping_type: 'Storepickup',
        order: { items: [line({}, { type_product: 'Fixed Line', service_type: 'x^5g' })] },
      }),
    );
    expect(pickup.shipping).toMatchObject({ kind: 'pickup' });
  });

  test.each(['recharge', 'billpay', 'bulk_billpay'])('%s: the recharge view with the number and the amount', (simtype) => {
    const order = view(
      thankYou({
        order: {
          items: [
            line(
              { product_option: { extension_attributes: { custom_options: [{ option_id: 'amount', option_value: '3.5' }] } } },
              { simtype_sku: simtype, msisdn: '96899887766' },
            ),
          ],
        },
      }),
    );
    expect(order.recharge).toEqual({ kind: simtype, msisdn: '96899887766', amount: 3500 });
    expect(order.shipping).toEqual({ kind: 'none' });
  });

  test.each([
    ['qc_pending', 'pending'],
    ['qc_complete', 'complete'],
    ['success', null],
  ])("migration %s: what's next %s", (status, whatsNext) => {
    const order = view(thankYou({ order_type: 'migration', order: { status, items: [line({}, { simtype_sku: 'migration' })] } }));
    expect(order.whatsNext).toBe(whatsNext);
    expect(order.route.key).toBe('pre-to-post-thank-you');
  });

  test('reactivation qc_pending: the store-pickup section', () => {
    const read = (status: string) => view(thankYou({ order: { status, items: [line({}, { simtype_sku: 'reactivation' })] } }));
    expect(read('qc_pending').reactivationPickup).toBe(true);
    expect(read('success').reactivationPickup).toBe(false);
  });

  test('self-service activation: Prepaid the number, Postpaid a message', () => {
    expect(view(thankYou({ selfServiceActivationStatus: true })).selfService).toEqual({ kind: 'prepaid', msisdn: '96891234567' });
    const postpaid = thankYou({ selfServiceActivationStatus: true, order: { items: [line({}, { type_product: 'Postpaid' })] } });
    expect(view(postpaid).selfService).toEqual({ kind: 'postpaid' });
    expect(view(thankYou()).selfService).toBeNull();
  });

  test('show_port_in_section: the port-in section with port_in_new_msisdn', () => {
    expect(view(thankYou({ show_port_in_section: true, port_in_new_msisdn: '96872345678' })).portIn).toEqual({ msisdn: '96872345678' });
  });

  test('a retry URL gives the retry button', () => {
    expect(view(thankYou({ payment_retry_url: 'https://shop.example/?whl_pay_retry=100000042&key=k' })).retryUrl).toBe(
      'https://shop.example/?whl_pay_retry=100000042&key=k',
    );
  });

  test('a cancelled order has no retry button, whatever the read carries (its window is over, decision 150)', () => {
    const cancelled = thankYou({ order: { status: 'canceled' }, payment_retry_url: 'https://shop.example/?whl_pay_retry=100000042&key=k' });
    expect(view(cancelled).retryUrl).toBeNull();
    expect(view(cancelled).totals?.dueToday).toBe(false); // nothing is due on a cancelled order
  });

  test('the order summary: lines with and without VAT, subtotal, VAT 5 %, total', () => {
    const order = view(thankYou());
    expect(order.lines.map(({ name, price, priceInclVat }) => [name, price, priceInclVat])).toEqual([
      ['Hala 5', 5000, 5250],
      ['SIM card', 7000, 7350],
    ]);
    expect(order.totals).toEqual({ subtotal: 12000, vat: 600, total: 12600, vatPercent: 5, dueToday: true });
    expect(order.monthly).toBeNull();
  });

  test('contract §4.17, 000 §9: a postpaid plan with a SILVER number: the plan monthly, its number’s fee, due today 5.250, then 12.600 a month', () => {
    const order = view(postpaidSilver());
    expect(order.lines).toEqual([
      {
        sku: 'POST-ENDLESS-12',
        name: 'Shahry Endless 12',
        qty: 1,
        msisdn: '96893665588',
        price: 12000,
        priceInclVat: 12600,
        monthly: true,
        numberPriceInclVat: 5250,
      },
    ]);
    expect(order.totals).toEqual({ subtotal: 5000, vat: 250, total: 5250, vatPercent: 5, dueToday: true });
    expect(order.monthly).toEqual({ subtotal: 12000, vat: 600, total: 12600, vatPercent: 5 });
    // docs/analytics.md: the purchase is what is paid now, without VAT, the tax beside it
    expect(order.ecommerce).toMatchObject({ value: 5, tax: 0.25 });
    expect(view(postpaidSilver('en', { gtm: null })).ecommerce).toMatchObject({ value: 5, tax: 0.25 });
  });

  test('a back end that sends no due_today: the order’s totals; a number without its fee: no fee', () => {
    const read = thankYou({
      order: { due_today: 'n/a', monthly: null, items: [line({ billing: null, number_price: null, number_price_incl_tax: null })] },
    });
    const order = view(read);
    expect(order.totals).toEqual({ subtotal: 12000, vat: 600, total: 12600, vatPercent: 5, dueToday: false });
    expect(order.lines[0]).toMatchObject({ monthly: false, numberPriceInclVat: null, msisdn: '96891234567' });
    // a fee without VAT only: VAT added (5 %)
    expect(
      view(thankYou({ order: { items: [line({ number_price: '5.000', number_price_incl_tax: null })] } })).lines[0]!.numberPriceInclVat,
    ).toBe(5250);
  });

  test('the thank-you route: {service_type}, the tourist pack, pre-to-post', () => {
    expect(view(thankYou()).route).toEqual({ key: '{service_type}-thank-you', serviceType: 'prepaid' });
    expect(view(thankYou({ service_type: 'postpaid' })).route).toEqual({ key: '{service_type}-thank-you', serviceType: 'postpaid' });
    expect(view(thankYou({ sub_category: 'fifa_tourist_pack' })).route.key).toBe('tourist-pack-thank-you');
  });
});

describe('000 §4.12 store_id 2 paid online while the page is not Arabic', () => {
  test.each([
    [2, 'eshoppayment', 'en', true],
    [2, 'eshoppayment', 'ar', false],
    [1, 'eshoppayment', 'en', false],
    [2, 'cashondelivery', 'en', false],
  ] as const)('store %s, %s, page %s → Arabic %s', (store, method, lang, expected) => {
    const read = v.parse(ThankYouSchema, thankYou({ order: { store_id: store, payment: { method } } }));
    expect(wantsArabic(read, lang)).toBe(expected);
  });
});
