import { act, renderHook, waitFor } from '@testing-library/react';
import { useSimType } from '../../../widgets/personal-info/use-sim-type';
import { personalMessageFor } from '../../../widgets/personal-info/rules/messages';
import type { PersonalInfoTalon } from '../../../widgets/personal-info/use-personal-info';
import { deferred, fakeBridge, type Handler } from '../../src/support/fake-bridge';
import { testStore } from '../../src/support/store';
import { configFor, failure } from '../../src/support/fixtures';

const CHANGE = 'wp_postpaid_prepaid_module/wp_change_sim_type';
const CHANGED = { body: { responseCode: 'success', sim_type: 'esim' } };
const MUSCAT = { coords: { latitude: 23.588, longitude: 58.3829 } };

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;
function placeDevice(geolocation: Geolocation | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}
afterEach(() => placeDevice(undefined));

function setup(change: Handler | Handler[], simType: 'physical' | 'esim' = 'physical') {
  const bridge = fakeBridge({ [CHANGE]: change });
  testStore({ client: bridge.client, config: configFor('en') });
  const step = { facts: { simType } as PersonalInfoTalon['facts'], setSimType: jest.fn() };
  const hook = renderHook(() => useSimType(step));
  return { bridge, step, sim: () => hook.result.current };
}

describe('000 §2.9 the SIM type, §7.4 wp_change_sim_type', () => {
  test('the eSIM goes with the device’s position; a second choice while the bridge answers is not sent', async () => {
    placeDevice({ getCurrentPosition: (found) => found(MUSCAT as GeolocationPosition) });
    const held = deferred();
    const { bridge, step, sim } = setup(held.handler);
    act(() => {
      sim().choose('esim');
      sim().choose('esim');
    });
    expect(sim().busy).toBe(true);
    await waitFor(() => expect(bridge.callsTo(CHANGE)).toHaveLength(1));
    expect(bridge.callsTo(CHANGE)[0]!.fields).toMatchObject({ sim_type: 'esim', lat: 23.588, lng: 58.3829 });
    await act(async () => held.release(CHANGED));
    await waitFor(() => expect(sim().busy).toBe(false));
    expect(step.setSimType).toHaveBeenCalledWith('esim');
    expect(sim().error).toBeNull();
    expect(bridge.callsTo(CHANGE)).toHaveLength(1);
  });

  test('the type already chosen asks nothing', async () => {
    const { bridge, sim } = setup(CHANGED, 'esim');
    act(() => sim().choose('esim'));
    expect(sim().busy).toBe(false);
    expect(bridge.calls).toHaveLength(0);
  });

  test('no position from the browser: location_error under the choice, nothing sent, the SIM type stays', async () => {
    placeDevice({ getCurrentPosition: (_found, refused) => refused?.({ code: 1 } as GeolocationPositionError) });
    const { bridge, step, sim } = setup(CHANGED);
    act(() => sim().choose('esim'));
    await waitFor(() => expect(sim().error).toEqual(personalMessageFor('location_error')));
    expect(sim().busy).toBe(false);
    expect(bridge.calls).toHaveLength(0);
    expect(step.setSimType).not.toHaveBeenCalled();
  });

  test('refused by the bridge (eKycNotVerifed): its text under the choice, the SIM type stays; choosing again hides it', async () => {
    placeDevice({ getCurrentPosition: (found) => found(MUSCAT as GeolocationPosition) });
    const { step, sim } = setup([failure('eKycNotVerifed', 400), CHANGED]);
    act(() => sim().choose('esim'));
    await waitFor(() => expect(sim().error).toEqual(personalMessageFor('eKycNotVerifed')));
    expect(step.setSimType).not.toHaveBeenCalled();
    act(() => sim().choose('esim'));
    expect(sim().error).toBeNull();
    await waitFor(() => expect(step.setSimType).toHaveBeenCalledWith('esim'));
  });
});
