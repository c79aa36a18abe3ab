// 000 §2.7 free-device offer (contract §7.1 wp_FreeDeviceListing): the devices the popup lists.
import type { FreeDeviceOutput } from '../schemas/devices';
import { fetchFreeDevices } from '../api/free-devices';
import { done, type Result } from '../api/result';
import { PURCHASE_STATE } from './purchase-state';
import type { Remote, SliceCreator } from './types';

export interface FreeDeviceSlice {
  freeDevices: Remote<FreeDeviceOutput[]>;
  /** once per page; again after a failure */
  loadFreeDevices(): Promise<Result>;
}

export const createFreeDeviceSlice: SliceCreator<FreeDeviceSlice> = (set, get) => ({
  freeDevices: PURCHASE_STATE.freeDevices,
  async loadFreeDevices() {
    const { env, freeDevices } = get();
    if (freeDevices.status === 'loading' || freeDevices.status === 'ready') return done;
    set({ freeDevices: { status: 'loading' } });
    const answer = await fetchFreeDevices(env.client, env.config.lang);
    set({ freeDevices: answer.ok ? { status: 'ready', data: answer.value } : { status: 'error', error: answer.code } });
    return answer.ok ? done : answer;
  },
});
