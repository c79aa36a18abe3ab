// Contract §4.7 / 000 §3.11, §7.4: document uploads, multipart POSTs to admin-ajax with the session
// nonce (its stale-nonce repeat is the client's: withNonce), `lang` for the bridge's messages and
// the order type the caller knows (the port-in rule needs it). Sent with XMLHttpRequest, whose
// upload events give the progress bar its percentage: ky's onUploadProgress streams the request
// body, which Firefox and Safari cannot send and Chrome sends over HTTP/2 only
// (docs/decisions/056-document-uploads-go-by-xmlhttprequest-not.md).
// This module loads with the personal-information step only, not with the catalogue pages.
import { UploadedDocumentSchema, type UploadedDocument } from '../schemas/uploads';
import { BridgeError, parseJson, withNonce, type Answer, type BridgeClient } from './client';
import { attempt, type Result } from './result';
import type { Lang } from '../domain/lang';

const UPLOAD_COMPRESSED_DOCUMENT = 'wp_user_upload_compressed_document';
/** Contract §4.7: the two document uploads. */
const UPLOAD_DOCUMENT = 'wp_user_upload_document';

export const UPLOAD_ORDER_TYPES = ['prepaid', 'postpaid', 'home_internet', 'port-in', 'sim_reactivation'] as const;
export type UploadOrderType = (typeof UPLOAD_ORDER_TYPES)[number];

export type { UploadedDocument } from '../schemas/uploads';

/** Where uploads go: the page's bridge client (it refreshes the nonce), its admin-ajax URL and the stored nonce. */
export interface UploadTarget {
  client: Pick<BridgeClient, 'currentNonce'>;
  ajaxUrl: string;
  nonce(): string | null;
  /** tests: another realm's XMLHttpRequest and FormData (default: the page's) */
  XMLHttpRequest?: typeof XMLHttpRequest;
  FormData?: typeof FormData;
  /** milliseconds without upload progress or answer after which the upload fails (default 30 s) */
  stallMs?: number;
}

/** What the caller of the step knows: the shopper's language and, for port-in, the order type. */
export interface UploadContext {
  lang: Lang;
  orderType?: UploadOrderType | null | undefined;
}

export interface UploadCallOptions {
  /** the share of the request body sent so far, 0 to 1 */
  onProgress?: ((fraction: number) => void) | undefined;
  /** aborts the request (a newer pick supersedes it); the upload then answers a `failure` */
  signal?: AbortSignal | undefined;
}

type Parts = Readonly<Record<string, string | Blob | null | undefined>>;

function withLang(url: string, lang: Parts[string]): string {
  return typeof lang === 'string' ? `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}` : url;
}

function post(target: UploadTarget, parts: Parts, { onProgress, signal }: UploadCallOptions): Promise<Answer> {
  const Xhr = target.XMLHttpRequest ?? globalThis.XMLHttpRequest;
  const Form = target.FormData ?? globalThis.FormData;
  return new Promise<Answer>((resolve, reject) => {
    if (signal?.aborted) return reject(new BridgeError('failure', 0, {}, { cause: signal.reason }));
    const xhr = new Xhr();
    let done = false;
    let stall: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      done = true;
      clearTimeout(stall);
      signal?.removeEventListener('abort', onAbort);
    };
    const fail = (cause: unknown) => {
      if (done) return;
      finish();
      reject(new BridgeError('failure', 0, {}, { cause }));
    };
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        fail(new Error('upload_stalled'));
        xhr.abort();
      }, target.stallMs ?? 30_000);
    };
    function onAbort() {
      fail(signal?.reason);
      xhr.abort();
    }
    signal?.addEventListener('abort', onAbort);

    const form = new Form();
    for (const [name, value] of Object.entries(parts)) {
      if (value !== undefined && value !== null) form.append(name, value);
    }
    // `lang` in the URL too: a body over the web server's limit is dropped whole, and the bridge's
    // size message is then in the URL's language (issue 31 finding 5)
    xhr.open('POST', withLang(target.ajaxUrl, parts.lang));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      watch();
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('readystatechange', watch);
    xhr.addEventListener('load', () => {
      if (done) return;
      finish();
      onProgress?.(1);
      resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    });
    xhr.addEventListener('error', () => fail(new Error('network_error')));
    watch();
    xhr.send(form);
  });
}

function upload(
  target: UploadTarget,
  action: string,
  parts: Parts,
  context: UploadContext,
  options: UploadCallOptions,
): Promise<Result<UploadedDocument>> {
  return attempt(() =>
    withNonce(
      () => target.nonce(),
      async () => (await target.client.currentNonce()).current_nonce,
      (nonce) =>
        post(target, { action, _ajax_nonce: nonce, lang: context.lang, order_type: context.orderType ?? undefined, ...parts }, options),
      UploadedDocumentSchema,
    ),
  );
}

/** `wp_user_upload_document`: the file as picked; `compressortype: 'edge'` when the browser could not compress it (000 §5.5). */
export function uploadDocument(
  target: UploadTarget,
  file: File,
  context: UploadContext,
  options: UploadCallOptions & { compressorType?: 'edge' | undefined } = {},
): Promise<Result<UploadedDocument>> {
  return upload(target, UPLOAD_DOCUMENT, { file, compressortype: options.compressorType }, context, options);
}

/** `wp_user_upload_compressed_document`: the file's name and its compressed JPEG as a data URL (000 §5.5). */
export function uploadCompressedDocument(
  target: UploadTarget,
  fileName: string,
  compressedImage: string,
  context: UploadContext,
  options: UploadCallOptions = {},
): Promise<Result<UploadedDocument>> {
  return upload(target, UPLOAD_COMPRESSED_DOCUMENT, { file: fileName, compressedImage }, context, options);
}

/** The two uploads bound to a target and the step's context: what an upload slot is given. */
export interface DocumentUploader {
  original(file: File, options?: UploadCallOptions & { compressorType?: 'edge' | undefined }): Promise<Result<UploadedDocument>>;
  compressed(fileName: string, dataUrl: string, options?: UploadCallOptions): Promise<Result<UploadedDocument>>;
}

export function documentUploader(target: UploadTarget, context: UploadContext): DocumentUploader {
  return {
    original: (file, options) => uploadDocument(target, file, context, options),
    compressed: (fileName, dataUrl, options) => uploadCompressedDocument(target, fileName, dataUrl, context, options),
  };
}
