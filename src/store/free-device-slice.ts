// 000 §2.7 free-device offer (contract §7.1 wp_FreeDeviceListing): the devices the popup lists.
import { bridgeErrorCode } from '../api/client';
import { fetchFreeDevices } from '../api/free-devices';
import type { FreeDeviceOutput } from '../schemas/devices';
import type { Remote, SliceCreator } from './types';

export interface FreeDeviceSlice {
  freeDevices: Remote<FreeDeviceOutput[]>;
  /** once per page; again after a failure */
  loadFreeDevices(): Promise<void>;
}

export const createFreeDeviceSlice: SliceCreator<FreeDeviceSlice> = (set, get) => ({
  freeDevices: { status: 'idle' },
  async loadFreeDevices() {
    const { env, freeDevices } = get();
    if (freeDevices.status === 'loading' || freeDevices.status === 'ready') return;
    set({ freeDevices: { status: 'loading' } });
    try {
      set({ freeDevices: { status: 'ready', data: await fetchFreeDevices(env.client, env.config.lang) } });
    } catch (error) {
      set({ freeDevices: { status: 'error', error: bridgeErrorCode(error) } });
    }
  },
});
