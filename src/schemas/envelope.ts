import * as v from 'valibot';
import { StringMapSchema } from './common';

/**
 * Contract §3: the error shape (`message` is a code or a safe sentence; `errors` maps field → code);
 * a business outcome's data sits beside them (the client keeps it from the raw answer).
 */
export const ErrorEnvelopeSchema = v.object({
  responseCode: v.string(),
  message: v.nullish(v.string()),
  errors: v.nullish(StringMapSchema, {}),
});

/** Answers that carry nothing beyond responseCode (contract §4.5: wp_js_error_logger, unreserve). */
export const AckSchema = v.object({});
