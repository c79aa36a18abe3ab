import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NumberPickerScreen } from '../../widgets/number-picker/Screen';
import { deferred, fakeBridge } from '../src/support/fake-bridge';
import { testStore } from '../src/support/store';
import { renderScreen } from '../src/support/render';
import { addToCartSuccess, configFor, failure, freeDevice, numbersList, phoneNumber } from '../src/support/fixtures';

const PAGE = 'https://shop.example/prepaid-recommended-numbers/?plan=hala-5&type=esim&offer=free-device';
const ADD = 'wp_postpaid_prepaid_module/wp_plan_add_to_cart';
const LIST = 'plan-details-numbers-list';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function setup(
  routes: Parameters<typeof fakeBridge>[0],
  { url = PAGE, lang = 'en', mode = 'recommended' }: { url?: string; lang?: 'en' | 'ar'; mode?: 'recommended' | 'search' } = {},
) {
  const bridge = fakeBridge({ [LIST]: { body: numbersList() }, ...routes });
  const page = testStore({ client: bridge.client, url, config: configFor(lang) });
  renderScreen(<NumberPickerScreen serviceType="prepaid" mode={mode} />, lang);
  return { bridge, ...page };
}

const next = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Next|التالي/ });
const choose = async (msisdn: string) => fireEvent.click(await screen.findByRole('radio', { name: new RegExp(msisdn) }));

