// The upload slot's texts (000 §2.9 uploads, §4.10, §5.5, §8), in the step's own catalog.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { FLOW, POPUP } from '../../../src/checkout/messages';

/** 000 §3.11 the kinds of document a slot takes */
export type UploadKind = 'id_front' | 'id_back' | 'income_proof' | 'signature' | 'other';

/** A slot's label when the page gives none (the tourist pack gives its own: 000 §2.9 variants). */
export const KIND_LABELS: Readonly<Record<UploadKind, MessageDescriptor>> = {
  id_front: msg({ message: 'Upload ID front', comment: '000 §2.9 upload slot label' }),
  id_back: msg({ message: 'Upload ID back', comment: '000 §2.9 upload slot label' }),
  income_proof: msg({ message: 'Upload income proof', comment: '000 §2.9 upload slot label' }),
  signature: msg({ message: 'Upload signature', comment: '000 §2.9 upload slot label' }),
  other: msg({ message: 'Upload other documents', comment: '000 §2.9 upload slot label' }),
};

export const UPLOAD_TEXTS = {
  choose: msg({ message: 'Choose a file', comment: '000 §4.10 the empty slot: opens the file picker' }),
  hint: msg({ message: 'JPG, PNG or PDF', comment: '000 §5.5 the types an upload slot takes' }),
  hintPortIn: msg({ message: 'JPG or PNG', comment: '000 §5.5 the types a port-in upload slot takes' }),
  change: msg({ message: 'Change', comment: '000 §4.10 an uploaded slot: pick another file' }),
  remove: FLOW.remove,
  preview: msg({ message: 'Preview', comment: '000 §2.9 opens the PDF document preview popup' }),
  progress: msg({ message: 'Uploading {name}', comment: '000 §4.10 the progress bar of an upload in flight' }),
  previewOf: msg({ message: 'Preview of {name}', comment: 'Alternative text of an uploaded image' }),
  pdf: msg({ message: 'PDF document', comment: 'The file chip of an uploaded PDF' }),
  encrypted: msg({
    message: 'Password-protected PDF: no preview',
    comment: '000 §5.5 a password-protected PDF is uploaded but not previewed',
  }),
  openPdf: msg({ message: 'Open the PDF', comment: 'Inside the PDF preview when the browser cannot show a PDF' }),
  close: POPUP.close,
  // 000 §5.5, §8 uploads: the configured message replaces {file_name} with the file's name
  invalidType: msg({
    message: '{file_name} cannot be uploaded. Only jpg, jpeg, png and pdf files are allowed.',
    comment: '000 §5.5 invalid extension: the default of the configured message; {file_name} is the file name',
  }),
  portInType: msg({
    message: 'Only files with the following extensions are allowed: jpg,  png',
    comment: '000 §5.5 port-in orders (wording as specified, with its two spaces)',
  }),
  tooLarge: msg({
    message: 'The file is too large. The maximum size is {limit} MB.',
    comment: '000 §5.5, §8 oversize upload, or a failed compressed upload; {limit} is the configured maximum',
  }),
} as const;
