// Contract §7.1: sub_action wp_FreeDeviceListing (000 §2.7 free-device offer). The widget renders
// `devices`; the server's HTML template is not read.
import * as v from 'valibot';
import { OmrSchema } from './common';

export const FreeDeviceSchema = v.object({
  sku: v.string(),
  name: v.string(),
  brand: v.nullish(v.string(), ''),
  colour: v.nullish(v.string(), ''),
  storage: v.nullish(v.string(), ''),
  regular_price: v.nullish(OmrSchema),
  price: OmrSchema,
});
export type FreeDeviceOutput = v.InferOutput<typeof FreeDeviceSchema>;

export const FreeDeviceListingSchema = v.object({ devices: v.array(FreeDeviceSchema) });
