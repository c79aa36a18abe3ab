import * as v from 'valibot';
import { ReservationSchema } from '../../../src/schemas/cart';
import { AddToCartSchema } from '../../../src/schemas/add-to-cart';
import { CartSummarySchema } from '../../../src/schemas/cart-summary';
import { addToCartSuccess, cartSummary, emptyCart, reservation } from '../support/fixtures';

describe('contract §4.4 wp_plan_add_to_cart and its reservation', () => {
  test('quote, count and reservation parse', () => {
    expect(v.parse(AddToCartSchema, addToCartSuccess(900))).toEqual({
      quote_id: 'Vx12',
      cart_items_count: 1,
      reservation: { msisdn: '91234567', vanity_level: 'FREE', remaining_seconds: 900, limit_seconds: 900, expired: false },
    });
  });

  test('a reservation without remaining seconds is a mismatch', () => {
    expect(v.safeParse(ReservationSchema, { ...reservation(), remaining_seconds: undefined }).success).toBe(false);
  });
});

describe('contract §4.6 / 000 §3.6 cart-page-summary_details', () => {
  test('items, totals (from the bridge) and reservation parse, money in baisa', () => {
    const summary = v.parse(CartSummarySchema, cartSummary(899));
    expect(summary.items[0]).toMatchObject({ name: 'Hala 5', msisdn: '91234567', price: 5000, number_price: 0 });
    expect(summary.totals).toEqual({ subtotal: 5000, vat: 250, grand_total: 5250, vat_percent: 5 });
    expect(summary.reservation?.remaining_seconds).toBe(899);
    expect(summary.urlKey).toBe('hala-5');
  });

  test('an empty cart: no items, no reservation, no totals', () => {
    expect(v.parse(CartSummarySchema, emptyCart())).toMatchObject({ items: [], reservation: null, totals: null, cart_items_count: 0 });
  });

  test('totals with a float are a mismatch', () => {
    const body = { ...cartSummary(), totals: { subtotal: 5, vat: '0.250', grand_total: '5.250', vat_percent: 5 } };
    expect(v.safeParse(CartSummarySchema, body).success).toBe(false);
  });
});
