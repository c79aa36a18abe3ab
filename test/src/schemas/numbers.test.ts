import * as v from 'valibot';
import { PlanDetailsNumbersListSchema, SearchNumbersSchema } from '../../../src/schemas/numbers';
import { numbersList, phoneNumber } from '../support/fixtures';

describe('contract §4.3 / 000 §3.4 plan-details-numbers-list', () => {
  test('plan details and the free / paid groups parse', () => {
    const answer = v.parse(PlanDetailsNumbersListSchema, numbersList());
    expect(answer.response_plan_details).toMatchObject({ sku: 'PRE-HALA-5', price: 5000, price_incl_vat: 5250 });
    expect(answer.response_numbers.free[0]).toEqual({ msisdn: '91234567', VANITY_LEVEL: 'FREE', amount: 0 });
    expect(answer.response_numbers.paid[2]).toEqual({ msisdn: '99000333', VANITY_LEVEL: 'PLATINUM', amount: 50500 });
  });

  test('missing groups read as empty', () => {
    const body = { ...numbersList(), response_numbers: {} };
    expect(v.parse(PlanDetailsNumbersListSchema, body).response_numbers).toEqual({ free: [], paid: [] });
  });

  test('a number that is not 8 digits is a mismatch', () => {
    expect(v.safeParse(PlanDetailsNumbersListSchema, numbersList([phoneNumber('9123')])).success).toBe(false);
  });

  test('wp_search_numbers answers under response', () => {
    expect(v.parse(SearchNumbersSchema, { responseCode: 'success', response: { free: [phoneNumber('91234567')] } }).response.paid).toEqual(
      [],
    );
  });
});
