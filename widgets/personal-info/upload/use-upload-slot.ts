// The document upload slot's logic (./UploadSlot.tsx renders it). 000 §4.10: empty → uploading
// (its percentage) → uploaded (an image's preview, or a PDF's file chip with its Preview popup), with
// Change (the upload again) and Remove (back to empty). 000 §5.5 checks the file before it leaves the
// browser, an image goes compressed; the bridge checks it again and its refusal is said (contract §4.7).
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { DocumentUploader, UploadedDocument } from '../../../src/api/uploads';
import { failed, type Failure, type Result } from '../../../src/api/result';
import { checkFile, isEncryptedPdf, readBytes, type UploadLimits } from './files';
import { compressImage } from './compress';
import { uploadRefusalOf } from './refusal';

/** What an uploaded slot holds (000 §3.11): the document reference the order keeps and the stored file's id. */
export interface UploadValue {
  /** `common_directory_path`: the reference sent with the personal details */
  commonDirectoryPath: string;
  /** `image_path`: the stored file's id */
  imagePath: string;
  /** the picked file's name */
  fileName: string;
}

export type UploadPreview = { type: 'image'; url: string | null } | { type: 'pdf'; url: string | null; encrypted: boolean };

type Uploaded = { at: 'uploaded'; name: string; preview: UploadPreview };
export type UploadStage = { at: 'empty' } | { at: 'uploading'; name: string; percent: number } | Uploaded;

/** Why the slot refused a pick: over the maximum, not a type it takes, the bridge's own sentence, or a failure. */
export type UploadRefused =
  { reason: 'size'; limitMb: number } | { reason: 'type'; fileName: string } | { reason: 'said'; text: string } | { reason: 'failure' };

export interface UploadSlotOptions {
  uploader: DocumentUploader;
  /** the document just uploaded, or null on Remove; a refused or failed pick changes nothing */
  onChange(value: UploadValue | null): void;
  /** an upload started (true) or ended (false) */
  onUploading?: ((uploading: boolean) => void) | undefined;
  /** 000 §5.5: a port-in order takes jpeg, jpg and png only */
  portIn: boolean;
  limits: UploadLimits;
}

export interface UploadSlotTalon {
  stage: UploadStage;
  refused: UploadRefused | null;
  previewOpen: boolean;
  pick(file: File): void;
  remove(): void;
  openPreview(): void;
  closePreview(): void;
  /** the slot and its two file buttons: the keyboard goes on from the one left when the other went */
  slot: RefObject<HTMLDivElement | null>;
  choose: RefObject<HTMLButtonElement | null>;
  change: RefObject<HTMLButtonElement | null>;
}

const EMPTY: UploadStage = { at: 'empty' };

const objectUrl = (file: Blob): string | null => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

