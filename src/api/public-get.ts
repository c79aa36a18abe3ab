// The bridge's public GETs (contract §4.12 countries, §4.14 city list, §4.19 places search): no nonce,
// a stable URL of the action and its parameters only, so browsers and page caches can keep the
// answer; the session nonce would make every shopper's URL differ. One place for the call, its
// timeout and its reading, as the session client does for the nonce'd calls.
import ky from 'ky';
import type * as v from 'valibot';
import { BridgeError, parseJson, settle } from './client';

type AnySchema = v.GenericSchema;

export interface PublicGetOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** GET {ajaxUrl}?action=…&…: the answer read by `schema`, or a BridgeError (contract §3). */
export async function publicGet<S extends AnySchema>(
  ajaxUrl: string,
  action: string,
  params: Readonly<Record<string, string>>,
  schema: S,
  options: PublicGetOptions = {},
): Promise<v.InferOutput<S>> {
  const url = new URL(ajaxUrl);
  url.searchParams.set('action', action);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  let answer;
  try {
    const response = await ky.get(url, {
      retry: 0,
      timeout: options.timeoutMs ?? 20_000,
      throwHttpErrors: false,
      headers: { accept: 'application/json' },
      parseJson,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    answer = { status: response.status, body: await response.json() };
  } catch (cause) {
    throw new BridgeError('failure', 0, {}, { cause }); // network error, timeout: contract §3 'failure'
  }
  return settle(answer, schema);
}
