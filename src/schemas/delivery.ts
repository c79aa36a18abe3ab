// Contract §4.14: the delivery step's accepted details.
import * as v from 'valibot';

export const DeliveryCaptureSchema = v.object({
  service_type: v.nullish(v.string(), ''),
  delivery_type: v.nullish(v.string(), ''),
});
export type DeliveryCapture = v.InferOutput<typeof DeliveryCaptureSchema>;
