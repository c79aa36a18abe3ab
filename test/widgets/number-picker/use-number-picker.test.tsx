import { act, renderHook, waitFor } from '@testing-library/react';
import { useNumberPicker } from '../../../widgets/number-picker/use-number-picker';
import { useNumberReservation } from '../../../widgets/number-picker/use-number-reservation';
import { deferred, fakeBridge } from '../../src/support/fake-bridge';
import { testStore } from '../../src/support/store';
import { addToCartSuccess, CONFIG, failure, numbersList, phoneNumber, reservation } from '../../src/support/fixtures';

const LIST = 'plan-details-numbers-list';
const ADD = 'wp_postpaid_prepaid_module/wp_plan_add_to_cart';
const CHANGE = 'wp_postpaid_prepaid_module/wp_change_plan_number';
const PAGE = 'https://shop.example/prepaid-recommended-numbers/?plan=hala-5';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const gold = (n: number) => phoneNumber(`9900${String(n).padStart(4, '0')}`, 'GOLD', '20.000');

function pickerOn(
  routes: Parameters<typeof fakeBridge>[0],
  { url = PAGE, mode = 'recommended', pageSize = 3 }: { url?: string; mode?: 'recommended' | 'search'; pageSize?: number } = {},
) {
  const bridge = fakeBridge(routes);
  const page = testStore({ client: bridge.client, url, config: { ...CONFIG, limits: { ...CONFIG.limits, numbersPageSize: pageSize } } });
  const hook = renderHook(() => useNumberPicker({ serviceType: 'prepaid', mode }));
  return { bridge, hook, ...page };
}

const ready = async (hook: { result: { current: { status: string } } }) => waitFor(() => expect(hook.result.current.status).toBe('ready'));

describe('000 §2.7 number groups: more than 5 shows "show more", the numbers after the 5th are extra', () => {
  test('7 paid numbers: 5 shown, 2 hidden; opened, the 6th and 7th are flagged extra', async () => {
    const { hook } = pickerOn({ [LIST]: { body: numbersList(undefined, [1, 2, 3, 4, 5, 6, 7].map(gold)) } });
    await ready(hook);
    const paid = () => hook.result.current.groups.find((g) => g.key === 'paid')!;
    expect(paid().numbers).toHaveLength(5);
    expect(paid().more).toEqual({ expanded: false, hidden: 2 });
    expect(hook.result.current.groups.find((g) => g.key === 'free')!.more).toBeNull();
    act(() => hook.result.current.toggleGroup('paid'));
    expect(paid().numbers.map((n) => n.extra)).toEqual([false, false, false, false, false, true, true]);
    expect(paid().more).toEqual({ expanded: true, hidden: 0 });
  });

  test('exactly 5 in a group: no "show more"', async () => {
    const { hook } = pickerOn({ [LIST]: { body: numbersList(undefined, [1, 2, 3, 4, 5].map(gold)) } });
    await ready(hook);
    expect(hook.result.current.groups.find((g) => g.key === 'paid')!.more).toBeNull();
  });

  test('a chosen extra number keeps its group open', async () => {
    sessionStorage.setItem('currentSelectedNo', '99000007');
    sessionStorage.setItem('currentSelectedNoLabel', 'GOLD');
    const { hook } = pickerOn({ [LIST]: { body: numbersList(undefined, [1, 2, 3, 4, 5, 6, 7].map(gold)) } });
    await ready(hook);
    expect(hook.result.current.groups.find((g) => g.key === 'paid')!.numbers).toHaveLength(7);
    expect(hook.result.current.selected).toMatchObject({ msisdn: '99000007', label: 'GOLD', display: '9900 0007' });
  });
});

