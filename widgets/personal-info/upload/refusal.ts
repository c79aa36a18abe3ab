// Contract §3 / §4.7: a refused upload comes back as upload_invalid_type or upload_too_large with
// the spec's sentence in the call's `lang` as its `message`; the slot shows that sentence.
import type { Failure } from '../../../src/api/result';
import { checkoutFailure } from '../../../src/checkout/outcomes';

export type UploadRefusal = { code: 'upload_invalid_type' | 'upload_too_large'; message: string | null } | { code: 'other'; message: null };

export function uploadRefusalOf(failure: Failure): UploadRefusal {
  const { code, details } = checkoutFailure(failure);
  if (code !== 'upload_invalid_type' && code !== 'upload_too_large') return { code: 'other', message: null };
  const message = typeof details?.message === 'string' && details.message.trim() !== '' ? details.message : null;
  return { code, message };
}
