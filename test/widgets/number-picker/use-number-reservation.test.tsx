import { act, renderHook, waitFor } from '@testing-library/react';
import { useNumberPicker } from '../../../widgets/number-picker/use-number-picker';
import { useNumberReservation } from '../../../widgets/number-picker/use-number-reservation';
import { fakeBridge } from '../../src/support/fake-bridge';
import { testStore } from '../../src/support/store';
import { failure, numbersList } from '../../src/support/fixtures';

const LIST = 'plan-details-numbers-list';
const ADD = 'wp_postpaid_prepaid_module/wp_plan_add_to_cart';
const CHANGE = 'wp_postpaid_prepaid_module/wp_change_plan_number';
const PAGE = 'https://shop.example/prepaid-recommended-numbers/?plan=hala-5';

/** contract §3: the client holds as many numbers as the bridge allows (Retry-After: until one of its holds ends). */
const holdLimit = failure('hold_limit', 429);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function nextOn(routes: Parameters<typeof fakeBridge>[0], url = PAGE) {
  const bridge = fakeBridge({ [LIST]: { body: numbersList() }, ...routes });
  const page = testStore({ client: bridge.client, url });
  const hook = renderHook(() => ({
    picker: useNumberPicker({ serviceType: 'prepaid', mode: 'recommended' }),
    next: useNumberReservation('prepaid'),
  }));
  return { bridge, hook, ...page };
}

async function chooseAndNext(hook: ReturnType<typeof nextOn>['hook'], msisdn: string) {
  await waitFor(() => expect(hook.result.current.picker.status).toBe('ready'));
  const number = hook.result.current.picker.groups.flatMap((g) => g.numbers).find((n) => n.msisdn === msisdn)!;
  act(() => hook.result.current.picker.select(number));
  await act(async () => hook.result.current.next.next());
}

describe('000 §4.3 / issue 6 finding 1 NEXT refused by the hold cap (hold_limit): a popup until dismissed, the choice kept', () => {
  test.each([
    ['adding the plan with its number', PAGE, ADD],
    ['changing the number of the plan in the cart', `${PAGE}&method=change-number`, CHANGE],
  ])('%s: the hold-limit popup, Next usable again, no cart', async (_, url, call) => {
    const { hook, bridge, navigate } = nextOn({ [call]: holdLimit }, url);
    await chooseAndNext(hook, '99000222');
    expect(bridge.callsTo(call)).toHaveLength(1);
    expect(hook.result.current.next).toMatchObject({ popup: 'hold-limit', toast: null, busy: false, canProceed: true });
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('number_blocked_time')).toBeNull();
  });

  test('dismissing it keeps the chosen number and the list as they are; Next tries again', async () => {
    const { hook, bridge } = nextOn({ [ADD]: holdLimit });
    await chooseAndNext(hook, '99000222');
    act(() => hook.result.current.next.closePopup());
    expect(hook.result.current.next.popup).toBeNull();
    expect(hook.result.current.picker.selected).toMatchObject({ msisdn: '99000222', label: 'GOLD' });
    expect(sessionStorage.getItem('number_selected')).toBe('msisdn:99000222');
    expect(sessionStorage.getItem('currentSelectedNo')).toBe('99000222');
    expect(sessionStorage.getItem('currentSelectedNoLabel')).toBe('GOLD');
    expect(bridge.callsTo(LIST)).toHaveLength(1); // not reloaded, unlike after number_unavailable
    expect(hook.result.current.next.canProceed).toBe(true);
    await act(async () => hook.result.current.next.next());
    expect(bridge.callsTo(ADD)).toHaveLength(2);
  });
});