describe('000 §9 / contract §7.2 paging: page_size from the configuration, page_index from 1, has_more offers more numbers', () => {
  test('no "more numbers" when the bridge says no group has more (or says nothing)', async () => {
    const { hook } = pickerOn({ [LIST]: [{ body: numbersList(undefined, undefined, { free: false, paid: false }) }] });
    await ready(hook);
    expect(hook.result.current.more).toBeNull();
  });

  test('page_index 2 with the configured page_size, added after the numbers shown; both groups open; gone on the last page', async () => {
    const page2 = deferred();
    const { hook, bridge } = pickerOn(
      {
        [LIST]: [{ body: numbersList(undefined, [1, 2, 3, 4].map(gold), { free: false, paid: true }) }, page2.handler],
      },
      { pageSize: 4 },
    );
    await ready(hook);
    expect(bridge.callsTo(LIST)[0]?.fields).toMatchObject({ page_size: 4, page_index: 1, msisdn_pattern: '*' });
    act(() => hook.result.current.more!.load());
    expect(hook.result.current.more!.busy).toBe(true);
    await waitFor(() =>
      expect(bridge.callsTo(LIST)[1]?.fields).toMatchObject({ key: 'hala-5', page_size: 4, page_index: 2, msisdn_pattern: '*' }),
    );
    // 99000004 moved onto page 2 (a number freed meanwhile): listed once
    await act(async () => page2.release({ body: numbersList([], [4, 5, 6].map(gold), { free: false, paid: false }) }));
    const paid = hook.result.current.groups.find((g) => g.key === 'paid')!;
    expect(paid.numbers.map((n) => n.msisdn)).toEqual(['99000001', '99000002', '99000003', '99000004', '99000005', '99000006']);
    expect(paid.more).toEqual({ expanded: true, hidden: 0 });
    expect(hook.result.current.groups.find((g) => g.key === 'free')!.numbers).toHaveLength(3);
    expect(hook.result.current.more).toBeNull();
  });

  test('a failed page keeps the numbers shown and offers the button again', async () => {
    const { hook } = pickerOn({
      [LIST]: [{ body: numbersList(undefined, undefined, { free: true, paid: false }) }, failure('failure', 500)],
    });
    await ready(hook);
    await act(async () => hook.result.current.more!.load());
    expect(hook.result.current.more).toMatchObject({ busy: false, failed: true });
    expect(hook.result.current.groups.find((g) => g.key === 'free')!.numbers).toHaveLength(3);
  });

  test('after a search, the next page is of the same search', async () => {
    const { hook, bridge } = pickerOn(
      {
        [LIST]: [
          { body: numbersList() },
          { body: numbersList([phoneNumber('97771234')], [], { free: true, paid: false }) },
          { body: numbersList([phoneNumber('97772345')], [], { free: false, paid: false }) },
        ],
      },
      { mode: 'search' },
    );
    await ready(hook);
    act(() => hook.result.current.search.setPattern('777'));
    await act(async () => hook.result.current.search.submit());
    await act(async () => hook.result.current.more!.load());
    expect(bridge.callsTo(LIST)[2]?.fields).toMatchObject({ msisdn_pattern: '777', page_index: 2 });
    expect(hook.result.current.groups[0]!.numbers.map((n) => n.msisdn)).toEqual(['97771234', '97772345']);
  });
});

