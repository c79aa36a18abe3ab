// 000 §2.9 uploads, §4.10 the document upload slot: empty → uploading (a progress bar with its
// percentage) → uploaded (an image's preview, or a PDF's file chip with its Preview popup) with
// Change (the file picker again, the upload again) and Remove (back to empty, its errors hidden).
// 000 §5.5 checks the file before it leaves the browser; the bridge checks it again (contract §4.7).
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Button } from '../../../src/components/Button';
import { Popup } from '../../../src/components/Popup';
import { failure } from '../../../src/i18n/messages';
import type { DocumentUploader, UploadedDocument } from '../../../src/api/uploads';
import { failed, type Failure, type Result } from '../../../src/api/result';
import { DEFAULT_LIMITS, EXTENSIONS, PORT_IN_EXTENSIONS, checkFile, isEncryptedPdf, readBytes, type UploadLimits } from './files';
import { compressImage } from './compress';
import { uploadRefusalOf } from './refusal';
import { KIND_LABELS, UPLOAD_TEXTS, type UploadKind } from './messages';

/** What an uploaded slot holds (000 §3.11): the document reference the order keeps and the stored file's id. */
export interface UploadValue {
  /** `common_directory_path`: the reference sent with the personal details */
  commonDirectoryPath: string;
  /** `image_path`: the stored file's id */
  imagePath: string;
  /** the picked file's name */
  fileName: string;
}

export interface UploadSlotProps {
  kind: UploadKind;
  /** the slot's label; by default its kind's (the tourist pack gives 'Upload passport data page *', 'Upload visa copy') */
  label?: string | undefined;
  /** the two uploads bound to the step's bridge, language and order type (src/api/uploads.ts documentUploader) */
  uploader: DocumentUploader;
  /**
   * the document just uploaded, or null on Remove; a refused or failed pick changes nothing (the
   * document uploaded before stays the value)
   */
  onChange(value: UploadValue | null): void;
  /** an upload started (true) or ended (false): the page may hold NEXT meanwhile */
  onUploading?: ((uploading: boolean) => void) | undefined;
  /** the page's error for this slot (a required document missing); the slot's own errors come first */
  error?: string | null | undefined;
  /** 000 §5.5: a port-in order takes jpeg, jpg and png only */
  portIn?: boolean | undefined;
  /** the configured maximums (MB) and the compressed image's width, height and quality */
  limits?: Partial<UploadLimits> | undefined;
  /** the configured invalid-extension message; {file_name} is replaced by the file's name */
  invalidTypeMessage?: string | null | undefined;
  disabled?: boolean | undefined;
}

type Preview = { type: 'image'; url: string | null } | { type: 'pdf'; url: string | null; encrypted: boolean };

type Uploaded = { at: 'uploaded'; name: string; preview: Preview };
type Stage = { at: 'empty' } | { at: 'uploading'; name: string; percent: number } | Uploaded;

const EMPTY: Stage = { at: 'empty' };

const objectUrl = (file: Blob): string | null => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

