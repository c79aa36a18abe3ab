import { toPlanCardView } from '../../../src/hooks/use-plan-cards';
import * as v from 'valibot';
import { PlanCardSchema } from '../../../src/schemas/catalogue';
import { CONFIG, planCard } from '../support/fixtures';

const links = { siteUrl: CONFIG.siteUrl, routes: CONFIG.routes, lang: 'ar' as const };

describe('000 §2.3–§2.5 plan card view: price with VAT from the bridge, validity, buy link keeping lang', () => {
  test('a card to buy', () => {
    const view = toPlanCardView(v.parse(PlanCardSchema, planCard({ validity: 1, voice_quota: '' })), links, false);
    expect(view).toMatchObject({
      price: 5250,
      validity: { unit: 'hours', count: 24 },
      data: { quota: '10', units: 'GB' },
      voice: null,
      inCart: false,
      href: 'https://shop.example/prepaid-recommended-numbers/?plan=hala-5&lang=ar',
    });
  });

  test('a card already in the cart leads to my_cart', () => {
    expect(toPlanCardView(v.parse(PlanCardSchema, planCard()), links, true).href).toBe('https://shop.example/my_cart/?lang=ar');
  });
});
