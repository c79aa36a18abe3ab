// 000 §2.9 uploads, §4.10 the document upload slot: empty → uploading (a progress bar with its
// percentage) → uploaded (an image's preview, or a PDF's file chip with its Preview popup) with
// Change (the file picker again, the upload again) and Remove (back to empty, its errors hidden).
// The checks and the upload are the talon's (./use-upload-slot.ts); this says what it tells.
import { useRef, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Button } from '../../../src/components/Button';
import { Popup } from '../../../src/components/Popup';
import { failure } from '../../../src/i18n/messages';
import type { DocumentUploader } from '../../../src/api/uploads';
import { DEFAULT_LIMITS, EXTENSIONS, PORT_IN_EXTENSIONS, type UploadLimits } from './files';
import { KIND_LABELS, UPLOAD_TEXTS, type UploadKind } from './messages';
import { useUploadSlot, type UploadRefused, type UploadValue } from './use-upload-slot';

export type { UploadValue } from './use-upload-slot';

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
  const limits: UploadLimits = { ...DEFAULT_LIMITS, ...givenLimits };
  const { stage, refused, previewOpen, slot, choose, change, ...upload } = useUploadSlot({
    uploader,
    onChange,
    onUploading,
    portIn,
    limits,
  });
  const uploading = stage.at === 'uploading';

  const fill = (descriptor: MessageDescriptor, values: Record<string, unknown>) => {
    const filled: MessageDescriptor = { ...descriptor, values };
    return i18n._(filled);
  };
  const refusalText = (why: UploadRefused) => {
    switch (why.reason) {
      case 'size':
        return fill(UPLOAD_TEXTS.tooLarge, { limit: i18n.number(why.limitMb) });
      case 'type':
        return portIn
          ? t(UPLOAD_TEXTS.portInType)
          : invalidTypeMessage
            ? invalidTypeMessage.split('{file_name}').join(why.fileName)
            : fill(UPLOAD_TEXTS.invalidType, { file_name: why.fileName });
      case 'said':
        return why.text;
      case 'failure':
        return t(failure);
    }
  };

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file picked again must fire again
    event.target.value = '';
    if (file) upload.pick(file);
  };

  const open = () => input.current?.click();
  const ownError = refused && refusalText(refused);
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
              <Button variant="secondary" disabled={disabled} onClick={upload.openPreview} aria-describedby={labelId}>
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
            <Button variant="secondary" disabled={disabled} onClick={upload.remove} aria-describedby={labelId}>
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
          onEscape={upload.closePreview}
          actions={<Button onClick={upload.closePreview}>{t(UPLOAD_TEXTS.close)}</Button>}
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
