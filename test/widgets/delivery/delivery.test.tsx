import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubPublicGets } from '../../src/support/public-get';
import { DeliveryScreen } from '../../../widgets/delivery/Screen';
import { deferred, fakeBridge } from '../../src/support/fake-bridge';
import { testStore } from '../../src/support/store';
import { renderScreen } from '../../src/support/render';
import { CONFIG, cartSummary, configFor } from '../../src/support/fixtures';

const CAPTURE = 'wp_postpaid_prepaid_module/wp_postpaid_prepaid_delivery_details_capture';
const PLACES = {
  responseCode: 'success',
  lang: 'en',
  cityList: [
    {
      city_name: 'Al Khuwair',
      city_name_eng: 'Al Khuwair',
      pccode: '113',
      governorate_id: '1',
      governorate_name: 'Muscat',
      wilaya_id: '12',
      wilaya_name: 'Bawshar',
      locality_id: '1201',
      locality_name: 'Al Khuwair',
      area: 'Al Khuwair North,Al Khuwair South',
    },
    {
      city_name: 'Al Ghubrah',
      city_name_eng: 'Al Ghubrah',
      pccode: '114',
      governorate_id: '1',
      governorate_name: 'Muscat',
      wilaya_id: '12',
      wilaya_name: 'Bawshar',
      locality_id: '1202',
      locality_name: 'Al Ghubrah',
      area: '',
    },
    {
      city_name: 'Salalah',
      city_name_eng: 'Salalah',
      pccode: '211',
      governorate_id: '2',
      governorate_name: 'Dhofar',
      wilaya_id: '21',
      wilaya_name: 'Salalah',
      locality_id: '2101',
      locality_name: 'Salalah',
      area: 'Al Haffa,Al Saada',
    },
  ],
  stores: [
    { id: 'MCT01', name: 'Muscat Grand Mall store', address: 'Muscat Grand Mall, Al Khuwair' },
    { id: 'SLL01', name: 'Salalah Gardens store', address: 'Salalah Gardens Mall' },
  ],
};
const SAVED = { body: { responseCode: 'success', service_type: 'prepaid', delivery_type: 'home_delivery' } };

beforeEach(() => {
  window.scrollTo = jest.fn(); // jsdom has no layout: the step scrolls to the first error (000 §5)
  sessionStorage.clear();
  localStorage.clear();
  // the city list is a public GET of the bridge (contract §4.14); the address search finds nothing here
  stubPublicGets({ whl_city_list: PLACES, whl_place_search: { responseCode: 'success', places: [] } });
});

function setup(
  capture: Parameters<typeof fakeBridge>[0][string],
  {
    summary = {},
    payment = false,
    messages,
  }: { summary?: Record<string, unknown>; payment?: boolean; messages?: Record<string, string> } = {},
) {
  const bridge = fakeBridge({
    'cart-page-summary_details': { body: { ...cartSummary(899), ...summary } },
    [CAPTURE]: capture,
  });
  const routes = {
    ...CONFIG.routes,
    '{service_type}-delivery': '/{service_type}-delivery/',
    ...(payment ? { '{service_type}-payment': '/{service_type}-payment/' } : {}),
  };
  const page = testStore({
    client: bridge.client,
    config: { ...configFor('en'), routes, messages },
    url: 'https://shop.example/prepaid-delivery/',
  });
  renderScreen(<DeliveryScreen serviceType="prepaid" />);
  return { bridge, ...page };
}

const select = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

async function ready() {
  await screen.findByRole('heading', { name: 'Delivery', level: 2 });
  await screen.findByLabelText('Governorate');
}

async function fillHome() {
  await ready();
  select('Governorate', '1');
  select('Wilayat', '12');
  select('City/Locality', '113');
  select('Area', 'Al Khuwair South');
  type('Way number', '٣٤٥'); // an Arabic keyboard's digits
  type('Villa/Apartment', '12');
  type('Address/Landmark', 'Near the mosque');
}

