// Contract §4.13 / 000 §4.6, §7.4: eKYC. The bridge opens a verification (start) and redeems its
// result (result); in between the browser calls the identity-verification provider itself, with the
// whlidvToken, at the URLs the start answer names (the Sandbox's are the bridge's own admin-ajax
// actions; a real provider's are on its own origin, so those calls send no cookie and no nonce).
import ky from 'ky';
import * as v from 'valibot';
import type { BridgeClient } from './client';
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

const ProviderSchema = v.object({ name: v.string(), document_url: v.pipe(v.string(), v.url()), face_url: v.pipe(v.string(), v.url()) });

export const VerificationStartSchema = v.variant('ekyc_required', [
  v.object({ ekyc_required: v.literal(false), reason: v.picklist(['existing_customer', 'submit_token']) }),
  v.object({
    ekyc_required: v.literal(true),
    whlidvToken: v.pipe(v.string(), v.minLength(1)),
    expires_in: v.number(),
    provider: ProviderSchema,
    document_type: v.picklist(['national_id', 'gcc_id', 'passport']),
    document_sides: v.picklist([1, 2]),
    minimum_age: v.number(),
    face_attempts: v.number(),
    max_file_bytes: v.number(),
    test_documents: v.optional(v.array(v.string()), []),
  }),
]);
export type VerificationStart = v.InferOutput<typeof VerificationStartSchema>;
export type OpenVerification = Extract<VerificationStart, { ekyc_required: true }>;

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
  ekyc_status: v.literal('success'),
  whlidv_session_id: v.pipe(v.string(), v.minLength(1)),
  document_type: v.optional(v.string(), ''),
  identity: ScannedIdentitySchema,
});
export type VerificationResult = v.InferOutput<typeof VerificationResultSchema>;

const FailedSchema = v.object({ ekyc_status: v.literal('failed') });

export interface StartVerificationRequest {
  /** 000 §3.10 ID type chosen so far ('' none) */
  idType?: string | undefined;
  /** ISO code chosen so far ('' none) */
  nationality?: string | undefined;
  lang: Lang;
}

/** wp_ekyc_verification_start: the whlidvToken and what to scan, or that no scan is needed. */
export function startVerification(client: BridgeClient, request: StartVerificationRequest) {
  return client.ajax(
    ACTION,
    { customer_id_type: request.idType ?? '', nationality: request.nationality ?? '', lang: request.lang },
    VerificationStartSchema,
    { subAction: 'wp_ekyc_verification_start' },
  );
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
  responseCode: v.literal('success'),
  next: v.picklist(['back', 'face', 'done']),
  result_token: v.optional(v.string()),
});
const ProviderFailureSchema = v.object({
  responseCode: v.picklist(SCAN_RESULTS),
  final: v.optional(v.boolean(), true),
  attempts_left: v.optional(v.number()),
  minimum_age: v.optional(v.number()),
  max_file_bytes: v.optional(v.number()),
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
    ...(attempts_left === undefined ? {} : { attemptsLeft: attempts_left }),
    ...(minimum_age === undefined ? {} : { minimumAge: minimum_age }),
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
