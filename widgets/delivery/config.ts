// Contract §1 `delivery`: the delivery step's server-configured maximum lengths (000 §5.6, settings
// delivery_limits). The page configuration carries them for this widget, which alone parses them;
// the bridge checks the same lengths again (contract §4.14).
import * as v from 'valibot';
import { positive } from '../../src/schemas/common';
import { DEFAULT_LIMITS, type Limits } from './form';

const DeliveryConfigSchema = v.object({
  aptMax: v.nullish(positive(true), DEFAULT_LIMITS.aptMax),
  wayMax: v.nullish(positive(true), DEFAULT_LIMITS.wayMax),
  landmarkMax: v.nullish(positive(true), DEFAULT_LIMITS.landmarkMax),
});

/** The lengths as sent; anything unreadable reads as the defaults. */
export function deliveryLimits(sent: unknown): Limits {
  const parsed = v.safeParse(DeliveryConfigSchema, sent ?? {});
  return parsed.success ? parsed.output : DEFAULT_LIMITS;
}
