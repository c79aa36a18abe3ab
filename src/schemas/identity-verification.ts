// Contract §4.13 / 000 §4.6, §7.4, §8 "Identity scan results": the eKYC answers of the bridge and of
// the identity-verification provider.
import * as v from 'valibot';

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
export const NoScanSchema = v.object({ ekyc_required: isFalse, reason: v.picklist(['existing_customer', 'submit_token']) });
export const OpenScanSchema = v.object({
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

export const FailedSchema = v.object({ ekyc_status: v.picklist(['failed']) });

// The provider's answers (contract §4.13).
export const ProviderSuccessSchema = v.object({
  responseCode: v.picklist(['success']),
  next: v.picklist(['back', 'face', 'done']),
  result_token: v.nullish(v.string()),
});
export const ProviderFailureSchema = v.object({
  responseCode: v.picklist(SCAN_RESULTS),
  final: v.nullish(v.boolean(), true),
  attempts_left: v.nullish(v.number()),
  minimum_age: v.nullish(v.number()),
  max_file_bytes: v.nullish(v.number()),
});
