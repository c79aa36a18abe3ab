import * as v from 'valibot';
import { HomepagePlansSchema, PlanCardSchema } from '../../../src/schemas/catalogue';
import { PlanDetailsNumbersListSchema, SearchNumbersSchema } from '../../../src/schemas/numbers';
import { OmrSchema } from '../../../src/schemas/common';
import { homepagePlans, numbersList, phoneNumber, planCard } from '../support/fixtures';

describe('contract §4 money fields: OMR strings become integer baisa', () => {
  test.each([
    ['5.250', 5250],
    ['0.000', 0],
    ['12', 12000],
  ])('%p → %p', (text, baisa) => {
    expect(v.parse(OmrSchema, text)).toBe(baisa);
  });

  test.each([5.25, '5,250', 'free', null])('%p is refused', (value) => {
    expect(v.safeParse(OmrSchema, value).success).toBe(false);
  });
});

describe('contract §4.2 / 000 §3.3 homepage-plans and PlanCard', () => {
  test('the contract example parses, money in baisa, extra fields dropped', () => {
    const answer = v.parse(HomepagePlansSchema, homepagePlans());
    const { plans } = answer;
    expect(answer).not.toHaveProperty('ImportantInfoData');
    expect(plans).toHaveLength(2);
    expect(plans[0]).toMatchObject({ product_sku: 'PRE-HALA-5', price_incl_vat: 5250, validity: 28, selected: false });
    // fields no widget reads are dropped by the parse; the migration link (000 §2.3), the credit
    // description (000 §2.4) and the family (a campaign page's plan cards, 000 §2.5) are read by the
    // plan cards, '' when the plan has none
    expect(plans[0]).not.toHaveProperty('portin_url');
    expect(plans[0]).not.toHaveProperty('url_key');
    expect(plans[0]).toMatchObject({ migration_url: null, credit_description: '', family: 'PrepaidHala' });
  });

  test('optional texts default (a voice-only plan has no data quota)', () => {
    const card = planCard();
    const { data_quota, data_units, highlights, ...rest } = card;
    void data_quota;
    void data_units;
    void highlights;
    expect(v.parse(PlanCardSchema, rest)).toMatchObject({ data_quota: '', highlights: [] });
  });

  test.each([
    ['an unknown service type', { service_type: 'prepaid-plus' }],
    ['a numeric price', { price_incl_vat: 5 }],
    ['validity as text', { validity: '28' }],
    ['no activation URL', { activation_url: undefined }],
  ])('%s is a schema mismatch', (_, overrides) => {
    expect(v.safeParse(PlanCardSchema, planCard(overrides)).success).toBe(false);
  });
});

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
