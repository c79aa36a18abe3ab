import * as v from 'valibot';
import { parseOmr } from '../domain/money';

/** Contract §4: money travels as an OMR decimal string ("5.250"); the output is integer baisa. */
export const OmrSchema = v.pipe(v.string(), v.transform(parseOmr), v.number());
export type OmrOutput = v.InferOutput<typeof OmrSchema>;

export const ServiceTypeSchema = v.picklist(['prepaid', 'postpaid']);
export type ServiceTypeOutput = v.InferOutput<typeof ServiceTypeSchema>;

export const LangSchema = v.picklist(['en', 'ar']);
