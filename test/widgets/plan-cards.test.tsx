import { fireEvent, screen, within } from '@testing-library/react';
import { PlanCardsScreen } from '../../widgets/plan-cards/Screen';
import { fakeBridge } from '../src/support/fake-bridge';
import { testStore } from '../src/support/store';
import { renderScreen } from '../src/support/render';
import { configFor, currentNonce, failure, homepagePlans, planCard } from '../src/support/fixtures';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function setup(
  serviceType: 'all' | 'prepaid' | 'postpaid',
  plans: Parameters<typeof fakeBridge>[0][string] = { body: homepagePlans() },
  {
    lang = 'en',
    count = 0,
    layout = 'grid',
    family = null,
  }: { lang?: 'en' | 'ar'; count?: number; layout?: 'grid' | 'section'; family?: string | null } = {},
) {
  const bridge = fakeBridge({ 'homepage-plans': plans, 'current-nonce': { body: currentNonce('n', count) } });
  testStore({ client: bridge.client, config: configFor(lang) });
  renderScreen(<PlanCardsScreen serviceType={serviceType} layout={layout} family={family} />, lang);
  return bridge;
}

describe('000 §2.3 homepage plan cards (homepage-plans)', () => {
  test('loading placeholder, then one card per plan with data, voice, validity and the price with VAT', async () => {
    setup('all');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const list = await screen.findByRole('list', { name: 'Plans' });
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(cards).toHaveLength(2);
    const hala = cards[0]!;
    expect(within(hala).getByRole('heading', { name: 'Hala 5' })).toBeTruthy();
    expect(hala.textContent).toContain('10 GB');
    expect(hala.textContent).toContain('300 minutes'); // issue 8: value and unit one phrase
    expect(hala.textContent).toContain('4 weeks');
    expect(hala.querySelector('[part=price]')?.textContent).toBe('OMR 5.250incl. VAT');
    expect(hala.querySelector('[part=price]')?.textContent).not.toContain('/month'); // a prepaid plan is paid once
    expect(cards[1]!.textContent).toContain('30 days');
    expect(cards[1]!.querySelector('[part=money]')?.textContent).toBe('OMR 10.500');
  });

  test('issue 14 a campaign page: family= shows the plans of that family only', async () => {
    setup(
      'all',
      {
        body: homepagePlans([
          planCard({ product_sku: 'POST-OMANUNA-8', plan_name: 'Omanuna 8', service_type: 'postpaid', family: 'PostpaidOmanuna' }),
          planCard({ product_sku: 'POST-SHAHRY-10', plan_name: 'Shahry 10', service_type: 'postpaid', family: 'PostpaidShahryEndless' }),
          planCard({ product_sku: 'POST-OMANUNA-14', plan_name: 'Omanuna 14', service_type: 'postpaid', family: 'PostpaidOmanuna' }),
        ]),
      },
      { family: 'PostpaidOmanuna' },
    );
    const list = await screen.findByRole('list', { name: 'Plans' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Omanuna 8', 'Omanuna 14']);
  });

  test('Buy now leads to the activation URL on this site; its accessible name says which plan (issue 8)', async () => {
    setup('all');
    const buy = await screen.findByRole('link', { name: 'Buy now Hala 5' });
    expect(buy.getAttribute('href')).toBe('https://shop.example/prepaid-recommended-numbers/?plan=hala-5');
    expect(screen.getAllByRole('link', { name: /^Buy now / }).map((link) => link.textContent)).toEqual([
      'Buy now Hala 5',
      'Buy now Shahry 10',
    ]);
  });

  test('000 §9 / issue 8: a postpaid price reads per month, with its VAT note', async () => {
    setup('postpaid', { body: homepagePlans([planCard({ service_type: 'postpaid', price_incl_vat: '12.600' })]) });
    const list = await screen.findByRole('list', { name: 'Postpaid plans' });
    expect(list.querySelector('[part=price]')?.textContent).toBe('OMR 12.600 /monthincl. VAT');
  });

  test('in Arabic the link keeps lang=ar, prices keep Latin digits and drop all-zero decimals', async () => {
    setup('prepaid', { body: homepagePlans([planCard({ price_incl_vat: '5.000' })]) }, { lang: 'ar' });
    const buy = await screen.findByRole('link', { name: 'اشترِ الآن Hala 5' });
    expect(buy.getAttribute('href')).toBe('https://shop.example/prepaid-recommended-numbers/?plan=hala-5&lang=ar');
    expect(screen.getByRole('list', { name: 'باقات الدفع المسبق' }).querySelector('[part=money]')?.textContent).toBe('5 ر.ع.');
  });
});

describe('000 §2.4 / §2.5 listings: by service type; a plan already in the cart leads to my_cart', () => {
  test('service-type="postpaid" asks for postpaid plans only', async () => {
    const bridge = setup('postpaid');
    await screen.findByRole('list', { name: 'Postpaid plans' });
    expect(bridge.callsTo('homepage-plans')[0]?.fields).toEqual({ lang: 'en', service_type: 'postpaid' });
    expect(screen.queryByText('Hala 5')).toBeNull();
  });

  test('a plan marked selected by the bridge links to the cart', async () => {
    setup('all', { body: homepagePlans([planCard({ selected: true })]) });
    const link = await screen.findByRole('link', { name: 'In your cart Hala 5' });
    expect(link.getAttribute('href')).toBe('https://shop.example/my_cart/');
  });

  test('the session’s own selected plan counts as in the cart (the plans route is cacheable) unless the cart is empty', async () => {
    sessionStorage.setItem('postpaid_prepaid_selected_plan', 'PRE-HALA-5');
    setup('all', { body: homepagePlans([planCard()]) }, { count: 1 });
    expect((await screen.findByRole('link', { name: 'In your cart Hala 5' })).getAttribute('href')).toBe('https://shop.example/my_cart/');
  });

  test('…and not once the bridge says the cart is empty', async () => {
    sessionStorage.setItem('postpaid_prepaid_selected_plan', 'PRE-HALA-5');
    setup('all', { body: homepagePlans([planCard()]) }, { count: 0 });
    await screen.findByRole('link', { name: 'Buy now Hala 5' });
  });
});

describe('issue 8 homepage sections: layout="section" (000 §2.3)', () => {
  test("a heading, a link to the family's listing, and at most 4 of its cards", async () => {
    const plans = ['a', 'b', 'c', 'd', 'e'].map((key) => planCard({ product_sku: `PRE-${key}`, plan_name: `Plan ${key}` }));
    setup('prepaid', { body: homepagePlans(plans) }, { layout: 'section' });
    const section = await screen.findByRole('region', { name: 'Prepaid plans' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Prepaid plans' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'See all prepaid plans' }).getAttribute('href')).toBe(
      'https://shop.example/prepaid-plan-page/',
    );
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Plan a', 'Plan b', 'Plan c', 'Plan d']);
  });

  test('postpaid, in Arabic: its heading and its listing link keep the language', async () => {
    setup('postpaid', { body: homepagePlans([planCard({ service_type: 'postpaid' })]) }, { lang: 'ar', layout: 'section' });
    const section = await screen.findByRole('region', { name: 'باقات الدفع الآجل' });
    expect(within(section).getByRole('link', { name: 'عرض كل باقات الدفع الآجل' }).getAttribute('href')).toBe(
      'https://shop.example/postpaid/?lang=ar',
    );
  });

  test('service-type="all" has no family to head: the grid as usual', async () => {
    setup('all', undefined, { layout: 'section' });
    await screen.findByRole('list', { name: 'Plans' });
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('000 §8 most failures: a message and a retry', () => {
  test('error state with retry', async () => {
    const bridge = setup('all', [failure('failure', 500), { body: homepagePlans() }]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong, Please try again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Plans' });
    expect(bridge.callsTo('homepage-plans')).toHaveLength(2);
  });

  test('no plans', async () => {
    setup('all', { body: homepagePlans([]) });
    await screen.findByText('No plans are available right now.');
  });
});

describe('000 §2.3 homepage: migration buttons', () => {
  const postpaid = planCard({
    product_sku: 'POST-SHAHRY-10',
    url_key: 'shahry-10',
    service_type: 'postpaid',
    plan_name: 'Shahry 10',
    activation_url: '/postpaid-recommended-numbers/?plan=shahry-10',
    migration_url: '/postpaid-recommended-numbers/?plan=shahry-10',
    portin_url: '/postpaid-recommended-numbers/?plan=shahry-10&method=port-in',
  });

  test('a postpaid card with a migration link has a migration button copying the activation link of the same sku', async () => {
    setup('postpaid', { body: homepagePlans([postpaid, planCard()]) });
    const buy = await screen.findByRole('link', { name: 'Buy now Shahry 10' });
    const migrate = screen.getByRole('link', { name: 'Switch from prepaid Shahry 10' });
    expect(migrate.getAttribute('href')).toBe(buy.getAttribute('href'));
    expect(screen.queryByRole('link', { name: 'Switch from prepaid Hala 5' })).toBeNull(); // no migration link: no button
  });
});

describe("000 §2.4 prepaid listing: '?' opens the plan's credit description, looked up by SKU", () => {
  test("a plan with a credit description has a '?' button opening it; one without has none", async () => {
    const credit = 'Your credit is valid for 28 days and carries over when you renew.';
    setup('prepaid', {
      body: homepagePlans([planCard({ credit_description: credit }), planCard({ product_sku: 'PRE-HALA-3', plan_name: 'Hala 3' })]),
    });
    const button = await screen.findByRole('button', { name: 'About the credit of Hala 5' });
    const popup = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(popup.textContent).toBe(credit);
    expect(popup.getAttribute('popover')).toBe('auto');
    expect(screen.queryByRole('button', { name: /About the credit of Hala 3/ })).toBeNull();
  });
});