describe('000 §2.10, §3.6 cityList: the cascade governorate → wilayat → city/locality → area', () => {
  test('each list follows the choice above; a city’s areas are its comma-separated list, or the city itself', async () => {
    setup(SAVED);
    await ready();
    expect(optionsOf('Governorate')).toEqual(['Choose…', 'Muscat', 'Dhofar']);
    expect(optionsOf('Wilayat')).toEqual(['Choose…']);
    select('Governorate', '1');
    expect(optionsOf('Wilayat')).toEqual(['Choose…', 'Bawshar']);
    select('Wilayat', '12');
    expect(optionsOf('City/Locality')).toEqual(['Choose…', 'Al Khuwair', 'Al Ghubrah']);
    select('City/Locality', '113');
    expect(optionsOf('Area')).toEqual(['Choose…', 'Al Khuwair North', 'Al Khuwair South']);
    select('City/Locality', '114');
    expect(optionsOf('Area')).toEqual(['Choose…', 'Al Ghubrah']);
    expect(screen.getByLabelText<HTMLSelectElement>('Area').value).toBe('Al Ghubrah');
    // another governorate clears what was below it
    select('Governorate', '2');
    expect(screen.getByLabelText<HTMLSelectElement>('Wilayat').value).toBe('');
    expect(optionsOf('City/Locality')).toEqual(['Choose…']);
  });
});

describe('000 §5.6: the delivery form’s rules and messages', () => {
  test('an empty home delivery: each required message under its field, scrolled 150 px above the first, nothing sent', async () => {
    const { bridge } = setup(SAVED);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    for (const text of [
      'Governorate is required.',
      'Wilayat is required.',
      'City is required.',
      'Locality is required.',
      'Way number is required.',
      'Villa/Apartment cannot be empty.',
      'Address/Landmark cannot be empty.',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(screen.getByLabelText('Governorate').getAttribute('aria-invalid')).toBe('true');
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: -150 }));
    expect(bridge.callsTo(CAPTURE)).toHaveLength(0);
  });

  test('way number and Villa/Apartment keep digits only (Arabic-keyboard digits as 0–9) up to their maximum lengths', async () => {
    setup(SAVED);
    await ready();
    type('Way number', '١٢a3456789');
    expect(screen.getByLabelText<HTMLInputElement>('Way number').value).toBe('12345');
    type('Villa/Apartment', '۱2-34 5678');
    expect(screen.getByLabelText<HTMLInputElement>('Villa/Apartment').value).toBe('123456');
  });

  test('the landmark keeps letters, digits and spaces, at most 60, in non-Arabic mode', async () => {
    setup(SAVED);
    await ready();
    type('Address/Landmark', 'Near #3, the mosque!');
    expect(screen.getByLabelText<HTMLInputElement>('Address/Landmark').value).toBe('Near 3 the mosque');
    type('Address/Landmark', 'x'.repeat(80));
    expect(screen.getByLabelText<HTMLInputElement>('Address/Landmark').value).toHaveLength(60);
  });
});

