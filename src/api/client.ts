// Contract §2–§3: transport to the bridge, on ky. Ajax posts are form-encoded with action /
// sub_action / _ajax_nonce; REST routes are GETs under the REST root (X-WHL-Nonce where they touch
// the cart). Every answer is checked against the envelope and parsed by a valibot schema; every
// failure is a BridgeError. ky runs with retry 0: the only repeat is the stale-nonce one below,
// which needs the fresh nonce inside the form body, so it wraps the call instead of a ky hook.
// A session_expired answer sets the page's session-expiry flag (./session-expiry.ts), which tells its
// listeners (the shell shows the popup): from then on no call with the session's nonce is sent (000 §8
// "action blocked"), each refused here alike.
import ky, { type Options } from 'ky';
import * as v from 'valibot';
import { toBridgeErrorCode, type BridgeErrorCode } from '../domain/response-codes';
import { ErrorEnvelopeSchema } from '../schemas/envelope';
import { CurrentNonceSchema, type CurrentNonceOutput } from '../schemas/session';
import { isSessionExpired, markSessionExpired } from './session-expiry';

/** Contract §4.4 ff.: the admin-ajax action most calls share, told apart by their sub_action; an action
 * only one module of src/api calls is a constant of that module. Here, in the client every page
 * loads, rather than in a module of its own: a chunk for one name costs more than the name. */
export const POSTPAID_PREPAID_MODULE = 'wp_postpaid_prepaid_module';

export class BridgeError extends Error {
  constructor(
    readonly code: BridgeErrorCode,
    readonly status = 0,
    /** validation_error: field → code */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    options?: { cause?: unknown },
    /** the answer as sent: the purchase flow reads its own codes and their data from it (src/checkout/outcomes.ts) */
    readonly body: unknown = null,
  ) {
    super(code, options);
    this.name = 'BridgeError';
  }
}

/** Where the client keeps the nonce (the store's session slice, persisted as whl_current_ajax_nonce). */
export interface NonceSource {
  get(): string | null;
  set(nonce: string): void;
}

export type Fields = Readonly<Record<string, string | number | boolean | null | undefined>>;
type AnySchema = v.GenericSchema;

export interface AjaxOptions {
  subAction?: string;
  method?: 'GET' | 'POST';
}

export interface BridgeClient {
  /** admin-ajax call with the session nonce */
  ajax<S extends AnySchema>(action: string, fields: Fields, schema: S, options?: AjaxOptions): Promise<v.InferOutput<S>>;
  /**
   * REST GET; `nonce: true` for routes that touch the session's cart (X-WHL-Nonce); `fresh: true`
   * past the browser's cache of a public route (a list that just proved stale)
   */
  rest<S extends AnySchema>(
    route: string,
    query: Fields,
    schema: S,
    options?: { nonce?: boolean; fresh?: boolean },
  ): Promise<v.InferOutput<S>>;
  /** GET current-nonce (contract §4.1, no nonce): stores the fresh nonce and returns the whole answer */
  currentNonce(query?: Fields): Promise<CurrentNonceOutput['data']>;
}