const release = (uploaded: Uploaded | null) => {
  const url = uploaded?.preview.url;
  if (url?.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

export function useUploadSlot({ uploader, onChange, onUploading, portIn, limits }: UploadSlotOptions): UploadSlotTalon {
  const choose = useRef<HTMLButtonElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  /** the button the keyboard goes on from when the one it was on left (Remove) or was disabled (an upload) */
  const refocus = useRef(false);
  const flight = useRef<AbortController | null>(null);
  /** the last document uploaded: it stays (and stays reported) until another one replaces it or Remove */
  const kept = useRef<Uploaded | null>(null);
  const [stage, setStage] = useState<UploadStage>(EMPTY);
  const [refused, setRefused] = useState<UploadRefused | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);

  useEffect(() => {
    if (!refocus.current || stage.at === 'uploading') return;
    refocus.current = false;
    const root = slot.current?.getRootNode() as Document | ShadowRoot | undefined;
    const active = root?.activeElement ?? null;
    // only when the focus was lost with the button it was on, never taken from elsewhere on the page
    if (active === null || active === slot.current?.ownerDocument.body) (stage.at === 'uploaded' ? change : choose).current?.focus();
  }, [stage]);

  const uploading = stage.at === 'uploading';
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current === uploading) return;
    reported.current = uploading;
    onUploading?.(uploading);
  }, [uploading, onUploading]);

  // leaving the page: the upload in flight is dropped, the preview's object URL released
  useEffect(
    () => () => {
      flight.current?.abort();
      release(kept.current);
    },
    [],
  );

  async function pick(file: File) {
    // a newer pick supersedes the upload in flight
    flight.current?.abort();
    const own = new AbortController();
    flight.current = own;
    const current = () => flight.current === own && !own.signal.aborted;
    setPreviewOpen(false);
    setRefused(null);
    refocus.current = true;
    // a refused pick leaves the slot as it was: the document uploaded before, or empty
    const back = () => setStage(kept.current ?? EMPTY);

    const check = checkFile(file, { portIn, limits });
    if (!check.ok) {
      back();
      setRefused(check.error === 'size' ? { reason: 'size', limitMb: check.limitMb } : { reason: 'type', fileName: file.name });
      return;
    }
    const limitMb = check.type === 'pdf' ? limits.pdfMaxMb : limits.imageMaxMb;
    setStage({ at: 'uploading', name: file.name, percent: 0 });
    const options = {
      signal: own.signal,
      onProgress: (fraction: number) => {
        if (current()) setStage((was) => (was.at === 'uploading' ? { ...was, percent: Math.round(fraction * 100) } : was));
      },
    };
    let compressed = false;
    const refuse = (failure: Failure) => {
      if (!current()) return;
      const refusal = uploadRefusalOf(failure);
      back();
      setRefused(
        refusal.message !== null
          ? { reason: 'said', text: refusal.message }
          : refusal.code === 'upload_invalid_type'
            ? { reason: 'type', fileName: file.name }
            : // 000 §8: oversize, or a failed compressed upload, shows the size error
              refusal.code === 'upload_too_large' || (compressed && refusal.code === 'other')
              ? { reason: 'size', limitMb }
              : { reason: 'failure' },
      );
    };
    try {
      let answer: Result<UploadedDocument>;
      let preview: UploadPreview;
      if (check.type === 'pdf') {
        const encrypted = await readBytes(file).then(isEncryptedPdf, () => false);
        if (!current()) return;
        answer = await uploader.original(file, options);
        preview = { type: 'pdf', url: encrypted ? null : objectUrl(file), encrypted };
      } else {
        const dataUrl = await compressImage(file, limits);
        if (!current()) return;
        compressed = dataUrl !== null;
        answer = dataUrl
          ? await uploader.compressed(file.name, dataUrl, options)
          : await uploader.original(file, { ...options, compressorType: 'edge' });
        preview = { type: 'image', url: dataUrl ?? objectUrl(file) };
      }
      if (!answer.ok) return refuse(answer);
      const uploaded: Uploaded = { at: 'uploaded', name: file.name, preview };
      if (!current()) return release(uploaded);
      release(kept.current);
      kept.current = uploaded;
      setStage(uploaded);
      const document = answer.value;
      onChange({ commonDirectoryPath: document.common_directory_path, imagePath: document.image_path, fileName: file.name });
    } catch {
      refuse(failed('failure')); // the file could not be read or compressed
    } finally {
      if (flight.current === own) flight.current = null;
    }
  }

  return {
    stage,
    refused,
    previewOpen,
    pick: (file) => void pick(file),
    remove() {
      flight.current?.abort();
      flight.current = null;
      release(kept.current);
      kept.current = null;
      setPreviewOpen(false);
      setStage(EMPTY);
      setRefused(null);
      onChange(null);
      // the Remove button leaves with the preview: the keyboard goes on from the empty slot's button
      refocus.current = true;
    },
    openPreview: () => setPreviewOpen(true),
    closePreview: () => setPreviewOpen(false),
    slot,
    choose,
    change,
  };
}