describe('000 §3.14, §7.5: NEXT submits delivery_details once', () => {
  test('a double click sends once, with the captcha delivery_details_submit and the §3.14 keys; NEXT waits while in flight', async () => {
    const held = deferred();
    const { bridge, captcha, navigate } = setup(held.handler);
    await fillHome();
    const next = screen.getByRole('button', { name: 'NEXT' });
    fireEvent.click(next);
    fireEvent.click(next);
    await waitFor(() => expect(bridge.callsTo(CAPTURE)).toHaveLength(1));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'NEXT' }).disabled).toBe(true);
    fireEvent.click(next);
    const call = bridge.callsTo(CAPTURE)[0]!;
    expect(captcha).toHaveBeenCalledWith('delivery_details_submit');
    expect(call.fields.captcha_token).toBe('captcha-token-1');
    expect(call.fields.delivery_type).toBe('home_delivery');
    expect(JSON.parse(String(call.fields.delivery_details))).toEqual({
      delivery_type: 'home_delivery',
      apt_no: '12',
      way_no: '345',
      governorate: 'Muscat',
      wilayat: 'Bawshar',
      city: 'Al Khuwair',
      area: 'Al Khuwair South',
      landmark: 'Near the mosque',
      latitude: '',
      longitude: '',
      postcode: '113',
      pccode: '113',
      governorateid: '1',
      wilayaid: '12',
      localityid: '1201',
    });
    held.release(SAVED);
    // 000 §4.1: no payment page on this site yet: the step says the details are saved
    expect(await screen.findByText('Your delivery details are saved.')).toBeTruthy();
    expect(bridge.callsTo(CAPTURE)).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('accepted with a payment page: on to {service_type}-payment', async () => {
    const { navigate } = setup(SAVED, { payment: true });
    await fillHome();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.example/prepaid-payment/'));
  });

  test('the bridge’s 422 shows its codes under the fields (contract §4.14)', async () => {
    setup({ status: 422, body: { responseCode: 'validation_error', errors: { way_no: 'too_long', city: 'place_unknown' } } });
    await fillHome();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('Please choose a place from the list.')).toBeTruthy();
    expect(screen.getByText('This is too long.')).toBeTruthy();
  });

  test("000 §5.6 the numeric messages the operator configured replace the shop's own", async () => {
    setup(
      { status: 422, body: { responseCode: 'validation_error', errors: { way_no: 'not_numeric', apt_no: 'not_numeric' } } },
      { messages: { apt_no_invalid: 'Villa numbers are digits, e.g. 45.' } },
    );
    await fillHome();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('Villa numbers are digits, e.g. 45.')).toBeTruthy();
    expect(screen.getByText('Way number must contain digits only.')).toBeTruthy(); // not configured: the shop's own
  });

  test('a delivery type the operator switched off meanwhile is said so (contract §4.14 delivery_type_unavailable)', async () => {
    setup({ status: 422, body: { responseCode: 'validation_error', errors: { delivery_type: 'delivery_type_unavailable' } } });
    await fillHome();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('This delivery method is not available now. Please choose another one.')).toBeTruthy();
  });
});

