import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ThankYouScreen } from '../../../widgets/thank-you/Screen';
import type { PageKind } from '../../../widgets/thank-you/use-thank-you';
import { PURCHASE_KEY } from '../../../src/checkout/analytics';
import { fakeBridge, type Reply } from '../../src/support/fake-bridge';
import { testStore } from '../../src/support/store';
import { renderScreen } from '../../src/support/render';
import { line, PAYMENT_RETURN, postpaidSilver, thankYou, thankYouConfig } from './fixtures';

const READ = 'wpb_thank_you_order_summary_details';
const DECRYPT = 'decryptPayonlineDetails';
type DataLayerWindow = Window & { dataLayer?: unknown[] };

let replaceState: jest.SpyInstance<void, Parameters<History['replaceState']>>;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  delete (window as DataLayerWindow).dataLayer;
  // the page's URL is https://shop.example/…, jsdom's another origin: the replacement is recorded, not made
  replaceState = jest.spyOn(window.history, 'replaceState').mockImplementation(() => undefined);
});
afterEach(() => replaceState.mockRestore());

type Routes = Parameters<typeof fakeBridge>[0];
function setup(url: string, routes: Routes, { lang = 'en', view = null }: { lang?: 'en' | 'ar'; view?: PageKind | null } = {}) {
  const bridge = fakeBridge(routes);
  const page = testStore({ client: bridge.client, config: thankYouConfig(lang), url });
  renderScreen(<ThankYouScreen view={view} />, lang);
  return { bridge, ...page };
}

