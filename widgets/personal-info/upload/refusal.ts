// Contract §3 / §4.7: a refused upload comes back as upload_invalid_type or upload_too_large with
// the spec's sentence in the call's `lang` as its `message`; the slot shows that sentence.
import { BridgeError } from '../../../src/api/client';
import { checkoutFailureOf } from '../../../src/checkout/outcomes';

export type UploadRefusal = { code: 'upload_invalid_type' | 'upload_too_large'; message: string | null } | { code: 'other'; message: null };

export function uploadRefusalOf(error: unknown): UploadRefusal {
  const { code } = checkoutFailureOf(error);
  if (code !== 'upload_invalid_type' && code !== 'upload_too_large') return { code: 'other', message: null };
  const body = error instanceof BridgeError ? (error.body as { message?: unknown }) : {};
  const message = typeof body.message === 'string' && body.message.trim() !== '' && body.message !== code ? body.message : null;
  return { code, message };
}
