import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PersonalInfoScreen } from '../../../widgets/personal-info/Screen';
import { deferred, fakeBridge } from '../../src/support/fake-bridge';
import { testStore } from '../../src/support/store';
import { renderScreen } from '../../src/support/render';
import { cartSummary, configFor, existingCustomer } from '../../src/support/fixtures';

const CAPTURE = 'wp_postpaid_prepaid_module/wp_postpaid_prepaid_personal_infomation_capture';
const COUNTRIES = {
  responseCode: 'success',
  lang: 'en',
  countries: [{ id: 174, iso_code: 'OM', name: 'Oman', dial_code: '968', is_blacklisted: false }],
};

beforeEach(() => {
  window.scrollTo = jest.fn(); // jsdom has no layout: the step scrolls to the first error (000 §5)
  sessionStorage.clear();
  localStorage.clear();
  // the country list is a plain GET of the bridge (contract §4.12)
  global.fetch = jest.fn(
    async () => new Response(JSON.stringify(COUNTRIES), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
});

/** A prepaid cart; the bridge's answers for the submit and the existing-customer check. */
function setup(capture: Parameters<typeof fakeBridge>[0][string], url = 'https://shop.example/prepaid-personal-info/') {
  const bridge = fakeBridge({
    'cart-page-summary_details': { body: { ...cartSummary(899), selected_order_type: 'prepaid' } },
    [CAPTURE]: capture,
    'wp_postpaid_prepaid_module/verify-existing-customer-number': { body: { responseCode: 'success', expires_in: 300 } },
    'wp_postpaid_prepaid_module/verify-otp-existing-customer-number': existingCustomer(),
  });
  const page = testStore({ client: bridge.client, config: configFor('en'), url });
  renderScreen(<PersonalInfoScreen serviceType="prepaid" />);
  return { bridge, ...page };
}

async function fillContact() {
  await screen.findByRole('heading', { name: 'Personal information', level: 2 });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'sara@example.om' } });
  fireEvent.change(screen.getByLabelText('Confirm e-mail'), { target: { value: 'sara@example.om' } });
  fireEvent.change(screen.getByLabelText('Contact number'), { target: { value: '٩٢٣٤٥٦٧٨' } });
}

describe('000 §2.9, §5: NEXT checks the form, then submits once', () => {
  test('an empty form: errors under the fields in the shopper’s language, nothing sent', async () => {
    const { bridge } = setup({ body: { responseCode: 'success', type: 'physical', current_nonce: 'n2' } });
    await screen.findByRole('heading', { name: 'Personal information', level: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(screen.getAllByText('Please enter mandatory fields.').length).toBeGreaterThan(0));
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    // 000 §5: the first invalid field 150 px below the top (jsdom lays nothing out: its top is 0)
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: -150 }));
    expect(document.activeElement === screen.getByLabelText('E-mail') || screen.getByLabelText('E-mail').matches(':focus')).toBe(true);
    expect(screen.getByText('Please verify your identity to continue.')).toBeTruthy(); // the scan comes first (000 §4.6)
    expect(bridge.callsTo(CAPTURE)).toHaveLength(0);
  });

  test('an eligible existing customer gives the contact only; a double click on NEXT sends the details once, digits as 0–9', async () => {
    const held = deferred();
    const { bridge, captcha, navigate } = setup(held.handler);
    await fillContact();
    // 000 §5.8: the existing-customer check (a part loaded when opened), passcode boxes, verify
    fireEvent.click(screen.getByRole('button', { name: 'Already our customer? Verify your number' }));
    const number = await screen.findByLabelText('Mobile or fixed-line number');
    fireEvent.change(number, { target: { value: '90000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get passcode' }));
    const first = await screen.findByLabelText('Digit 1 of 6');
    // the focus goes on to the boxes: the button that sent the passcode is gone (keyboard and screen-reader users)
    await waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.change(first, { target: { value: '123456' } }); // a pasted or autofilled code fills every box
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const verified = await screen.findByText(/Verified: Salim/);
    expect(document.activeElement).toBe(verified); // the notice that replaced the boxes takes the focus
    expect(screen.queryByText('Verify your identity')).toBeNull(); // 000 §4.6: no scan for an eligible customer
    expect(screen.queryByLabelText('Nationality')).toBeNull(); // 000 §4.7: the contact only

    // 000 §2.9: the terms' copies are one state
    const [terms, copy] = screen.getAllByRole('checkbox', { name: 'I agree to the terms and conditions' });
    fireEvent.click(terms!);
    expect([(terms as HTMLInputElement).checked, (copy as HTMLInputElement).checked]).toEqual([true, true]);
    const next = screen.getByRole('button', { name: 'NEXT' });
    fireEvent.click(next);
    fireEvent.click(next); // disabled by now
    fireEvent.submit(next.closest('form')!); // Enter in a field while the first is in flight
    await waitFor(() => expect(bridge.callsTo(CAPTURE)).toHaveLength(1));
    fireEvent.click(next);
    expect(next.hasAttribute('disabled') || next.getAttribute('aria-busy') === 'true').toBe(true);
    const sent = JSON.parse(String(bridge.callsTo(CAPTURE)[0]!.fields.personal_details)) as Record<string, string>;
    expect(sent).toMatchObject({ user_email: 'sara@example.om', user_phone_number: '92345678', country_code: '968', customer_id: '' });
    expect(bridge.callsTo(CAPTURE)[0]!.fields.lang).toBe('en');
    expect(captcha).toHaveBeenCalledWith('personal_information_submit');
    held.release({ body: { responseCode: 'success', type: 'physical', current_nonce: 'n2' } });
    await screen.findByText('Your details are saved.'); // no delivery page yet (issue 10)
    expect(bridge.callsTo(CAPTURE)).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('contract §7.1 (issue 31): back on the step after a change of plan', () => {
  test('the step says why the details are asked again; without the notice it says nothing', async () => {
    setup(
      { body: { responseCode: 'success', type: 'physical', current_nonce: 'n2' } },
      'https://shop.example/prepaid-personal-info/?notice=plan_changed',
    );
    expect(
      (
        await screen.findByText(
          'Your plan has changed, so please enter your personal information again. It is checked against your new plan.',
        )
      ).getAttribute('role'),
    ).toBe('status');
  });

  test('an ordinary visit shows no notice', async () => {
    setup({ body: { responseCode: 'success', type: 'physical', current_nonce: 'n2' } });
    await screen.findByRole('heading', { name: 'Personal information', level: 2 });
    expect(screen.queryByText(/Your plan has changed/)).toBeNull();
  });
});
