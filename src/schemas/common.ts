// Shared schema pieces. valibot is one module: every schema function or action used anywhere
// ships on every page, so the schemas keep to a small set: object, string, number, array,
// nullish, custom, pipe, transform. Optional fields are nullish (the bridge may send null for
// anything it leaves out); booleans, string maps, patterns, ranges and fixed choices are `custom`
// predicates rather than v.boolean, v.record, v.regex, v.check and v.picklist (each one more function).
import * as v from 'valibot';
import { parseOmr } from '../domain/money';

export const BooleanSchema = v.custom<boolean>((input) => typeof input === 'boolean');

/** An object of strings only (routes, field → code). */
export const StringMapSchema = v.custom<Readonly<Record<string, string>>>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input) && Object.values(input).every((value) => typeof value === 'string'),
);

/** One of the given strings. */
export const oneOf = <const T extends string>(options: readonly T[]) => v.custom<T>((input) => (options as readonly unknown[]).includes(input));

/** A string matching `pattern`. */
export const matching = (pattern: RegExp) => v.custom<string>((input) => typeof input === 'string' && pattern.test(input));

/** A string without whitespace (nonces, tokens). */
export const TokenSchema = matching(/^\S+$/);

/** A number above 0; `integer` for counts. */
export const positive = (integer: boolean) =>
  v.custom<number>((input) => typeof input === 'number' && input > 0 && (integer ? Number.isInteger(input) : input < Infinity));

/** Contract §4: money travels as an OMR decimal string ("5.250"); the output is integer baisa. */
export const OmrSchema = v.pipe(v.string(), v.transform(parseOmr), v.number());
export type OmrOutput = v.InferOutput<typeof OmrSchema>;

export const ServiceTypeSchema = oneOf(['prepaid', 'postpaid']);
export type ServiceTypeOutput = v.InferOutput<typeof ServiceTypeSchema>;

export const LangSchema = oneOf(['en', 'ar']);