export interface BridgeClientOptions {
  ajaxUrl: string;
  restRoot: string;
  nonce: NonceSource;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** An answer as received: its HTTP status and its JSON body (undefined when it is not JSON). */
export interface Answer {
  status: number;
  body: unknown;
}

export function toParams(fields: Fields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

/** Contract §3: success parses the payload; any other responseCode, status or shape is a BridgeError. */
export function settle<S extends AnySchema>(answer: Answer, schema: S): v.InferOutput<S> {
  const envelope = v.safeParse(ErrorEnvelopeSchema, answer.body);
  if (!envelope.success) throw new BridgeError('failure', answer.status, {}, { cause: envelope.issues });
  const { responseCode, errors } = envelope.output;
  if (answer.status < 200 || answer.status > 299 || responseCode !== 'success') {
    if (responseCode === 'session_expired') markSessionExpired(); // 000 §4.3: every action blocked, the page's popup told
    throw new BridgeError(toBridgeErrorCode(responseCode), answer.status, errors, undefined, answer.body);
  }
  const parsed = v.safeParse(schema, answer.body);
  if (!parsed.success) throw new BridgeError('failure', answer.status, {}, { cause: parsed.issues });
  return parsed.output;
}

/** 000 §8 "Session expired … action blocked": a call the expired session would make, refused without a request. */
const expiredSession = () => new BridgeError('session_expired', 401);

const isStaleNonce = (answer: Answer) =>
  answer.status === 403 && (answer.body as { responseCode?: unknown } | null | undefined)?.responseCode === 'invalid_nonce';

/**
 * Contract §2: a call with the session nonce (the stored one, or a fresh one when there is none); a
 * stale nonce is refreshed once and the call repeated once; the answer settled by `schema`. Exported
 * for the one transport outside this client: the uploads' XMLHttpRequest (src/api/uploads.ts), which
 * reports upload progress and loads with the checkout only.
 */
export async function withNonce<S extends AnySchema>(
  stored: () => string | null,
  fresh: () => Promise<string>,
  send: (nonce: string) => Promise<Answer>,
  schema: S,
): Promise<v.InferOutput<S>> {
  if (isSessionExpired()) throw expiredSession();
  const nonce = stored() ?? (await fresh());
  let answer = await send(nonce);
  if (isStaleNonce(answer)) {
    // calls failing together share one refresh (in flight: currentNonce() joins it; done: the store has it)
    const kept = stored();
    answer = await send(kept && kept !== nonce ? kept : await fresh());
  }
  return settle(answer, schema);
}

/** A body that is not JSON (a PHP notice, an HTML error page, nothing) has no envelope: 'failure'. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createBridgeClient(options: BridgeClientOptions): BridgeClient {
  // REST routes are relative to the REST root; admin-ajax is called by its URL object, which
  // prefixUrl leaves alone. Cookies go along by fetch's default (same origin).
  const http = ky.create({
    prefixUrl: options.restRoot,
    retry: 0,
    timeout: options.timeoutMs ?? 20_000,
    // every status carries an envelope (contract §3): settle() reads it instead of an HTTPError
    throwHttpErrors: false,
    headers: { accept: 'application/json' },
    parseJson,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const ajaxUrl = () => new URL(options.ajaxUrl);
  let pendingNonce: Promise<CurrentNonceOutput['data']> | null = null;

  async function call(send: () => Promise<Response>): Promise<Answer> {
    try {
      const response = await send();
      return { status: response.status, body: await response.json() };
    } catch (cause) {
      // network error, timeout (ky's TimeoutError): contract §3 'failure'
      throw new BridgeError('failure', 0, {}, { cause });
    }
  }

  const restGet = (route: string, query: Fields, init: Options = {}) =>
    // searchParams as a string: ky skips a URLSearchParams whose `size` the browser does not know
    call(() => http.get(route, { ...init, searchParams: String(toParams(query)) }));

  function currentNonce(query: Fields = {}): Promise<CurrentNonceOutput['data']> {
    // the expired session starts again only from the popup's button (src/session-expiry)
    if (isSessionExpired()) return Promise.reject(expiredSession());
    // one request at a time: every call that found a stale nonce waits for the same fresh one
    pendingNonce ??= (async () => {
      try {
        const answer = await restGet('current-nonce', { cart_hash: '', notify_type: '', lang: '', ...query });
        const { data } = settle(answer, CurrentNonceSchema);
        options.nonce.set(data.current_nonce);
        return data;
      } finally {
        pendingNonce = null;
      }
    })();
    return pendingNonce;
  }

  const stored = () => options.nonce.get();
  const freshNonce = async () => (await currentNonce()).current_nonce;

  return {
    currentNonce,
    ajax(action, fields, schema, { subAction, method = 'POST' } = {}) {
      return withNonce(
        stored,
        freshNonce,
        (nonce) => {
          const params = toParams({ action, sub_action: subAction, _ajax_nonce: nonce, ...fields });
          if (method === 'POST') return call(() => http.post(ajaxUrl(), { body: params }));
          // GET keeps whatever query the configured ajax URL already has (e.g. a language)
          const url = ajaxUrl();
          for (const [key, value] of params) url.searchParams.append(key, value);
          return call(() => http.get(url));
        },
        schema,
      );
    },
    rest(route, query, schema, { nonce = false, fresh = false } = {}) {
      if (!nonce) return restGet(route, query, fresh ? { cache: 'no-cache' } : {}).then((answer) => settle(answer, schema));
      return withNonce(stored, freshNonce, (value) => restGet(route, query, { headers: { 'X-WHL-Nonce': value } }), schema);
    },
  };
}
