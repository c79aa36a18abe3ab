import { cartEcommerce, pushEcommerce, pushPurchaseOnce, PURCHASE_KEY } from '../../../src/checkout/analytics';

const layer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];

describe('000 §7.6 GA4 ecommerce events on window.dataLayer', () => {
  beforeEach(() => {
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
    sessionStorage.clear();
  });

  it('builds the payload from the cart: items, value without VAT, the VAT beside it, currency OMR', () => {
    const payload = cartEcommerce([{ sku: 'PRE-HALA-5', name: 'Hala 5', service_type: 'prepaid', price: 5000, qty: 1 }], {
      subtotal: 5000,
      vat: 250,
    });
    expect(payload).toEqual({
      currency: 'OMR',
      value: 5,
      tax: 0.25,
      items: [{ item_id: 'PRE-HALA-5', item_name: 'Hala 5', item_category: 'prepaid', price: 5, quantity: 1 }],
    });
  });

  it('sums the lines when the cart has no totals, and keeps the 3 decimals of the baisa', () => {
    expect(cartEcommerce([{ sku: 'A', name: 'A', price: 1234, qty: 2 }], null).value).toBe(2.468);
  });

  it('clears the ecommerce object before each event', () => {
    pushEcommerce('begin_checkout', cartEcommerce([], null));
    expect(layer()).toEqual([{ ecommerce: null }, { event: 'begin_checkout', ecommerce: { currency: 'OMR', value: 0, items: [] } }]);
  });

  it('000 §4.12: sends purchase once per order id and status, across reloads (sessionStorage gtm_purchase_event)', () => {
    const payload = cartEcommerce([{ sku: 'A', name: 'A', price: 1000 }], null);
    expect(pushPurchaseOnce('100000042', 'success', payload)).toBe(true);
    expect(pushPurchaseOnce('100000042', 'success', payload)).toBe(false);
    expect(sessionStorage.getItem(PURCHASE_KEY)).toBe('100000042:success');
    // another status of the same order (a retry that succeeded after a decline) is another event
    expect(pushPurchaseOnce('100000042', 'payment_failure', payload)).toBe(true);
    const purchases = layer().filter((entry) => (entry as { event?: string }).event === 'purchase');
    expect(purchases).toHaveLength(2);
    expect(purchases[0]).toMatchObject({ ecommerce: { transaction_id: '100000042' } });
  });

  it('a storage that refuses writes still sends the event once on the page', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const payload = cartEcommerce([], null);
    expect(pushPurchaseOnce('7', 'success', payload)).toBe(true);
    expect(pushPurchaseOnce('7', 'success', payload)).toBe(false);
    setItem.mockRestore();
  });
});
