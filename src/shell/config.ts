// Contract §1: the page configuration, read once from <script type="application/json" id="whl-config">.
import * as v from 'valibot';
import { parseJson } from '../api/client';
import { PageConfigSchema, type PageConfig } from '../schemas/config';

/** The page has no configuration (message `config_missing`) or one that is not the contract's (`config_invalid`). */
export class ConfigError extends Error {}

export function readPageConfig(doc: Document): PageConfig {
  const text = doc.getElementById('whl-config')?.textContent;
  if (!text) throw new ConfigError('config_missing');
  // text that is not JSON parses as undefined, which the schema refuses
  const parsed = v.safeParse(PageConfigSchema, parseJson(text));
  if (!parsed.success) throw new ConfigError('config_invalid', { cause: parsed.issues });
  return parsed.output;
}
