// The one error channel of the store: an action that calls the bridge never throws, it answers a
// Result. A failed load also shows in its Remote (what the screens render); commands (add to
// cart, clear the cart, search…) have only the Result, which the hooks turn into popups and toasts.
import { BridgeError } from '../api/client';
import type { BridgeErrorCode } from '../domain/response-codes';

export interface Failure {
  ok: false;
  code: BridgeErrorCode;
  /** validation_error: field → code (contract §3) */
  fields: Readonly<Record<string, string>>;
}

export type Result<T = undefined> = { ok: true; value: T } | Failure;

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const done: Result = { ok: true, value: undefined };

/** A thrown error as a Failure: the bridge's code, or `failure` for anything else (a bug, the network). */
export function failureOf(error: unknown): Failure {
  return error instanceof BridgeError
    ? { ok: false, code: error.code, fields: error.fieldErrors }
    : { ok: false, code: 'failure', fields: {} };
}

/** Runs `work`, answering its value or the Failure it threw. */
export async function attempt<T>(work: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await work());
  } catch (error) {
    return failureOf(error);
  }
}