describe('000 §2.10 store pickup, §4.11 shipping options', () => {
  test('doordelivery 0 with storepickup 1 forces store pickup: the searchable store list, store_id sent', async () => {
    const { bridge } = setup(SAVED, {
      summary: { shipping_options: { storepickup: '1', doordelivery: '0', pay_online: '1', pay_later: '1' } },
    });
    await screen.findByRole('heading', { name: 'Delivery', level: 2 });
    await screen.findByRole('tab', { name: 'Store pickup' });
    expect(screen.queryByRole('tab', { name: 'Home delivery' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('Please choose a store.')).toBeTruthy();
    type('Search for a store', 'salalah');
    expect(screen.queryByLabelText(/Muscat Grand Mall store/)).toBeNull();
    fireEvent.click(screen.getByLabelText(/Salalah Gardens store/));
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(bridge.callsTo(CAPTURE)).toHaveLength(1));
    const call = bridge.callsTo(CAPTURE)[0]!;
    expect(call.fields.delivery_type).toBe('store_pickup');
    expect(JSON.parse(String(call.fields.delivery_details))).toEqual({ delivery_type: 'store_pickup', store_id: 'SLL01' });
  });

  test('both options on: home delivery first, store pickup a tab away', async () => {
    setup(SAVED);
    await ready();
    expect(screen.getByRole('tab', { name: 'Home delivery' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Store pickup' }));
    expect(screen.getByRole('tab', { name: 'Store pickup' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('000 §2.10: no order type', () => {
  test('NEXT shows ‘Sorry, no items in the cart’ and goes home after 5000 ms', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { bridge, navigate } = setup(SAVED, { summary: { selected_order_type: '' } });
      await fillHome();
      fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
      expect(await screen.findByText('Sorry, no items in the cart')).toBeTruthy();
      expect(navigate).not.toHaveBeenCalled();
      jest.advanceTimersByTime(5000);
      expect(navigate).toHaveBeenCalledWith('https://shop.example/');
      expect(bridge.callsTo(CAPTURE)).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('000 §2.10 the address search, restricted to Oman (contract §4.19)', () => {
  const FOUND = {
    responseCode: 'success',
    places: [
      {
        label: 'Al Khuwair, Bawshar, Muscat',
        pccode: '113',
        governorateid: '1',
        wilayaid: '12',
        localityid: '1201',
        latitude: 23.593,
        longitude: 58.41,
      },
      // a place the city list does not know is not offered: the cascade could not show it
      { label: 'Nowhere', pccode: '999', governorateid: '9', wilayaid: '99', localityid: '9901', latitude: 1, longitude: 1 },
      {
        label: 'Al Ghubrah, Bawshar, Muscat',
        pccode: '114',
        governorateid: '1',
        wilayaid: '12',
        localityid: '1202',
        latitude: 23.6,
        longitude: 58.4,
      },
    ],
  };

  async function searchFor(text: string) {
    const field = await screen.findByRole('combobox', { name: 'Find your area in Oman' });
    jest.useFakeTimers();
    fireEvent.change(field, { target: { value: text } });
    act(() => jest.advanceTimersByTime(300)); // the pause after typing
    jest.useRealTimers();
    return field;
  }

  test('typing finds places after a pause; arrows and Enter choose one: the cascade is filled and its pin sent', async () => {
    const search = stubPublicGets({ whl_city_list: PLACES, whl_place_search: FOUND });
    const { bridge } = setup(SAVED);
    await ready();
    const field = await searchFor('khu');
    expect(search).toHaveBeenCalledWith(CONFIG.ajaxUrl, 'whl_place_search', { q: 'khu', lang: 'en' }, expect.anything(), expect.anything());
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Al Khuwair, Bawshar, Muscat', 'Al Ghubrah, Bawshar, Muscat']);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(field.getAttribute('aria-activedescendant')).toBe('place-0');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect((field as HTMLInputElement).value).toBe('Al Khuwair, Bawshar, Muscat');
    expect(screen.getByLabelText<HTMLSelectElement>('Governorate').value).toBe('1');
    expect(screen.getByLabelText<HTMLSelectElement>('Wilayat').value).toBe('12');
    expect(screen.getByLabelText<HTMLSelectElement>('City/Locality').value).toBe('113');
    expect(bridge.callsTo(CAPTURE)).toHaveLength(0); // Enter chose a place, it did not submit the form

    select('Area', 'Al Khuwair North');
    type('Way number', '345');
    type('Villa/Apartment', '12');
    type('Address/Landmark', 'Near the mosque');
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(bridge.callsTo(CAPTURE)).toHaveLength(1));
    expect(JSON.parse(String(bridge.callsTo(CAPTURE)[0]!.fields.delivery_details))).toMatchObject({
      pccode: '113',
      area: 'Al Khuwair North',
      latitude: '23.593',
      longitude: '58.41',
    });
  });

  test('a city chosen by hand afterwards drops the pin: the address is not sent with another place’s coordinates', async () => {
    stubPublicGets({ whl_city_list: PLACES, whl_place_search: FOUND });
    const { bridge } = setup(SAVED);
    await ready();
    await searchFor('khu');
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Al Khuwair, Bawshar, Muscat' }));
    select('City/Locality', '114'); // Al Ghubrah: its only area is itself
    type('Way number', '345');
    type('Villa/Apartment', '12');
    type('Address/Landmark', 'Near the mosque');
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(bridge.callsTo(CAPTURE)).toHaveLength(1));
    expect(JSON.parse(String(bridge.callsTo(CAPTURE)[0]!.fields.delivery_details))).toMatchObject({
      pccode: '114',
      area: 'Al Ghubrah',
      latitude: '',
      longitude: '',
    });
  });

  test('one character searches nothing; a failed search says so and the lists still work', async () => {
    const search = stubPublicGets({
      whl_city_list: PLACES,
      whl_place_search: () => {
        throw new Error('offline');
      },
    });
    setup(SAVED);
    await ready();
    await searchFor('k');
    expect(search).not.toHaveBeenCalledWith(expect.anything(), 'whl_place_search', expect.anything(), expect.anything(), expect.anything());
    await searchFor('kh');
    expect(await screen.findByText('The search is not available now. Please choose your area from the lists.')).toBeTruthy();
    select('Governorate', '1');
    expect(optionsOf('Wilayat')).toEqual(['Choose…', 'Bawshar']);
  });

  test('nothing found is said (the search is Oman only)', async () => {
    stubPublicGets({ whl_city_list: PLACES, whl_place_search: { responseCode: 'success', places: [] } });
    setup(SAVED);
    await ready();
    await searchFor('Dubai');
    expect(await screen.findByText('No place in Oman matches.')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
