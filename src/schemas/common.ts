// Shared schema pieces, from valibot's own primitives. Optional fields are nullish (the bridge
// may send null for anything it leaves out).
import * as v from 'valibot';
import { parseOmr } from '../domain/money';

export const BooleanSchema = v.boolean();

/** An object of strings only (routes, field → code); v.record alone takes an array of strings too. */
export const StringMapSchema = v.pipe(
  v.unknown(),
  v.check((input) => !Array.isArray(input)),
  v.record(v.string(), v.string()),
);

/** One of the given strings. */
export const oneOf = <const T extends string>(options: readonly T[]) => v.picklist(options);

/** A string matching `pattern`. */
export const matching = (pattern: RegExp) => v.pipe(v.string(), v.regex(pattern));

/** A string without whitespace (nonces, tokens). */
export const TokenSchema = matching(/^\S+$/);

/** A number above 0; `integer` for counts. */
export const positive = (integer: boolean) =>
  integer ? v.pipe(v.number(), v.integer(), v.gtValue(0)) : v.pipe(v.number(), v.finite(), v.gtValue(0));

/** Contract §4: money travels as an OMR decimal string ("5.250"); the output is integer baisa. */
export const OmrSchema = v.pipe(v.string(), v.transform(parseOmr), v.number());

export const ServiceTypeSchema = oneOf(['prepaid', 'postpaid']);

export const LangSchema = oneOf(['en', 'ar']);
