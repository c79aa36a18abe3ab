// Contract §1 `personal`: what the personal-information step needs of the settings (000 §5.2
// rop_number, §5.5 the upload maximums). The page configuration carries it for this widget, which
// alone parses it, so the shell every page loads does not.
import * as v from 'valibot';
import { positive } from '../../src/schemas/common';

export const PersonalConfigSchema = v.object({
  /** 000 §5.2 rop_number: numbers that may not be given as a contact */
  blockedContactNumbers: v.nullish(v.array(v.string()), []),
  /** 000 §5.5: the configured image and PDF maximums (MB), and the box an image is compressed to fit (pixels) */
  uploads: v.nullish(
    v.object({
      imageMaxMb: v.nullish(positive(false), 5),
      pdfMaxMb: v.nullish(positive(false), 5),
      maxWidth: v.nullish(positive(true), 1600),
      maxHeight: v.nullish(positive(true), 1600),
    }),
    {},
  ),
});
export type PersonalConfig = v.InferOutput<typeof PersonalConfigSchema>;

/** The settings as sent; anything unreadable reads as the defaults. */
export function personalConfig(sent: unknown): PersonalConfig {
  const parsed = v.safeParse(PersonalConfigSchema, sent ?? {});
  // the empty object parses to the defaults
  return (parsed.success ? parsed : v.safeParse(PersonalConfigSchema, {})).output as PersonalConfig;
}
