// The personal-information step's document upload slot (000 §2.9, §4.10, §5.5).
export { UploadSlot, type UploadSlotProps, type UploadValue } from './UploadSlot';
export { useDocumentUploader } from './use-uploader';
export { default as UPLOAD_CSS } from './styles.css';
export { DEFAULT_LIMITS, type UploadLimits } from './files';
export type { UploadKind } from './messages';