describe('000 §2.7 number selection: groups, vanity level, price, selection enables Next', () => {
  test('the plan, then Free and Paid groups with each number’s level and price in OMR', async () => {
    setup({});
    const free = await screen.findByRole('group', { name: 'Free numbers' });
    const paid = screen.getByRole('group', { name: 'Paid numbers' });
    expect(within(free).getAllByRole('radio')).toHaveLength(3);
    const silver = within(paid)
      .getByRole('radio', { name: /9900 0111/ })
      .closest('label')!;
    expect(silver.textContent).toContain('Silver');
    // 000 §9 / issue 8: the fee VAT included and said so, as the cart will show it (10.000 + 5 %)
    expect(silver.querySelector('[part=price]')?.textContent).toBe('OMR 10.500incl. VAT');
    expect(
      within(paid)
        .getByRole('radio', { name: /9900 0333/ })
        .closest('label')!
        .querySelector('[part=price]')?.textContent,
    ).toBe('OMR 53.025incl. VAT');
    expect(screen.getByRole('region', { name: 'Your plan' }).textContent).toContain('Hala 5');
    expect(screen.getByRole('region', { name: 'Your plan' }).textContent).toContain('4 weeks');
  });

  test('Next stays disabled until a number and its label are stored; the footer shows the choice', async () => {
    setup({});
    await screen.findByRole('group', { name: 'Free numbers' });
    expect(next().disabled).toBe(true);
    expect(screen.getByText('Please choose a phone number to proceed')).toBeTruthy();
    await choose('9900 0111');
    expect(next().disabled).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /9900 0111/ }).checked).toBe(true);
    expect(sessionStorage.getItem('number_selected')).toBe('msisdn:99000111');
    expect(sessionStorage.getItem('currentSelectedNo')).toBe('99000111');
    expect(sessionStorage.getItem('currentSelectedNoLabel')).toBe('SILVER');
    expect(screen.getByText(/Selected number:/).textContent).toContain('9900 0111');
  });

  test('a stored choice that is no longer listed does not enable Next', async () => {
    sessionStorage.setItem('currentSelectedNo', '98887777');
    sessionStorage.setItem('currentSelectedNoLabel', 'GOLD');
    setup({});
    await screen.findByRole('group', { name: 'Free numbers' });
    expect(next().disabled).toBe(true);
  });

  test("more than 5 numbers in a group: 'show more' reveals the extra ones", async () => {
    const paid = ['99000101', '99000102', '99000103', '99000104', '99000105', '99000106', '99000107'].map((n) =>
      phoneNumber(n, 'GOLD', '20.000'),
    );
    setup({ [LIST]: { body: numbersList(undefined, paid) } });
    const group = await screen.findByRole('group', { name: 'Paid numbers' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    // issue 8: the group's own 'show more' says how many and of which group
    const more = within(group).getByRole('button', { name: 'Show 2 more paid numbers' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(group).getAllByRole('radio')).toHaveLength(7);
    expect(within(screen.getByRole('group', { name: 'Free numbers' })).queryByRole('button')).toBeNull();
  });
});

describe('000 §4.2 / §4.3 Next reserves the number and goes to the cart', () => {
  test('captcha for number_reservation, add to cart with the page’s parameters, busy while in flight, then my_cart', async () => {
    const reply = deferred();
    const { bridge, navigate, captcha, store } = setup({ [ADD]: reply.handler });
    await choose('9123 4568');
    fireEvent.click(next());
    await waitFor(() => expect(bridge.callsTo(ADD)).toHaveLength(1));
    expect(captcha).toHaveBeenCalledWith('number_reservation');
    expect(bridge.callsTo(ADD)[0]?.fields).toMatchObject({
      msisdn: '91234568',
      sku: 'PRE-HALA-5',
      cart_update_flag: 'cart-not-clear',
      service_type: 'prepaid',
      vanity_type: 'FREE',
      sim_type: 'esim',
      offer_type: 'free-device',
    });
    expect(next().disabled).toBe(true);
    expect(next().getAttribute('aria-busy')).toBe('true');
    fireEvent.click(next());
    await act(async () => reply.release({ body: addToCartSuccess(900) }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/my_cart/'));
    expect(bridge.callsTo(ADD)).toHaveLength(1);
    expect(localStorage.getItem('number_blocked_time')).not.toBeNull();
    expect(store.getState().cartCount).toBe(1);
  });

  test('in Arabic the cart link keeps lang=ar', async () => {
    const { navigate } = setup({ [ADD]: { body: addToCartSuccess() } }, { url: `${PAGE}&lang=ar`, lang: 'ar' });
    await choose('9123 4567');
    fireEvent.click(next());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/my_cart/?lang=ar'));
  });

  test('cart_not_empty: replace-selected-plan popup; confirming resends with cart-clear', async () => {
    const { bridge, navigate } = setup({ [ADD]: [failure('cart_not_empty', 409), { body: addToCartSuccess() }] });
    await choose('9123 4567');
    fireEvent.click(next());
    const popup = await screen.findByRole('dialog', { name: 'Replace the plan in your cart?' });
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(within(popup).getByRole('button', { name: 'Replace plan' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/my_cart/'));
    expect(bridge.callsTo(ADD).map((call) => call.fields['cart_update_flag'])).toEqual(['cart-not-clear', 'cart-clear']);
    expect(new Set(bridge.callsTo(ADD).map((call) => call.fields['captcha-response'])).size).toBe(2);
  });

  test('cart_not_empty: Cancel keeps the cart as it is', async () => {
    const { bridge, navigate } = setup({ [ADD]: failure('cart_not_empty', 409) });
    await choose('9123 4567');
    fireEvent.click(next());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bridge.callsTo(ADD)).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(next().disabled).toBe(false);
  });

  test('number_unavailable: reservation-failure popup; OK clears the selection and reloads the list', async () => {
    const { bridge } = setup({
      [ADD]: failure('number_unavailable', 409),
      [LIST]: [{ body: numbersList() }, { body: numbersList([phoneNumber('91234568')]) }],
    });
    await choose('9123 4567');
    fireEvent.click(next());
    const popup = await screen.findByRole('dialog', { name: 'Number not available' });
    fireEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(bridge.callsTo(LIST)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('radio', { name: /9123 4567/ })).toBeNull());
    expect(sessionStorage.getItem('number_selected')).toBeNull();
    expect(next().disabled).toBe(true);
  });

  test("captcha_failed: toast 'Couldn't proceed now, Unknown failure occured' for 5 s", async () => {
    setup({ [ADD]: failure('captcha_failed', 403) });
    await choose('9123 4567');
    jest.useFakeTimers();
    try {
      fireEvent.click(next());
      const toast = await screen.findByRole('alert');
      expect(toast.textContent).toBe("Couldn't proceed now, Unknown failure occured");
      expect(next().disabled).toBe(false);
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  test('other failures: the generic toast', async () => {
    setup({ [ADD]: failure('rate_limited', 429) });
    await choose('9123 4567');
    fireEvent.click(next());
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong, Please try again.');
  });
});

describe('000 §8 plan details failure: back to the base URL', () => {
  test('no plan in the URL', async () => {
    const { navigate, bridge } = setup({}, { url: 'https://shop.example/prepaid-recommended-numbers/?lang=ar', lang: 'ar' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/?lang=ar'));
    expect(bridge.callsTo(LIST)).toHaveLength(0);
  });

  test('an unknown plan (not_found)', async () => {
    const { navigate } = setup({ [LIST]: failure('not_found', 404) });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/'));
  });

  test('other load failures show a retry', async () => {
    const { bridge } = setup({ [LIST]: [failure('failure', 500), { body: numbersList() }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('group', { name: 'Free numbers' });
    expect(bridge.callsTo(LIST)).toHaveLength(2);
  });
});

describe('000 §2.7 / §5.1 search page: pattern rules, search, link to the other page', () => {
  // contract §7.2: the search re-runs plan-details-numbers-list with msisdn_pattern
  const SEARCH = LIST;

  test.each([
    ['12', 'Please enter at least 3 digits to search.'],
    ['12a', 'Please enter digits only.'],
    ['123456789', 'Please enter no more than 8 digits.'],
  ])('%p → %p, no call', async (pattern, message) => {
    const { bridge } = setup({}, { mode: 'search' });
    const box = await screen.findByRole('searchbox', { name: 'Search for a number' });
    fireEvent.change(box, { target: { value: pattern } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(bridge.callsTo(SEARCH)).toHaveLength(1); // the first list only
  });

  test('a valid pattern re-runs the list; the server’s field code is shown too', async () => {
    const { bridge } = setup(
      {
        [SEARCH]: [
          { body: numbersList() },
          { body: numbersList([phoneNumber('97771234')], []) },
          failure('validation_error', 422, { errors: { msisdn_pattern: 'number_search_too_long' } }),
        ],
      },
      { mode: 'search' },
    );
    const box = await screen.findByRole('searchbox');
    fireEvent.change(box, { target: { value: ' 777 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('radio', { name: /9777 1234/ });
    expect(bridge.callsTo(SEARCH)[1]?.fields).toMatchObject({ key: 'hala-5', msisdn_pattern: '777', page_index: 1, page_size: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter no more than 8 digits.');
  });

  test('each page links to the other and keeps plan, type and offer', async () => {
    setup({}, { mode: 'search', lang: 'ar', url: `${PAGE}&lang=ar` });
    const link = await screen.findByRole('link', { name: 'عرض الأرقام المقترحة' });
    expect(link.getAttribute('href')).toBe(
      'https://shop.example/prepaid-recommended-numbers/?plan=hala-5&type=esim&offer=free-device&lang=ar',
    );
  });
});

describe('000 §2.7 show more: the numbers after the 5th of a group are extra', () => {
  test('hidden until "show more"; then shown and flagged extra', async () => {
    const paid = ['99000101', '99000102', '99000103', '99000104', '99000105', '99000106', '99000107'].map((n) =>
      phoneNumber(n, 'GOLD', '20.000'),
    );
    setup({ [LIST]: { body: numbersList(undefined, paid) } });
    const group = await screen.findByRole('group', { name: 'Paid numbers' });
    expect(within(group).queryByRole('radio', { name: /9900 0106/ })).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: 'Show 2 more paid numbers' }));
    const flagged = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')!.hasAttribute('data-extra'));
    expect(flagged).toEqual([false, false, false, false, false, true, true]);
    expect(within(group).getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe("000 §9 / contract §7.2 'more numbers': the next page_index while the bridge has more", () => {
  test('page 2 is added under the numbers shown; the button goes when no group has more', async () => {
    const { bridge } = setup({
      [LIST]: [
        { body: numbersList(undefined, undefined, { free: true, paid: false }) },
        { body: numbersList([phoneNumber('91230001')], [], { free: false, paid: false }) },
      ],
    });
    // issue 8: a label apart from the groups' 'show more'
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest more numbers' }));
    await screen.findByRole('radio', { name: /9123 0001/ });
    expect(bridge.callsTo(LIST)[1]?.fields).toMatchObject({ page_index: 2, page_size: 3 });
    expect(within(screen.getByRole('group', { name: 'Free numbers' })).getAllByRole('radio')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Suggest more numbers' })).toBeNull();
  });

  test('in Arabic', async () => {
    setup({ [LIST]: { body: numbersList(undefined, undefined, { free: false, paid: true }) } }, { url: `${PAGE}&lang=ar`, lang: 'ar' });
    expect(await screen.findByRole('button', { name: 'اقترح أرقامًا أخرى' })).toBeTruthy();
  });

  test('issue 8: in Arabic a group of 7 offers its 2 more in the dual form', async () => {
    const paid = ['99000101', '99000102', '99000103', '99000104', '99000105', '99000106', '99000107'].map((n) =>
      phoneNumber(n, 'GOLD', '20.000'),
    );
    setup({ [LIST]: { body: numbersList(undefined, paid) } }, { url: `${PAGE}&lang=ar`, lang: 'ar' });
    const group = await screen.findByRole('group', { name: 'أرقام مدفوعة' });
    expect(within(group).getByRole('button', { name: 'عرض رقمين مدفوعين آخرين' })).toBeTruthy();
  });
});

describe('000 §5.1 number search pattern: errors under the field in the shopper’s language, nothing typed is lost', () => {
  test.each([
    ['', 'يرجى إدخال 3 أرقام على الأقل للبحث.'],
    ['9a1', 'يرجى إدخال أرقام فقط.'],
    ['912345678', 'يرجى إدخال 8 أرقام كحد أقصى.'],
  ])('Arabic: %p', async (typed, message) => {
    setup({}, { mode: 'search', lang: 'ar', url: `${PAGE}&lang=ar` });
    const box = await screen.findByRole<HTMLInputElement>('searchbox', { name: 'ابحث عن رقم' });
    fireEvent.change(box, { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe(message);
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    expect(box.value).toBe(typed);
  });

  test('000 §5 the box takes digits left to right with the numeric keyboard, in Arabic too; Arabic-Indic digits search', async () => {
    const { bridge } = setup(
      { [LIST]: [{ body: numbersList() }, { body: numbersList() }] },
      { mode: 'search', lang: 'ar', url: `${PAGE}&lang=ar` },
    );
    const box = await screen.findByRole<HTMLInputElement>('searchbox', { name: 'ابحث عن رقم' });
    expect([box.dir, box.inputMode]).toEqual(['ltr', 'numeric']);
    fireEvent.change(box, { target: { value: '٩٩٥ ٥' } });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    await waitFor(() => expect(bridge.callsTo(LIST)[1]?.fields).toMatchObject({ msisdn_pattern: '9955' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('issue 8: on the recommended page too; a search that finds nothing names the digits and says what to try', async () => {
    setup({ [LIST]: [{ body: numbersList() }, { body: numbersList([], []) }] }); // the recommended page
    const box = await screen.findByRole<HTMLInputElement>('searchbox', { name: 'Search for a number' });
    fireEvent.change(box, { target: { value: '٠٠٠ ٠٠٠' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const status = await screen.findByText('No numbers contain 000000.');
    expect(status.closest('[part="no-results"]')?.textContent).toBe(
      'No numbers contain 000000.Try fewer digits, other digits, or the recommended numbers.',
    );
    expect(screen.queryByText('No numbers in this group right now.')).toBeNull(); // said once, not per group
    expect(box.value).toBe('٠٠٠ ٠٠٠');
  });

  test('checked when the box loses focus', async () => {
    setup({}, { mode: 'search' });
    const box = await screen.findByRole('searchbox');
    fireEvent.change(box, { target: { value: '12' } });
    fireEvent.blur(box);
    expect(screen.getByRole('alert').textContent).toBe('Please enter at least 3 digits to search.');
  });

  test('a failed search keeps the list and the typed pattern', async () => {
    setup({ [LIST]: [{ body: numbersList() }, failure('failure', 500)] }, { mode: 'search' });
    const box = await screen.findByRole<HTMLInputElement>('searchbox');
    fireEvent.change(box, { target: { value: '4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong, Please try again.');
    expect(box.value).toBe('4567');
    expect(screen.getAllByRole('radio')).toHaveLength(6);
  });
});

describe('000 §4.2 method=change-number: Next changes the number of the plan in the cart', () => {
  const CHANGE = 'wp_postpaid_prepaid_module/wp_change_plan_number';

  test('wp_change_plan_number with a captcha token, not add to cart; then my_cart', async () => {
    const { bridge, navigate } = setup(
      {
        [CHANGE]: {
          body: {
            responseCode: 'success',
            cart_items_count: 1,
            reservation: { msisdn: '91234568', vanity_level: 'FREE', remaining_seconds: 900, limit_seconds: 900, expired: false },
          },
        },
      },
      { url: 'https://shop.example/prepaid-recommended-numbers/?plan=hala-5&method=change-number' },
    );
    await choose('9123 4568');
    fireEvent.click(next());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/my_cart/'));
    expect(bridge.callsTo(CHANGE)[0]?.fields).toMatchObject({
      msisdn: '91234568',
      sku: 'PRE-HALA-5',
      method: 'change-number',
      'captcha-response': 'captcha-token-1',
    });
    expect(bridge.callsTo(ADD)).toHaveLength(0);
  });
});

describe('000 §2.7 free-device offer: a popup lists the free devices', () => {
  const DEVICES = 'wp_postpaid_prepaid_module/wp_FreeDeviceListing';
  const devices = {
    body: {
      responseCode: 'success',
      FreeDeviceListing: { FreeDeviceTemplate: '<div class="server-template">template</div>' },
      devices: [freeDevice('DEV-A54', 'Galaxy A54'), freeDevice('DEV-TAB', 'Galaxy Tab A9', '0.000', '95.500')],
    },
  };

  test('opened from the plan summary: names, details, the regular price struck and Free; the HTML template is not used', async () => {
    const { bridge } = setup({ [DEVICES]: devices });
    expect(bridge.callsTo(DEVICES)).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'See the free devices' }));
    const popup = await screen.findByRole('dialog', { name: 'Free devices with this plan' });
    const items = await within(popup).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h3')!.textContent)).toEqual(['Galaxy A54', 'Galaxy Tab A9']);
    expect(items[0]!.textContent).toContain('Samsung · Black · 128 GB');
    expect(items[1]!.querySelector('s')!.textContent).toBe('OMR 95.500');
    expect(items[1]!.textContent).toContain('Free');
    expect(popup.textContent).not.toContain('template');
    expect(bridge.callsTo(DEVICES)[0]?.fields).toEqual({ lang: 'en' });
    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('in Arabic', async () => {
    setup({ [DEVICES]: devices }, { url: `${PAGE}&lang=ar`, lang: 'ar' });
    fireEvent.click(await screen.findByRole('button', { name: 'اطّلع على الأجهزة المجانية' }));
    const popup = await screen.findByRole('dialog', { name: 'أجهزة مجانية مع هذه الباقة' });
    expect((await within(popup).findAllByRole('listitem'))[0]!.textContent).toContain('مجانًا');
  });

  test('a failed list offers a retry', async () => {
    setup({ [DEVICES]: [failure('failure', 500), devices] });
    fireEvent.click(await screen.findByRole('button', { name: 'See the free devices' }));
    const popup = await screen.findByRole('dialog');
    fireEvent.click(await within(popup).findByRole('button', { name: 'Try again' }));
    expect(await within(popup).findAllByRole('listitem')).toHaveLength(2);
  });

  test('no offer, no device list', async () => {
    setup({}, { url: 'https://shop.example/prepaid-recommended-numbers/?plan=hala-5' });
    await screen.findByRole('group', { name: 'Free numbers' });
    expect(screen.queryByRole('button', { name: 'See the free devices' })).toBeNull();
  });
});

describe('000 §2.7 back button and the link to the other page (000 §2.2 route forms), lang kept', () => {
  test.each([
    [
      'https://shop.example/prepaid-recommended-numbers/?plan=hala-5&lang=ar',
      'prepaid',
      'recommended',
      'https://shop.example/prepaid-plan-page/?lang=ar',
      'https://shop.example/prepaid-search-number/?plan=hala-5&lang=ar',
    ],
    [
      'https://shop.example/postpaid-search-number/?plan=hala-5&activation=self',
      'postpaid',
      'search',
      'https://shop.example/postpaid/',
      'https://shop.example/postpaid-recommended-numbers/?plan=hala-5&activation=self',
    ],
    [
      'https://shop.example/search_number/?plan=hala-5&method=change-number&offer=free-device',
      null,
      'search',
      'https://shop.example/',
      'https://shop.example/recommended_numbers/?plan=hala-5&method=change-number&offer=free-device',
    ],
    [
      'https://shop.example/recommended_numbers/?plan=hala-5&type=esim',
      null,
      'recommended',
      'https://shop.example/',
      'https://shop.example/search_number/?plan=hala-5&type=esim',
    ],
  ] as const)('%s', async (url, serviceType, mode, back, other) => {
    const lang = url.includes('lang=ar') ? 'ar' : 'en';
    const bridge = fakeBridge({ [LIST]: { body: numbersList() } });
    testStore({ client: bridge.client, url, config: configFor(lang) });
    renderScreen(<NumberPickerScreen serviceType={serviceType} mode={mode} />, lang);
    expect((await screen.findByRole('link', { name: lang === 'ar' ? 'رجوع' : 'Back' })).getAttribute('href')).toBe(back);
    const name = {
      recommended: ['Search for a specific number', 'ابحث عن رقم محدد'],
      search: ['See recommended numbers', 'عرض الأرقام المقترحة'],
    }[mode][lang === 'ar' ? 1 : 0]!;
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(other);
  });
});

describe('000 §4.3 / issue 6 finding 1 NEXT refused by the hold cap (429 hold_limit): the message in the shopper’s language, the choice kept', () => {
  const TEXT = {
    en: {
      title: 'Number not reserved',
      body: 'You are holding the most numbers we allow at once. Complete or remove your cart, or try again in a few minutes.',
      ok: 'OK',
    },
    ar: {
      title: 'لم يُحجز الرقم',
      body: 'لقد بلغت الحد الأقصى لعدد الأرقام التي يمكن حجزها في آنٍ واحد. يرجى إكمال طلبك أو إفراغ سلتك، أو المحاولة مرة أخرى بعد بضع دقائق.',
      ok: 'حسنًا',
    },
  } as const;

  test.each(['en', 'ar'] as const)(
    '%s: a popup that stays until dismissed (not the 5 s toast); OK keeps the number chosen and Next usable',
    async (lang) => {
      const text = TEXT[lang];
      const { bridge, navigate } = setup({ [ADD]: failure('hold_limit', 429) }, { lang, url: lang === 'ar' ? `${PAGE}&lang=ar` : PAGE });
      await choose('9900 0222');
      jest.useFakeTimers();
      try {
        fireEvent.click(next());
        const popup = await screen.findByRole('dialog', { name: text.title });
        expect(popup.textContent).toContain(text.body);
        const ok = within(popup).getByRole('button', { name: text.ok });
        expect(ok.ownerDocument.activeElement).toBe(ok);
        act(() => jest.advanceTimersByTime(60_000));
        expect(screen.getByRole('dialog', { name: text.title })).toBe(popup);
        fireEvent.click(ok);
      } finally {
        jest.useRealTimers();
      }
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /9900 0222/ }).checked).toBe(true);
      expect(sessionStorage.getItem('currentSelectedNo')).toBe('99000222');
      expect(next().disabled).toBe(false);
      // back where the shopper acts again (NEXT was disabled while in flight, so it had lost the focus)
      expect(document.activeElement).toBe(next());
      expect(navigate).not.toHaveBeenCalled();
      expect(bridge.callsTo(LIST)).toHaveLength(1);
    },
  );

  test('Escape dismisses it the same way', async () => {
    setup({ [ADD]: failure('hold_limit', 429) });
    await choose('9123 4567');
    fireEvent.click(next());
    const popup = await screen.findByRole('dialog', { name: TEXT.en.title });
    fireEvent.keyDown(popup, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /9123 4567/ }).checked).toBe(true);
    expect(next().disabled).toBe(false);
    expect(document.activeElement).toBe(next());
  });
});
