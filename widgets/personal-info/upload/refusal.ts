// Contract §3 / §4.7: a refused upload comes back as upload_invalid_type or upload_too_large, or
// (issue 31 finding 5) upload_limit (the session's or the address's caps), upload_unavailable (the
// store's disk is short) or not_found (the cart has no plan), with the bridge's sentence in the
// call's `lang` as its `message`; the slot shows that sentence.
import type { Failure } from '../../../src/api/result';
import { checkoutFailure } from '../../../src/checkout/outcomes';

const UPLOAD_REFUSALS = ['upload_invalid_type', 'upload_too_large', 'upload_limit', 'upload_unavailable', 'not_found'] as const;
type UploadRefusalCode = (typeof UPLOAD_REFUSALS)[number];

export type UploadRefusal = { code: UploadRefusalCode; message: string | null } | { code: 'other'; message: null };

export function uploadRefusalOf(failure: Failure): UploadRefusal {
  const { code, details } = checkoutFailure(failure);
  if (!(UPLOAD_REFUSALS as readonly string[]).includes(code)) return { code: 'other', message: null };
  const message = typeof details?.message === 'string' && details.message.trim() !== '' ? details.message : null;
  return { code: code as UploadRefusalCode, message };
}
