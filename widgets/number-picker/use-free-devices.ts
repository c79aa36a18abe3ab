// Talon of the free-device popup of the number page (000 §2.7 `offer=free-device`): the devices
// that come free with the plan, loaded when the popup opens.
import { useEffect } from 'react';
import { useShop } from '../../src/store';
import { usePurchase } from '../../src/store/purchase';
import type { FreeDeviceOutput } from '../../src/schemas/devices';

export interface FreeDevicesTalon {
  status: 'loading' | 'ready' | 'error';
  devices: FreeDeviceOutput[];
  retry(): void;
}

export function useFreeDevices(): FreeDevicesTalon {
  const remote = useShop((s) => s.freeDevices);
  const load = usePurchase((s) => s.loadFreeDevices);
  useEffect(() => void load(), [load]);
  return {
    status: remote.status === 'ready' ? 'ready' : remote.status === 'error' ? 'error' : 'loading',
    devices: remote.status === 'ready' ? remote.data : [],
    retry: () => void load(),
  };
}