const read = (body: Record<string, unknown> = thankYou()): Reply => ({ body });
/** the analytics module (loaded on need) has had its turn */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
const purchases = () => ((window as DataLayerWindow).dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase');

describe('000 §4.12 / 001 §4.4 the variants by status', () => {
  test('success: the title, the order id, the address, the summary with VAT said', async () => {
    const { bridge } = setup('https://shop.example/prepaid-thank-you/?orderid=100000042', { [READ]: read() });
    await screen.findByRole('heading', { name: 'Thank you for your order!', level: 2 });
    expect(screen.getByText('100000042')).toBeTruthy();
    expect(bridge.callsTo(READ)[0]!.fields).toEqual({ page_url: 'https://shop.example/prepaid-thank-you/?orderid=100000042', lang: 'en' });
    const address = screen.getByRole('heading', { name: 'Delivery address' }).parentElement!;
    expect(address.textContent).toContain('Way 123');
    expect(address.textContent).toContain('Villa 45');
    expect(address.textContent).toContain('Al Khuwair, Bawshar, Muscat');
    expect(address.textContent).toContain('Landmark: Near the mosque');
    const summary = screen.getByRole('heading', { name: 'Order summary' }).parentElement!;
    expect(summary.textContent).toContain('Hala 5');
    expect(summary.textContent).toContain('OMR 5.250incl. VAT');
    expect(summary.textContent).toContain('Subtotal (excl. VAT)OMR 12.000');
    expect(summary.textContent).toContain('VAT (5%)OMR 0.600');
    expect(summary.textContent).toContain('Due today incl. VATOMR 12.600');
    expect(summary.textContent).toContain('Number 9123 4567OMR 0.000incl. VAT');
    expect(within(summary).queryByText('Then monthly')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Retry payment' })).toBeNull();
  });

  test('contract §4.17, 000 §9: a postpaid plan with a SILVER number reads as the payment page: /month, the fee’s line, due today, then monthly', async () => {
    setup('https://shop.example/postpaid-thank-you/?orderid=100000042', { [READ]: read(postpaidSilver()) });
    await screen.findByRole('heading', { name: 'Thank you for your order!', level: 2 });
    const summary = screen.getByRole('heading', { name: 'Order summary' }).parentElement!;
    const [plan, number] = within(summary).getAllByRole('listitem')[0]!.children;
    expect(plan!.textContent).toBe('Shahry Endless 12OMR 12.600 /monthincl. VAT');
    expect(number!.textContent).toBe('Number 9366 5588OMR 5.250incl. VAT');
    expect(summary.querySelector('[part="totals"]')!.textContent).toBe(
      'Subtotal (excl. VAT)OMR 5.000VAT (5%)OMR 0.250Due today incl. VATOMR 5.250',
    );
    expect(summary.querySelector('[part="monthly"]')!.textContent).toBe('Then monthlyOMR 12.600 /monthincl. VAT');
    expect(summary.textContent).not.toContain('17.850');
    // docs/analytics.md: the purchase (cash on delivery: at once) is what is paid now, without VAT
    await waitFor(() => expect(purchases()).toHaveLength(1));
    expect(purchases()[0]).toMatchObject({ ecommerce: { value: 5, tax: 0.25, transaction_id: '100000042' } });
  });

  test('Arabic: the postpaid plan with its number’s fee, due today and then monthly', async () => {
    setup('https://shop.example/postpaid-thank-you/?orderid=100000042&lang=ar', { [READ]: read(postpaidSilver('ar')) }, { lang: 'ar' });
    await screen.findByRole('heading', { name: 'شكراً لطلبك!', level: 2 });
    const summary = screen.getByRole('heading', { name: 'ملخص الطلب' }).parentElement!;
    const [plan, number] = within(summary).getAllByRole('listitem')[0]!.children;
    expect(plan!.textContent).toContain('شهري اللامحدود 12');
    expect(plan!.textContent).toMatch(/12\.600.*\/شهريًا.*شامل ضريبة القيمة المضافة/);
    expect(number!.textContent).toMatch(/9366 5588.*5\.250/);
    const totals = summary.querySelector('[part="totals"]')!.textContent;
    expect(totals).toContain('المستحق اليوم');
    expect(totals).toMatch(/المستحق اليوم.*5\.250/);
    expect(summary.querySelector('[part="monthly"]')!.textContent).toMatch(/ثم شهريًا.*12\.600.*\/شهريًا/);
  });

  test('a back end that sends no due_today: the order’s total, VAT included', async () => {
    setup('https://shop.example/prepaid-thank-you/?orderid=100000042', {
      [READ]: read(thankYou({ order: { due_today: null } })),
    });
    const summary = (await screen.findByRole('heading', { name: 'Order summary' })).parentElement!;
    expect(summary.textContent).toContain('Total (incl. VAT)OMR 12.600');
    expect(summary.textContent).not.toContain('Due today');
  });

  test('Arabic: the same page in Arabic, amounts with 3 decimals and Latin digits', async () => {
    setup('https://shop.example/prepaid-thank-you/?orderid=100000042&lang=ar', { [READ]: read() }, { lang: 'ar' });
    await screen.findByRole('heading', { name: 'شكراً لطلبك!', level: 2 });
    const summary = screen.getByRole('heading', { name: 'ملخص الطلب' }).parentElement!;
    expect(summary.textContent).toMatch(/12\.600/);
    expect(summary.textContent).toContain('المستحق اليوم');
    expect(screen.getByRole('heading', { name: 'عنوان التوصيل' })).toBeTruthy();
  });

  test.each(['payment_failure', 'recharge_failure', 'billpay_failure'])(
    '%s: the failed view, titled Payment failed, with Retry payment',
    async (status) => {
      const retry = 'https://shop.example/?whl_pay_retry=100000042&key=abc';
      setup('https://shop.example/prepaid-thank-you/?orderid=100000042', {
        [READ]: read(thankYou({ order: { status }, payment_retry_url: retry })),
      });
      await screen.findByRole('heading', { name: 'Payment failed', level: 2 });
      expect(screen.getByRole('link', { name: 'Retry payment' }).getAttribute('href')).toBe(retry);
      await settled();
      expect(purchases()).toEqual([]); // a failed payment is no purchase
    },
  );

  test('pending_payment: the pending view', async () => {
    setup('https://shop.example/prepaid-thank-you/?orderid=100000042', {
      [READ]: read(thankYou({ order: { status: 'pending_payment' } })),
    });
    await screen.findByRole('heading', { name: 'Payment pending', level: 2 });
    expect(screen.getByText('100000042')).toBeTruthy();
    await settled();
    expect(purchases()).toEqual([]);
  });

  test('canceled (decision 150: unpaid when its payment window ended): Order cancelled, nothing charged, no retry', async () => {
    setup('https://shop.example/prepaid-thank-you/?orderid=100000042', {
      [READ]: read(thankYou({ order: { status: 'canceled' }, payment_retry_url: 'https://shop.example/?whl_pay_retry=100000042&key=abc' })),
    });
    await screen.findByRole('heading', { name: 'Order cancelled', level: 2 });
    expect(screen.getByText(/nothing was charged/)).toBeTruthy();
    expect(screen.getByText('100000042')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Retry payment' })).toBeNull(); // the window is over
    await settled();
    expect(purchases()).toEqual([]);
  });

  test('Arabic cancelled view', async () => {
    setup(
      'https://shop.example/prepaid-thank-you/?orderid=100000042&lang=ar',
      { [READ]: read(thankYou({ order: { status: 'canceled' } })) },
      { lang: 'ar' },
    );
    await screen.findByRole('heading', { name: 'أُلغي الطلب', level: 2 });
  });

  test('Arabic failed view', async () => {
    setup(
      'https://shop.example/prepaid-thank-you/?orderid=100000042&lang=ar',
      { [READ]: read(thankYou({ order: { status: 'payment_failure' } })) },
      { lang: 'ar' },
    );
    await screen.findByRole('heading', { name: 'فشل الدفع', level: 2 });
  });
});

describe("000 §8.3 'Sorry!': no order, not found, a failed call", () => {
  test('no orderid in the URL: Sorry, the order cannot be shown here, a link home; no call', async () => {
    const { bridge } = setup('https://shop.example/prepaid-thank-you/', {});
    await screen.findByRole('heading', { name: 'Sorry!' });
    expect(screen.getByText(/This order cannot be shown here/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('https://shop.example/');
    expect(bridge.calls).toEqual([]);
  });

  test('404 not_found (another session’s order): the same Sorry, no order details', async () => {
    setup('https://shop.example/prepaid-thank-you/?orderid=100000099', { [READ]: { status: 404, body: { responseCode: 'not_found' } } });
    await screen.findByRole('heading', { name: 'Sorry!' });
    expect(screen.getByText(/This order cannot be shown here/)).toBeTruthy();
    expect(screen.queryByText('Order summary')).toBeNull();
  });

  test('a failure: Sorry with the generic message and a retry that reads again', async () => {
    const { bridge } = setup('https://shop.example/prepaid-thank-you/?orderid=100000042', {
      [READ]: [{ status: 500, body: { responseCode: 'failure' } }, read()],
    });
    await screen.findByRole('heading', { name: 'Sorry!' });
    expect(screen.getByText('Something went wrong, Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(bridge.callsTo(READ)).toHaveLength(2);
  });

  test("000 §8.3 the configured generic error message replaces the shop's own, for a failure and for an order not shown", async () => {
    const bridge = fakeBridge({
      [READ]: [
        { status: 500, body: { responseCode: 'failure' } },
        { status: 404, body: { responseCode: 'not_found' } },
      ],
    });
    const config = { ...thankYouConfig('ar'), messages: { generic_error: 'نعتذر، فريقنا يعمل على ذلك.' } };
    testStore({ client: bridge.client, config, url: 'https://shop.example/prepaid-thank-you/?orderid=100000042&lang=ar' });
    renderScreen(<ThankYouScreen view={null} />, 'ar');
    await screen.findByText('نعتذر، فريقنا يعمل على ذلك.');
    expect(screen.queryByText('حدث خطأ ما، يرجى المحاولة مرة أخرى.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    await waitFor(() => expect(bridge.callsTo(READ)).toHaveLength(2));
    await screen.findByText('نعتذر، فريقنا يعمل على ذلك.');
  });

  test('Arabic Sorry', async () => {
    setup('https://shop.example/prepaid-thank-you/?lang=ar', {}, { lang: 'ar' });
    await screen.findByRole('heading', { name: 'عذراً!' });
  });
});

describe('000 §4.12 sections by product type (en and ar)', () => {
  const at = 'https://shop.example/prepaid-thank-you/?orderid=100000042';

  test('store pickup: Store Pickup with the store and the pickup date', async () => {
    setup(at, {
      [READ]: read(
        thankYou({
          shipping_type: 'Storepickup',
          any_store_pickup: true,
          any_store_pickup_date: '2026-11-25',
          store: { id: 'MCT01', name: 'Muscat Grand Mall store', address: 'Muscat Grand Mall, Al Khuwair' },
          order: { extension_attributes: { shipping_assignments: [{ shipping: { method: 'storepickup', address: {} } }] } },
        }),
      ),
    });
    const section = (await screen.findByRole('heading', { name: 'Store Pickup' })).parentElement!;
    expect(section.textContent).toContain('Muscat Grand Mall store');
    expect(section.textContent).toContain('Ready for pickup from November 25, 2026');
    expect(screen.queryByRole('heading', { name: 'Delivery address' })).toBeNull();
  });

  test('eSIM: how it is sent and installed, no address', async () => {
    setup(at, { [READ]: read(thankYou({ esim_status: true, shipping_type: 'Esim' })) }, { lang: 'ar' });
    const section = (await screen.findByRole('heading', { name: 'شريحتك الإلكترونية' })).parentElement!;
    expect(section.textContent).toContain('a@b.om');
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'عنوان التوصيل' })).toBeNull();
  });

  test('recharge: the number, the amount with 3 decimals and the receipt link; no summary', async () => {
    setup(at, {
      [READ]: read(
        thankYou({
          order: {
            items: [
              line(
                { product_option: { extension_attributes: { custom_options: [{ option_id: 'amount', option_value: '3.5' }] } } },
                { simtype_sku: 'recharge', msisdn: '96899887766' },
              ),
            ],
          },
        }),
      ),
    });
    const section = (await screen.findByRole('heading', { name: 'Recharge' })).parentElement!;
    expect(section.textContent).toContain('9988 7766');
    expect(section.textContent).toContain('OMR 3.500');
    expect(screen.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      'https://shop.example/recharge-bill-payment-receipt-export/?orderid=100000042',
    );
    expect(screen.queryByRole('heading', { name: 'Order summary' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Delivery address' })).toBeNull();
  });

  test('bulk bill payment: the processing message (ar)', async () => {
    setup(at, { [READ]: read(thankYou({ order: { items: [line({}, { simtype_sku: 'bulk_billpay' })] } })) }, { lang: 'ar' });
    await screen.findByRole('heading', { name: 'دفع الفاتورة' });
    expect(screen.getByText(/يجري تنفيذ دفع الفواتير المجمّع/)).toBeTruthy();
  });

  test('gift card: no shipping block, the gift-card order id', async () => {
    setup(at, {
      [READ]: read(thankYou({ order: { items: [line({ sku: 'GIFT-10', name: 'Gift card 10' }, { type_product: 'Gift Card' })] } })),
    });
    const section = (await screen.findByRole('heading', { name: 'Gift card' })).parentElement!;
    expect(section.textContent).toContain('Gift card order ID 100000042');
    expect(screen.queryByRole('heading', { name: 'Delivery address' })).toBeNull();
  });

  test('Fixed Line: the service location', async () => {
    setup(at, { [READ]: read(thankYou({ order: { items: [line({}, { type_product: 'Fixed Line', service_type: 'x^fiber' })] } })) });
    await screen.findByRole('heading', { name: 'Service location' });
  });

  test("migration qc_pending / qc_complete: what's next; no address", async () => {
    setup(at, {
      [READ]: read(thankYou({ order_type: 'migration', order: { status: 'qc_pending', items: [line({}, { simtype_sku: 'migration' })] } })),
    });
    const section = (await screen.findByRole('heading', { name: 'What’s next' })).parentElement!;
    expect(section.textContent).toContain('We are checking your documents');
    expect(screen.queryByRole('heading', { name: 'Delivery address' })).toBeNull();
  });

  test("migration qc_complete: what's next complete (ar)", async () => {
    setup(
      at,
      {
        [READ]: read(
          thankYou({ order_type: 'migration', order: { status: 'qc_complete', items: [line({}, { simtype_sku: 'migration' })] } }),
        ),
      },
      { lang: 'ar' },
    );
    const section = (await screen.findByRole('heading', { name: 'الخطوات التالية' })).parentElement!;
    expect(section.textContent).toContain('اكتملت المراجعة');
  });

  test('reactivation qc_pending: the store pickup section; no address', async () => {
    setup(at, { [READ]: read(thankYou({ order: { status: 'qc_pending', items: [line({}, { simtype_sku: 'reactivation' })] } })) });
    const section = (await screen.findByRole('heading', { name: 'Store Pickup' })).parentElement!;
    expect(section.textContent).toContain('collect your SIM');
    expect(screen.queryByRole('heading', { name: 'Delivery address' })).toBeNull();
  });

  test('self-service activation: Prepaid the activated number; Postpaid a message', async () => {
    setup(at, { [READ]: read(thankYou({ selfServiceActivationStatus: true })) });
    const section = (await screen.findByRole('heading', { name: 'Activation' })).parentElement!;
    expect(section.textContent).toContain('Your number is activated: 9123 4567');
  });

  test('self-service activation, Postpaid (ar)', async () => {
    setup(
      at,
      { [READ]: read(thankYou({ selfServiceActivationStatus: true, order: { items: [line({}, { type_product: 'Postpaid' })] } })) },
      { lang: 'ar' },
    );
    const section = (await screen.findByRole('heading', { name: 'التفعيل' })).parentElement!;
    expect(section.textContent).toContain('يجري تفعيل خطك');
  });

  test('port-in: the section with the number ported in', async () => {
    setup(at, { [READ]: read(thankYou({ show_port_in_section: true, port_in_new_msisdn: '96872345678' })) });
    const section = (await screen.findByRole('heading', { name: 'Port-in' })).parentElement!;
    expect(section.textContent).toContain('7234 5678');
  });
});

describe('000 §4.12 online payment: the return read once, then the order by its id (contract §4.16)', () => {
  const returned = 'https://shop.example/online_payment/?orderid=100000042&data=AQID';

  test('decrypt with the URL, then replaceState to the thank-you route with ?orderid=, then the read', async () => {
    // the header's count as the page loaded (the cart still held the order), then after the approval let it go
    const session = (count: number) => ({ body: { data: { current_nonce: 'n', cart_items_count: count } } });
    const { bridge, store } = setup(returned, {
      [DECRYPT]: { body: PAYMENT_RETURN },
      [READ]: read(),
      'current-nonce': [session(1), session(0)],
    });
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(bridge.calls.map((call) => call.key).filter((key) => key !== 'current-nonce')).toEqual([DECRYPT, READ]);
    expect(bridge.callsTo(DECRYPT)[0]!.fields).toEqual({ page_url: returned });
    // the read goes by the order id only: the gateway's data is not sent again
    expect(bridge.callsTo(READ)[0]!.fields.page_url).toBe('https://shop.example/online_payment/?orderid=100000042');
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState.mock.calls[0]![2]).toBe('https://shop.example/prepaid-thank-you/?orderid=100000042');
    // contract §4.15: an approved payment lets the cart go; the badge's count is read again
    await waitFor(() => expect(store.getState().cartCount).toBe(0));
    expect(bridge.callsTo('current-nonce')).toHaveLength(2);
  });

  test('the tourist pack goes to tourist-pack-thank-you; Arabic keeps lang=ar', async () => {
    setup(
      `${returned}&lang=ar`,
      { [DECRYPT]: { body: PAYMENT_RETURN }, [READ]: read(thankYou({ sub_category: 'fifa_tourist_pack' })) },
      { lang: 'ar' },
    );
    await screen.findByRole('heading', { name: 'شكراً لطلبك!' });
    expect(replaceState.mock.calls[0]![2]).toBe('https://shop.example/tourist-pack-thank-you/?orderid=100000042&lang=ar');
  });

  test('a used return (a reload): said clearly, and the order of the URL still read', async () => {
    const { bridge } = setup(returned, {
      [DECRYPT]: { status: 422, body: { responseCode: 'validation_error', errors: { page_url: 'payment_return_used' } } },
      [READ]: read(),
    });
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(screen.getByRole('status').textContent).toContain('This payment confirmation was already used');
    expect(bridge.callsTo(READ)[0]!.fields.page_url).toBe('https://shop.example/online_payment/?orderid=100000042');
    expect(replaceState.mock.calls[0]![2]).toBe('https://shop.example/prepaid-thank-you/?orderid=100000042');
  });

  test('an invalid return without an order id: the message and Sorry, nothing read (ar)', async () => {
    const { bridge } = setup(
      'https://shop.example/online_payment/?data=AQID&lang=ar',
      { [DECRYPT]: { status: 422, body: { responseCode: 'validation_error', errors: { page_url: 'payment_return_invalid' } } } },
      { lang: 'ar' },
    );
    await screen.findByRole('heading', { name: 'عذراً!' });
    expect(screen.getByText(/تعذّرت قراءة تأكيد الدفع/)).toBeTruthy();
    expect(bridge.callsTo(READ)).toEqual([]);
  });

  test('a failed decrypt: Sorry with retry, which reads the return again', async () => {
    const { bridge } = setup(returned, {
      [DECRYPT]: [{ status: 500, body: { responseCode: 'failure' } }, { body: PAYMENT_RETURN }],
      [READ]: read(),
    });
    await screen.findByRole('heading', { name: 'Sorry!' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(bridge.callsTo(DECRYPT)).toHaveLength(2);
  });

  test('the online_payment page with only the order id (after the replacement) reads by id, no decrypt', async () => {
    const { bridge } = setup('https://shop.example/online_payment/?orderid=100000042', { [READ]: read() });
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(bridge.calls.map((call) => call.key)).toEqual([READ]);
  });

  test('a thank-you page never decrypts, whatever its query', async () => {
    const { bridge } = setup('https://shop.example/prepaid-thank-you/?orderid=100000042&data=AQID', { [READ]: read() });
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(bridge.calls.map((call) => call.key)).toEqual([READ]);
    expect(replaceState).not.toHaveBeenCalled();
  });
});

describe('000 §4.12 store_id 2 paid online on a page that is not Arabic: the Arabic page', () => {
  test('goes to the same URL with lang=ar, shows nothing meanwhile and pushes no purchase', async () => {
    const { navigate } = setup('https://shop.example/prepaid-thank-you/?orderid=100000042', {
      [READ]: read(thankYou({ order: { store_id: 2 } })),
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/prepaid-thank-you/?orderid=100000042&lang=ar'));
    // the entry is replaced first: the load goes to the current URL, so Back skips the English page
    expect(replaceState.mock.calls.map((call) => call[2])).toEqual(['https://shop.example/prepaid-thank-you/?orderid=100000042&lang=ar']);
    expect(screen.queryByRole('heading', { name: 'Thank you for your order!' })).toBeNull();
    await settled();
    expect(purchases()).toEqual([]);
  });

  test('after an online return: the Arabic thank-you route', async () => {
    const { navigate } = setup('https://shop.example/online_payment/?orderid=100000042&data=AQID', {
      [DECRYPT]: { body: PAYMENT_RETURN },
      [READ]: read(thankYou({ order: { store_id: 2 } })),
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/prepaid-thank-you/?orderid=100000042&lang=ar'));
  });

  test('on the Arabic page it stays', async () => {
    const { navigate } = setup(
      'https://shop.example/prepaid-thank-you/?orderid=100000042&lang=ar',
      { [READ]: read(thankYou({ order: { store_id: 2 } })) },
      { lang: 'ar' },
    );
    await screen.findByRole('heading', { name: 'شكراً لطلبك!' });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('000 §7.6, §4.12: the purchase event once per order id and status', () => {
  // the page remembers what it sent (beside sessionStorage): orders of their own, unseen by the tests above
  const id = (orderId: string, status = 'success') =>
    read(thankYou({ order: { increment_id: orderId, status }, gtm: { ...(thankYou().gtm as object), transaction_id: orderId } }));

  test('pushed once with the bridge’s gtm; a second visit (reload) does not push it again', async () => {
    setup('https://shop.example/prepaid-thank-you/?orderid=100000077', { [READ]: id('100000077') });
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    // the analytics module loads on need
    await waitFor(() => expect(purchases()).toHaveLength(1));
    expect(purchases()).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          currency: 'OMR',
          value: 12,
          tax: 0.6,
          transaction_id: '100000077',
          items: [{ item_id: 'PRE-HALA-5', item_name: 'Hala 5', item_category: 'prepaid', price: 5, quantity: 1 }],
        },
      },
    ]);
    expect(sessionStorage.getItem(PURCHASE_KEY)).toBe('100000077:success');
    cleanup(); // the page closed; a reload in the same tab
    setup('https://shop.example/prepaid-thank-you/?orderid=100000077', { [READ]: id('100000077') });
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    await settled();
    expect(purchases()).toHaveLength(1);
  });

  test('a cash-on-delivery order (status pending) is a purchase too, keyed by its status', async () => {
    setup('https://shop.example/prepaid-thank-you/?orderid=100000078', { [READ]: id('100000078', 'pending') });
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    await waitFor(() => expect(purchases()).toHaveLength(1));
    expect(sessionStorage.getItem(PURCHASE_KEY)).toBe('100000078:pending');
  });
});

describe('000 §2.2 the receipt page (recharge-bill-payment-receipt-export)', () => {
  test('a printable receipt: order id, number, status, summary; Print calls window.print', async () => {
    const print = jest.fn();
    window.print = print;
    setup('https://shop.example/recharge-bill-payment-receipt-export/?orderid=100000042', {
      [READ]: read(thankYou({ order: { items: [line({}, { simtype_sku: 'recharge', msisdn: '96899887766' })] } })),
    });
    const receipt = (await screen.findByRole('heading', { name: 'Receipt', level: 2 })).parentElement!;
    expect(receipt.textContent).toContain('100000042');
    expect(receipt.textContent).toContain('9988 7766');
    expect(receipt.textContent).toContain('Paid');
    expect(receipt.textContent).toContain('Due today incl. VATOMR 12.600');
    fireEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  test('a cash-on-delivery order (pending) is received, not paid', async () => {
    setup('https://shop.example/recharge-bill-payment-receipt-export/?orderid=100000042', {
      [READ]: read(thankYou({ order: { status: 'pending', payment: { method: 'cashondelivery' } } })),
    });
    const receipt = (await screen.findByRole('heading', { name: 'Receipt', level: 2 })).parentElement!;
    expect(receipt.textContent).toContain('StatusOrder received');
    expect(receipt.textContent).not.toContain('Paid');
  });

  test('in Arabic, by the element’s view attribute', async () => {
    setup('https://shop.example/receipt-renamed/?orderid=100000042&lang=ar', { [READ]: read() }, { lang: 'ar', view: 'receipt' });
    await screen.findByRole('heading', { name: 'الإيصال', level: 2 });
    expect(screen.getByRole('button', { name: 'طباعة الإيصال' })).toBeTruthy();
  });
});