describe('000 §5.1 number search pattern', () => {
  test.each([
    ['', 'number_search_empty'],
    ['   ', 'number_search_empty'],
    [' 12 ', 'number_search_empty'],
    ['12a', 'number_search_not_numeric'],
    ['٧٧', 'number_search_empty'],
    ['٧x٧', 'number_search_not_numeric'],
    ['123456789', 'number_search_too_long'],
  ])('%p → %s, no call, the typed text kept', async (typed, code) => {
    const { hook, bridge } = pickerOn({ [LIST]: { body: numbersList() } }, { mode: 'search' });
    await ready(hook);
    act(() => hook.result.current.search.setPattern(typed));
    await act(async () => hook.result.current.search.submit());
    expect(hook.result.current.search).toMatchObject({ error: code, pattern: typed });
    expect(bridge.callsTo(LIST)).toHaveLength(1);
  });

  test('checked when the box loses focus once something is typed; an empty box is left alone', async () => {
    const { hook } = pickerOn({ [LIST]: { body: numbersList() } }, { mode: 'search' });
    await ready(hook);
    act(() => hook.result.current.search.check());
    expect(hook.result.current.search.error).toBeNull();
    act(() => hook.result.current.search.setPattern('9x'));
    act(() => hook.result.current.search.check());
    expect(hook.result.current.search.error).toBe('number_search_empty');
  });

  test('3 and 8 digits are searched, trimmed; busy while the list comes', async () => {
    const answer = deferred();
    const { hook, bridge } = pickerOn({ [LIST]: [{ body: numbersList() }, answer.handler, { body: numbersList() }] }, { mode: 'search' });
    await ready(hook);
    act(() => hook.result.current.search.setPattern(' 777 '));
    act(() => hook.result.current.search.submit());
    expect(hook.result.current.search.busy).toBe(true);
    await act(async () => answer.release({ body: numbersList([phoneNumber('97771234')], []) }));
    expect(hook.result.current.search).toMatchObject({ busy: false, error: null, pattern: ' 777 ' });
    expect(bridge.callsTo(LIST)[1]?.fields).toMatchObject({ msisdn_pattern: '777', page_index: 1 });
    act(() => hook.result.current.search.setPattern('91234567'));
    await act(async () => hook.result.current.search.submit());
    expect(bridge.callsTo(LIST)[2]?.fields).toMatchObject({ msisdn_pattern: '91234567' });
  });

  test('000 §5 digits an Arabic keyboard types, with spaces and hyphens, are searched as ASCII digits; the typed text is kept', async () => {
    const { hook, bridge } = pickerOn({ [LIST]: [{ body: numbersList() }, { body: numbersList() }] }, { mode: 'search' });
    await ready(hook);
    act(() => hook.result.current.search.setPattern('٩٩٥ ۵-5'));
    await act(async () => hook.result.current.search.submit());
    expect(hook.result.current.search).toMatchObject({ error: null, pattern: '٩٩٥ ۵-5' });
    expect(bridge.callsTo(LIST)[1]?.fields).toMatchObject({ msisdn_pattern: '99555' });
  });

  test('an older search answering last does not replace the newer one', async () => {
    const slow = deferred();
    const { hook } = pickerOn(
      { [LIST]: [{ body: numbersList() }, slow.handler, { body: numbersList([phoneNumber('98881234')], []) }] },
      { mode: 'search' },
    );
    await ready(hook);
    act(() => hook.result.current.search.setPattern('777'));
    act(() => hook.result.current.search.submit());
    act(() => hook.result.current.search.setPattern('888'));
    await act(async () => hook.result.current.search.submit());
    await act(async () => slow.release({ body: numbersList([phoneNumber('97771234')], []) }));
    expect(hook.result.current.groups[0]!.numbers.map((n) => n.msisdn)).toEqual(['98881234']);
  });

  test('issue 8: the recommended page searches in place too; a search that finds nothing names its digits', async () => {
    const { hook, bridge } = pickerOn({ [LIST]: [{ body: numbersList() }, { body: numbersList([], []) }] });
    await ready(hook);
    expect(hook.result.current.search.noResults).toBeNull();
    act(() => hook.result.current.search.setPattern(' ٧٧٧ '));
    await act(async () => hook.result.current.search.submit());
    expect(bridge.callsTo(LIST)[1]?.fields).toMatchObject({ msisdn_pattern: '777' });
    expect(hook.result.current.search.noResults).toBe('777');
    expect(hook.result.current.search.pattern).toBe(' ٧٧٧ '); // what was typed stays
  });
});

describe('000 §2.7 links of the number page: the other page (same route form, query kept) and back', () => {
  test.each([
    [
      PAGE + '&offer=free-device',
      'recommended',
      'https://shop.example/prepaid-search-number/?plan=hala-5&offer=free-device',
      'https://shop.example/prepaid-plan-page/',
    ],
    [
      'https://shop.example/search_number/?plan=hala-5&method=change-number&lang=ar',
      'search',
      'https://shop.example/recommended_numbers/?plan=hala-5&method=change-number',
      'https://shop.example/',
    ],
  ] as const)('%s', async (url, mode, other, back) => {
    const bridge = fakeBridge({ [LIST]: { body: numbersList() } });
    testStore({ client: bridge.client, url });
    // the plain pages have no service-type placement
    const hook = renderHook(() => useNumberPicker({ serviceType: url.includes('prepaid-') ? 'prepaid' : null, mode }));
    await ready(hook);
    expect(hook.result.current.otherPageHref).toBe(other);
    expect(hook.result.current.backHref).toBe(back);
    expect(hook.result.current.freeDeviceOffer).toBe(url.includes('offer=free-device'));
  });
});

