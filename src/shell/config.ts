// Contract §1: the page configuration, read once from <script type="application/json" id="whl-config">.
import * as v from 'valibot';
import { PageConfigSchema, type PageConfig } from '../schemas/config';

export class ConfigError extends Error {
  constructor(
    readonly code: 'config_missing' | 'config_invalid',
    options?: { cause?: unknown },
  ) {
    super(code, options);
  }
}

export function readPageConfig(doc: Document): PageConfig {
  const text = doc.getElementById('whl-config')?.textContent;
  if (!text) throw new ConfigError('config_missing');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    throw new ConfigError('config_invalid', { cause });
  }
  const parsed = v.safeParse(PageConfigSchema, raw);
  if (!parsed.success) throw new ConfigError('config_invalid', { cause: parsed.issues });
  return parsed.output;
}
