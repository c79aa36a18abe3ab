// The cart a checkout step is for (000 §2.9–§2.11, §2.8, §3.2, §4.3): one reading for the personal,
// delivery and payment steps; a test step shows what the hook gives.
import { screen, waitFor } from '@testing-library/react';
import { useStepCart } from '../../../src/checkout/use-step-cart';
import type { ServiceType } from '../../../src/domain/routes';
import { fakeBridge } from '../support/fake-bridge';
import { testStore } from '../support/store';
import { renderScreen } from '../support/render';
import { cartSummary, configFor } from '../support/fixtures';

function TestStep({ attribute, leaveWhenEmpty }: { attribute: ServiceType | null; leaveWhenEmpty?: boolean }) {
  const cart = useStepCart(attribute, leaveWhenEmpty);
  return (
    <output>
      {[
        cart.status,
        cart.serviceType ?? '-',
        cart.orderType || '-',
        String(cart.touristPack),
        cart.msisdn ?? '-',
        cart.reservation?.display ?? '-',
      ].join('|')}
    </output>
  );
}

function mount(summary: Record<string, unknown>, props: { attribute?: ServiceType | null; leaveWhenEmpty?: boolean } = {}) {
  const bridge = fakeBridge({ 'cart-page-summary_details': { body: { ...cartSummary(899), ...summary } } });
  const page = testStore({ client: bridge.client, config: configFor('en') });
  renderScreen(<TestStep attribute={props.attribute ?? null} leaveWhenEmpty={props.leaveWhenEmpty ?? true} />);
  return page;
}

const shown = () => screen.getByRole('status').textContent;

describe('000 §2.9–§2.11 a checkout step’s cart (src/checkout/use-step-cart.ts)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  test('loads the cart: the line’s service type, the order type and the reserved number, grouped for reading', async () => {
    mount({});
    await waitFor(() => expect(shown()).toBe('ready|prepaid|prepaid|false|91234567|9123 4567'));
  });

  test('000 §3.2 a tourist pack is known by its sub-category', async () => {
    mount({ selected_order_sub_category_type: 'fifa_tourist_pack' });
    await waitFor(() => expect(shown()).toContain('|true|'));
  });

  test('a line without a known service type takes the page’s attribute', async () => {
    const [line] = cartSummary(899).items;
    mount({ items: [{ ...line, service_type: 'fixed line' }], selected_order_type: '' }, { attribute: 'postpaid' });
    await waitFor(() => expect(shown()).toBe('ready|postpaid|-|false|91234567|9123 4567'));
  });

  test('000 §2.8 an empty cart goes to the empty-cart page, unless the step emptied it by placing the order', async () => {
    const { navigate } = mount({ items: [], cart_items_count: 0, reservation: null });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringContaining('/empty-cart/')));
  });

  test('a step that placed the order stays: no empty-cart page', async () => {
    const { navigate } = mount({ items: [], cart_items_count: 0, reservation: null }, { leaveWhenEmpty: false });
    await waitFor(() => expect(shown()).toContain('empty|'));
    expect(navigate).not.toHaveBeenCalled();
  });
});
