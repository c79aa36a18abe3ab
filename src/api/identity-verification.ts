// Contract §4.13 / 000 §4.6, §7.4: eKYC. The bridge opens a verification (start) and redeems its
// result (result); in between the browser calls the identity-verification provider itself, with the
// whlidvToken, at the URLs the start answer names (the Sandbox's are the bridge's own admin-ajax
// actions; a real provider's are on its own origin, so those calls send no cookie and no nonce).
import ky from 'ky';
import * as v from 'valibot';
import { BridgeError, type BridgeClient } from './client';
import type { Lang } from '../domain/lang';

const ACTION = 'wp_postpaid_prepaid_module';

/** 000 §8 "Identity scan results": what a scan can end with besides success. */
export const SCAN_RESULTS = [
  'UNAUTHORIZED',
  'SCAN_DOCUMENT_NOT_RECOGNIZED',
  'SCAN_DOCUMENT_EXPIRED',
  'SCAN_DOCUMENT_FRONT_BACK_MISMATCH',
  'SCAN_DOCUMENT_AGE_VERIFICATION_FAILED',
  'FACE_LIVENESS_FAILED',
  'FACE_NO_MATCH',
  'PAYLOAD_TOO_LARGE',
  'UNEXPECTED_ERROR',
] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];
/** The results the widget reports to the bridge as a failed scan (UNAUTHORIZED reloads; PAYLOAD_TOO_LARGE never ends a scan). */
export type ScanFailure = Exclude<ScanResult, 'UNAUTHORIZED' | 'PAYLOAD_TOO_LARGE'>;

const ProviderSchema = v.object({
  name: v.string(),
  document_url: v.pipe(v.string(), v.regex(/^https?:\/\//i)),
  face_url: v.pipe(v.string(), v.regex(/^https?:\/\//i)),
});

// Only the valibot functions every page already loads (valibot is one module: a function used only
// here would ship on every page): two object schemas read in turn instead of v.variant, picklists
// and checks instead of literals.
const isTrue = v.pipe(
  v.boolean(),
  v.check((value) => value),
);
const isFalse = v.pipe(
  v.boolean(),
  v.check((value) => !value),
);
const NoScanSchema = v.object({ ekyc_required: isFalse, reason: v.picklist(['existing_customer', 'submit_token']) });
const OpenScanSchema = v.object({
  ekyc_required: isTrue,
  whlidvToken: v.pipe(v.string(), v.regex(/./)),
  expires_in: v.number(),
  provider: ProviderSchema,
  document_type: v.picklist(['national_id', 'gcc_id', 'passport']),
  document_sides: v.picklist([1, 2]),
  minimum_age: v.number(),
  face_attempts: v.number(),
  max_file_bytes: v.number(),
  test_documents: v.nullish(v.array(v.string()), []),
});
export type OpenVerification = Omit<v.InferOutput<typeof OpenScanSchema>, 'ekyc_required'> & { ekyc_required: true };
export type NoScan = Omit<v.InferOutput<typeof NoScanSchema>, 'ekyc_required'> & { ekyc_required: false };
export type VerificationStart = NoScan | OpenVerification;

/** The start's answer: no scan needed, or an open verification (by ekyc_required); another shape is a failure. */
export function readVerificationStart(body: unknown): VerificationStart {
  const open = v.safeParse(OpenScanSchema, body);
  if (open.success) return { ...open.output, ekyc_required: true };
  const none = v.safeParse(NoScanSchema, body);
  if (none.success) return { ...none.output, ekyc_required: false };
  throw new BridgeError('failure', 200, {}, { cause: none.issues });
}

/** The scanned identity as personal_details keys (000 §3.8; dates dd/mm/yyyy). */
export const ScannedIdentitySchema = v.object({
  user_first_name: v.string(),
  middle_name: v.string(),
  user_last_name: v.string(),
  customer_id_type: v.string(),
  customer_id: v.string(),
  nationality: v.string(),
  customer_id_dob: v.string(),
  customer_id_expiry_date: v.string(),
});
export type ScannedIdentity = v.InferOutput<typeof ScannedIdentitySchema>;

export const VerificationResultSchema = v.object({
  ekyc_status: v.picklist(['success']),
  whlidv_session_id: v.pipe(v.string(), v.regex(/./)),
  document_type: v.nullish(v.string(), ''),
  identity: ScannedIdentitySchema,
});
export type VerificationResult = v.InferOutput<typeof VerificationResultSchema>;

const FailedSchema = v.object({ ekyc_status: v.picklist(['failed']) });

export interface StartVerificationRequest {
  /** 000 §3.10 ID type chosen so far ('' none) */
  idType?: string | undefined;
  /** ISO code chosen so far ('' none) */
  nationality?: string | undefined;
  lang: Lang;
}

/** wp_ekyc_verification_start: the whlidvToken and what to scan, or that no scan is needed. */
export async function startVerification(client: BridgeClient, request: StartVerificationRequest): Promise<VerificationStart> {
  const answer = await client.ajax(
    ACTION,
    { customer_id_type: request.idType ?? '', nationality: request.nationality ?? '', lang: request.lang },
    v.unknown(),
    { subAction: 'wp_ekyc_verification_start' },
  );
  return readVerificationStart(answer);
}

/** wp_ekyc_verification_result with the provider's result token: the bridge redeems it once. */
export function redeemVerification(client: BridgeClient, resultToken: string) {
  return client.ajax(ACTION, { result_token: resultToken }, VerificationResultSchema, { subAction: 'wp_ekyc_verification_result' });
}

/** wp_ekyc_verification_result with a failed scan's code: the session records ekyc_status 'failed'. */
export function reportVerificationFailure(client: BridgeClient, code: ScanFailure) {
  return client.ajax(ACTION, { failure_code: code }, FailedSchema, { subAction: 'wp_ekyc_verification_result' });
}

// The provider's answers (contract §4.13).
const ProviderSuccessSchema = v.object({
  responseCode: v.picklist(['success']),
  next: v.picklist(['back', 'face', 'done']),
  result_token: v.nullish(v.string()),
});
const ProviderFailureSchema = v.object({
  responseCode: v.picklist(SCAN_RESULTS),
  final: v.nullish(v.boolean(), true),
  attempts_left: v.nullish(v.number()),
  minimum_age: v.nullish(v.number()),
  max_file_bytes: v.nullish(v.number()),
});

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
