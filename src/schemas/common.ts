// Shared schema pieces. valibot is one module: every schema function or action used anywhere
// ships on every page, so the schemas keep to a small set — object, string, number, boolean,
// array, record, picklist, nullish, pipe, check, transform (nullish for optional fields too: the
// bridge may send null for anything it leaves out; patterns as a check).
import * as v from 'valibot';
import { parseOmr } from '../domain/money';

/** A string matching `pattern`. */
export const matching = (pattern: RegExp) => v.pipe(v.string(), v.check((text: string) => pattern.test(text)));

/** A string without whitespace (nonces, tokens). */
export const TokenSchema = matching(/^\S+$/);

/** Contract §4: money travels as an OMR decimal string ("5.250"); the output is integer baisa. */
export const OmrSchema = v.pipe(v.string(), v.transform(parseOmr), v.number());
export type OmrOutput = v.InferOutput<typeof OmrSchema>;

export const ServiceTypeSchema = v.picklist(['prepaid', 'postpaid']);
export type ServiceTypeOutput = v.InferOutput<typeof ServiceTypeSchema>;

export const LangSchema = v.picklist(['en', 'ar']);
