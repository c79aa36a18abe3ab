// Contract §7.1 / 000 §7.2: sub_action wp_FreeDeviceListing of wp_postpaid_prepaid_module. Apart
// from ./postpaid-prepaid-module because only the free-device popup needs it, and that popup is a
// chunk of its own, loaded when the shopper opens it.
import { FreeDeviceListingSchema } from '../schemas/devices';
import { POSTPAID_PREPAID_MODULE, type BridgeClient } from './client';
import { attempt } from './result';
import type { Lang } from '../domain/lang';

export function fetchFreeDevices(client: BridgeClient, lang: Lang) {
  return attempt(async () => {
    const answer = await client.ajax(POSTPAID_PREPAID_MODULE, { lang }, FreeDeviceListingSchema, {
      subAction: 'wp_FreeDeviceListing',
      method: 'GET',
    });
    return answer.devices;
  });
}
