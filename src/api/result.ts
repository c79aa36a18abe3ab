// The one way a bridge call ends: every function of src/api answers a Result and never throws. A
// failure carries its contract §3 code, the validation_error fields, and the answer's own data (a
// flow's outcome code and what sits beside it, e.g. security_deposit's credit_limit_money). The store
// and the talons pass it on; a failed load also shows in its Remote (src/store/types.ts).
import { BridgeError } from './client';
import type { BridgeErrorCode } from '../domain/response-codes';

export interface Failure<Code extends string = BridgeErrorCode> {
  ok: false;
  code: Code;
  /** validation_error: field → code (contract §3) */
  fields: Readonly<Record<string, string>>;
  /**
   * what the answer said beyond its code, only when it said something: its responseCode as sent
   * (`responseCode`, when the shared list reads it as `failure`: a flow's own code such as
   * security_deposit or out_of_stock), its `message` when that is a sentence rather than the code
   * (a refused upload's, contract §4.7), and the data that comes with it
   */
  details?: Readonly<Record<string, unknown>>;
}

export type Result<T = undefined> = { ok: true; value: T } | Failure;

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const done: Result = { ok: true, value: undefined };

/** A failure without an answer: the network, code that could not load, a token that could not be had. */
export const failed = <Code extends string = BridgeErrorCode>(code: Code): Failure<Code> => ({ ok: false, code, fields: {} });

/** A thrown error as a Failure: the bridge's code and what its answer carried, or `failure` for anything else. */
export function failureOf(error: unknown): Failure {
  if (!(error instanceof BridgeError)) return failed('failure');
  const failure: Failure = { ok: false, code: error.code, fields: error.fieldErrors };
  const body = error.body;
  if (typeof body !== 'object' || body === null) return failure;
  const sent = (body as { responseCode?: unknown }).responseCode;
  const says = (key: string, value: unknown) =>
    key === 'errors' // the fields, above
      ? false
      : key === 'responseCode'
        ? value !== error.code
        : key !== 'message' || (typeof value === 'string' && value !== '' && value !== sent && value !== error.code);
  const details = Object.fromEntries(Object.entries(body).filter(([key, value]) => says(key, value)));
  return Object.keys(details).length > 0 ? { ...failure, details } : failure;
}

/** Runs `work`, answering its value or the Failure it threw. */
export async function attempt<T>(work: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await work());
  } catch (error) {
    return failureOf(error);
  }
}

/** The code a failure's answer sent, as the bridge wrote it (a flow's own code the shared list reads as `failure`). */
export const sentCode = (failure: Failure<string>): string =>
  typeof failure.details?.responseCode === 'string' ? failure.details.responseCode : failure.code;