describe('000 §4.2 / §8 NEXT: change-number, captcha missing, reservation failure', () => {
  function both(routes: Parameters<typeof fakeBridge>[0], url: string, captcha?: () => Promise<string>) {
    const bridge = fakeBridge({ [LIST]: { body: numbersList() }, ...routes });
    const page = testStore({ client: bridge.client, url, ...(captcha ? { captcha } : {}) });
    const hook = renderHook(() => ({
      picker: useNumberPicker({ serviceType: 'prepaid', mode: 'search' }),
      next: useNumberReservation('prepaid'),
    }));
    return { bridge, hook, ...page };
  }
  const choose = async (hook: ReturnType<typeof both>['hook'], msisdn: string) => {
    await waitFor(() => expect(hook.result.current.picker.status).toBe('ready'));
    const number = hook.result.current.picker.groups.flatMap((g) => g.numbers).find((n) => n.msisdn === msisdn)!;
    act(() => hook.result.current.picker.select(number));
  };

  test('method=change-number changes the number of the plan in the cart instead of adding it', async () => {
    const { hook, bridge, navigate, captcha, store } = both(
      {
        [CHANGE]: {
          body: {
            responseCode: 'success',
            cart_items_count: 1,
            reservation: reservation(900, { msisdn: '99000222', vanity_level: 'GOLD' }),
          },
        },
      },
      PAGE + '&method=change-number',
    );
    await choose(hook, '99000222');
    await act(async () => hook.result.current.next.next());
    expect(captcha).toHaveBeenCalledWith('number_reservation');
    expect(bridge.callsTo(CHANGE)[0]?.fields).toEqual({
      msisdn: '99000222',
      sku: 'PRE-HALA-5',
      method: 'change-number',
      'captcha-response': 'captcha-token-1',
      service_type: 'prepaid',
      vanity_type: 'GOLD',
    });
    expect(bridge.callsTo(ADD)).toHaveLength(0);
    expect(navigate).toHaveBeenCalledWith('https://shop.example/my_cart/');
    expect(store.getState().reservedMsisdn).toBe('99000222');
    expect(localStorage.getItem('number_blocked_time')).not.toBeNull();
  });

  test('change-number: a number taken meanwhile opens the reservation-failure popup', async () => {
    const { hook, navigate } = both({ [CHANGE]: failure('number_unavailable', 409) }, PAGE + '&method=change-number');
    await choose(hook, '91234567');
    await act(async () => hook.result.current.next.next());
    expect(hook.result.current.next.popup).toBe('reservation-failure');
    expect(navigate).not.toHaveBeenCalled();
  });

  test('no captcha token (the token call failed): the captcha toast, no reservation call', async () => {
    const { hook, bridge } = both({ [ADD]: { body: addToCartSuccess() } }, PAGE, () => Promise.reject(new Error('offline')));
    await choose(hook, '91234567');
    await act(async () => hook.result.current.next.next());
    expect(hook.result.current.next).toMatchObject({ toast: 'captcha_failed', popup: null, busy: false, canProceed: true });
    expect(bridge.callsTo(ADD)).toHaveLength(0);
  });

  test('reservation-failure OK clears the choice and repeats the search with its pattern', async () => {
    const { hook, bridge } = both(
      {
        [ADD]: failure('number_unavailable', 409),
        [LIST]: [
          { body: numbersList() },
          { body: numbersList([phoneNumber('91234567'), phoneNumber('91234777')], []) },
          { body: numbersList([phoneNumber('91234777')], []) },
        ],
      },
      PAGE,
    );
    await waitFor(() => expect(hook.result.current.picker.status).toBe('ready'));
    act(() => hook.result.current.picker.search.setPattern('777'));
    await act(async () => hook.result.current.picker.search.submit());
    await choose(hook, '91234567');
    await act(async () => hook.result.current.next.next());
    expect(hook.result.current.next.popup).toBe('reservation-failure');
    await act(async () => hook.result.current.next.acknowledgeFailure());
    await waitFor(() => expect(bridge.callsTo(LIST)).toHaveLength(3));
    expect(bridge.callsTo(LIST)[2]?.fields).toMatchObject({ msisdn_pattern: '777', page_index: 1 });
    // past the browser's cache: the cached list (public, kept for seconds) may still hold the taken number
    expect(bridge.callsTo(LIST)[2]?.options).toMatchObject({ fresh: true });
    expect(bridge.callsTo(LIST)[1]?.options).toMatchObject({ fresh: false });
    expect(hook.result.current.next.popup).toBeNull();
    expect(sessionStorage.getItem('number_selected')).toBeNull();
    await waitFor(() => expect(hook.result.current.picker.groups[0]!.numbers.map((n) => n.msisdn)).toEqual(['91234777']));
    expect(hook.result.current.picker.search.pattern).toBe('777');
  });
});