export function UploadSlot({
  kind,
  label,
  uploader,
  onChange,
  onUploading,
  error,
  portIn = false,
  limits: givenLimits,
  invalidTypeMessage,
  disabled = false,
}: UploadSlotProps) {
  const { t, i18n } = useLingui();
  const id = `upload-${kind}`; // one slot per kind on a page
  const labelId = `${id}-label`;
  const chooseId = `${id}-choose`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const choose = useRef<HTMLButtonElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  /** the button the keyboard goes on from when the one it was on left (Remove) or was disabled (an upload) */
  const refocus = useRef(false);
  const flight = useRef<AbortController | null>(null);
  /** the last document uploaded: it stays (and stays reported) until another one replaces it or Remove */
  const kept = useRef<Uploaded | null>(null);
  const [stage, setStage] = useState<Stage>(EMPTY);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const limits: UploadLimits = { ...DEFAULT_LIMITS, ...givenLimits };

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

  const release = (uploaded: Uploaded | null) => {
    const url = uploaded?.preview.url;
    if (url?.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
  };

  // leaving the page: the upload in flight is dropped, the preview's object URL released
  useEffect(
    () => () => {
      flight.current?.abort();
      release(kept.current);
    },
    [],
  );

  const fill = (descriptor: MessageDescriptor, values: Record<string, unknown>) => {
    const filled: MessageDescriptor = { ...descriptor, values };
    return i18n._(filled);
  };
  const sizeError = (limitMb: number) => fill(UPLOAD_TEXTS.tooLarge, { limit: i18n.number(limitMb) });
  const typeError = (name: string) =>
    portIn
      ? t(UPLOAD_TEXTS.portInType)
      : invalidTypeMessage
        ? invalidTypeMessage.split('{file_name}').join(name)
        : fill(UPLOAD_TEXTS.invalidType, { file_name: name });

  async function pick(file: File) {
    // a newer pick supersedes the upload in flight
    flight.current?.abort();
    const own = new AbortController();
    flight.current = own;
    const current = () => flight.current === own && !own.signal.aborted;
    setPreviewOpen(false);
    setOwnError(null);
    refocus.current = true;
    // a refused pick leaves the slot as it was: the document uploaded before, or empty
    const back = () => setStage(kept.current ?? EMPTY);

    const check = checkFile(file, { portIn, limits });
    if (!check.ok) {
      back();
      setOwnError(check.error === 'size' ? sizeError(check.limitMb) : typeError(file.name));
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
    const refuse = (failed: Failure) => {
      if (!current()) return;
      const refusal = uploadRefusalOf(failed);
      back();
      setOwnError(
        refusal.message ??
          (refusal.code === 'upload_invalid_type'
            ? typeError(file.name)
            : // 000 §8: oversize, or a failed compressed upload, shows the size error
              refusal.code === 'upload_too_large' || compressed
              ? sizeError(limitMb)
              : t(failure)),
      );
    };
    try {
      let answer: Result<UploadedDocument>;
      let preview: Preview;
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

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file picked again must fire again
    event.target.value = '';
    if (file) void pick(file);
  };

  const remove = () => {
    flight.current?.abort();
    flight.current = null;
    release(kept.current);
    kept.current = null;
    setPreviewOpen(false);
    setStage(EMPTY);
    setOwnError(null);
    onChange(null);
    // the Remove button leaves with the preview: the keyboard goes on from the empty slot's button
    refocus.current = true;
  };

  const open = () => input.current?.click();
  const shown = ownError ?? error ?? null;
  const describedBy = shown ? errorId : undefined;
  const name = label ?? t(KIND_LABELS[kind]);
  const accept = (portIn ? PORT_IN_EXTENSIONS : EXTENSIONS).map((extension) => `.${extension}`).join(',');

  return (
    <div ref={slot} className={`upload${shown ? ' invalid' : ''}`} data-kind={kind} aria-busy={uploading || undefined}>
      <span className="upload-label" id={labelId}>
        {name}
      </span>
      <input
        ref={input}
        type="file"
        className="sr"
        tabIndex={-1}
        accept={accept}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={shown ? true : undefined}
        disabled={disabled}
        onChange={onPicked}
      />
      {stage.at !== 'uploaded' && (
        <div className="upload-empty">
          <span className="upload-icon" aria-hidden="true" />
          <button
            ref={choose}
            type="button"
            part="button"
            className="btn secondary"
            aria-labelledby={`${labelId} ${chooseId}`}
            aria-describedby={describedBy}
            disabled={disabled || uploading}
            onClick={open}
          >
            <span id={chooseId}>{t(UPLOAD_TEXTS.choose)}</span>
          </button>
          {stage.at === 'uploading' ? (
            <span className="upload-progress">
              <progress max={100} value={stage.percent} aria-label={fill(UPLOAD_TEXTS.progress, { name: stage.name })} />
              <span className="muted" aria-hidden="true">
                <bdi>{stage.name}</bdi> {i18n.number(stage.percent / 100, { style: 'percent' })}
              </span>
            </span>
          ) : (
            <span className="muted">{portIn ? t(UPLOAD_TEXTS.hintPortIn) : t(UPLOAD_TEXTS.hint)}</span>
          )}
        </div>
      )}
      {stage.at === 'uploaded' && (
        <div className="upload-done">
          {stage.preview.type === 'image' && stage.preview.url ? (
            <img className="upload-thumb" src={stage.preview.url} alt={fill(UPLOAD_TEXTS.previewOf, { name: stage.name })} />
          ) : (
            <span className="upload-chip">
              {stage.preview.type === 'pdf' && <span className="upload-pdf">{t(UPLOAD_TEXTS.pdf)}</span>}
              <bdi>{stage.name}</bdi>
              {stage.preview.type === 'pdf' && stage.preview.encrypted && <span className="muted">{t(UPLOAD_TEXTS.encrypted)}</span>}
            </span>
          )}
          <div className="upload-actions">
            {stage.preview.type === 'pdf' && stage.preview.url && (
              <Button variant="secondary" disabled={disabled} onClick={() => setPreviewOpen(true)} aria-describedby={labelId}>
                {t(UPLOAD_TEXTS.preview)}
              </Button>
            )}
            <button
              ref={change}
              type="button"
              part="button"
              className="btn secondary"
              disabled={disabled}
              onClick={open}
              aria-describedby={labelId}
            >
              {t(UPLOAD_TEXTS.change)}
            </button>
            <Button variant="secondary" disabled={disabled} onClick={remove} aria-describedby={labelId}>
              {t(UPLOAD_TEXTS.remove)}
            </Button>
          </div>
        </div>
      )}
      {shown && (
        <p id={errorId} className="danger upload-error" role={ownError ? 'alert' : undefined}>
          {shown}
        </p>
      )}
      {previewOpen && stage.at === 'uploaded' && stage.preview.type === 'pdf' && stage.preview.url && (
        <Popup
          title={stage.name}
          onEscape={() => setPreviewOpen(false)}
          actions={<Button onClick={() => setPreviewOpen(false)}>{t(UPLOAD_TEXTS.close)}</Button>}
        >
          <object className="upload-pdf-frame" data={stage.preview.url} type="application/pdf" aria-label={stage.name}>
            <a href={stage.preview.url} target="_blank" rel="noopener noreferrer">
              {t(UPLOAD_TEXTS.openPdf)}
            </a>
          </object>
        </Popup>
      )}
    </div>
  );
}
