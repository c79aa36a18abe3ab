// Contract §4.7 / 000 §3.11: a document upload's answer.
import * as v from 'valibot';

/** 000 §3.11: the upload's answer; `common_directory_path` is the reference the order keeps. */
export const UploadedDocumentSchema = v.object({
  status: v.picklist(['success']),
  image_path: v.pipe(v.string(), v.regex(/./)),
  common_directory_path: v.pipe(v.string(), v.regex(/./)),
});
export type UploadedDocument = v.InferOutput<typeof UploadedDocumentSchema>;
