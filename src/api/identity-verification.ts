// Contract §4.13 / 000 §4.6, §7.4: eKYC. The bridge opens a verification (start) and redeems its
// result (result); in between the browser calls the identity-verification provider itself, with the
// whlidvToken, at the URLs the start answer names (the Sandbox's are the bridge's own admin-ajax
// actions; a real provider's are on its own origin, so those calls send no cookie and no nonce).
import ky from 'ky';
import * as v from 'valibot';
import {
  FailedSchema,
  NoScanSchema,
  OpenScanSchema,
  ProviderFailureSchema,
  ProviderSuccessSchema,
  VerificationResultSchema,
  type OpenVerification,
  type ScanFailure,
  type ScanResult,
  type VerificationStart,
} from '../schemas/identity-verification';
import { POSTPAID_PREPAID_MODULE as ACTION, BridgeError, type BridgeClient } from './client';
import { attempt, type Result } from './result';
import type { Lang } from '../domain/lang';

export {
  SCAN_RESULTS,
  type NoScan,
  type OpenVerification,
  type ScanFailure,
  type ScanResult,
  type ScannedIdentity,
  type VerificationResult,
  type VerificationStart,
} from '../schemas/identity-verification';

/** The start's answer: no scan needed, or an open verification (by ekyc_required); another shape is a failure. */
export function readVerificationStart(body: unknown): VerificationStart {
  const open = v.safeParse(OpenScanSchema, body);
  if (open.success) return { ...open.output, ekyc_required: true };
  const none = v.safeParse(NoScanSchema, body);
  if (none.success) return { ...none.output, ekyc_required: false };
  throw new BridgeError('failure', 200, {}, { cause: none.issues });
}

export interface StartVerificationRequest {
  /** 000 §3.10 ID type chosen so far ('' none) */
  idType?: string | undefined;
  /** ISO code chosen so far ('' none) */
  nationality?: string | undefined;
  lang: Lang;
}

/** wp_ekyc_verification_start: the whlidvToken and what to scan, or that no scan is needed. */
export function startVerification(client: BridgeClient, request: StartVerificationRequest): Promise<Result<VerificationStart>> {
  return attempt(async () => {
    const answer = await client.ajax(
      ACTION,
      { customer_id_type: request.idType ?? '', nationality: request.nationality ?? '', lang: request.lang },
      v.unknown(),
      { subAction: 'wp_ekyc_verification_start' },
    );
    return readVerificationStart(answer);
  });
}

/** wp_ekyc_verification_result with the provider's result token: the bridge redeems it once. */
export function redeemVerification(client: BridgeClient, resultToken: string) {
  return attempt(() =>
    client.ajax(ACTION, { result_token: resultToken }, VerificationResultSchema, { subAction: 'wp_ekyc_verification_result' }),
  );
}

/** wp_ekyc_verification_result with a failed scan's code: the session records ekyc_status 'failed'. */
export function reportVerificationFailure(client: BridgeClient, code: ScanFailure) {
  return attempt(() => client.ajax(ACTION, { failure_code: code }, FailedSchema, { subAction: 'wp_ekyc_verification_result' }));
}

export type ProviderAnswer =
  | { ok: true; next: 'back' | 'face' | 'done'; resultToken?: string }
  | { ok: false; code: ScanResult; final: boolean; attemptsLeft?: number; minimumAge?: number };

/** Anything the provider's answer does not say (the network, a body that is not its shape) leaves the step open. */
const UNREADABLE: ProviderAnswer = { ok: false, code: 'UNEXPECTED_ERROR', final: false };

export function readProviderAnswer(body: unknown): ProviderAnswer {
  const success = v.safeParse(ProviderSuccessSchema, body);
  if (success.success) {
    const { next, result_token } = success.output;
    if (next === 'done' && !result_token) return UNREADABLE;
    return { ok: true, next, ...(result_token ? { resultToken: result_token } : {}) };
  }
  const failure = v.safeParse(ProviderFailureSchema, body);
  if (!failure.success) return UNREADABLE;
  const { responseCode, final, attempts_left, minimum_age } = failure.output;
  return {
    ok: false,
    code: responseCode,
    final: responseCode === 'UNAUTHORIZED' ? true : final,
    ...(attempts_left === undefined || attempts_left === null ? {} : { attemptsLeft: attempts_left }),
    ...(minimum_age === undefined || minimum_age === null ? {} : { minimumAge: minimum_age }),
  };
}

export interface ProviderOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

async function postToProvider(url: string, form: FormData, options: ProviderOptions): Promise<ProviderAnswer> {
  try {
    const response = await ky.post(url, {
      body: form,
      retry: 0,
      timeout: options.timeoutMs ?? 60_000,
      throwHttpErrors: false,
      credentials: 'omit', // the token is the credential: a provider on another origin gets no cookie of the shop
      headers: { accept: 'application/json' },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    return readProviderAnswer(await response.json().catch(() => undefined));
  } catch {
    return UNREADABLE;
  }
}

export interface DocumentRequest {
  token: string;
  side: 'front' | 'back';
  file: Blob;
  fileName: string;
  /** the Sandbox's test document (contract §4.13), with the front */
  testDocument?: string | undefined;
  lang: Lang;
}

/** The provider's document call: one side of the document. */
export function sendDocument(start: OpenVerification, request: DocumentRequest, options: ProviderOptions = {}) {
  const form = new FormData();
  form.append('whlidvToken', request.token);
  form.append('side', request.side);
  form.append('lang', request.lang);
  if (request.testDocument) form.append('test_document', request.testDocument);
  form.append('file', request.file, request.fileName);
  return postToProvider(start.provider.document_url, form, options);
}

/** The provider's face call: one attempt (000 §5.3: 3 at most). */
export function sendFace(start: OpenVerification, request: Omit<DocumentRequest, 'side' | 'testDocument'>, options: ProviderOptions = {}) {
  const form = new FormData();
  form.append('whlidvToken', request.token);
  form.append('lang', request.lang);
  form.append('file', request.file, request.fileName);
  return postToProvider(start.provider.face_url, form, options);
}
