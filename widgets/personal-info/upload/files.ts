// 000 §5.5 the client-side checks of a picked file, before any upload: its extension (the last dot
// segment, any case), its size against the configured image or PDF maximum, and whether a PDF is
// password-protected (no preview for it). The bridge checks the same again (contract §4.7).

export const EXTENSIONS = ['jpeg', 'jpg', 'png', 'pdf'] as const;
/** 000 §5.5: a port-in order takes images only */
export const PORT_IN_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;

export interface UploadLimits {
  /** the configured image maximum, MB (1 MB = 1024 × 1024 bytes, as the bridge counts) */
  imageMaxMb: number;
  /** the configured PDF maximum, MB */
  pdfMaxMb: number;
  /** the compressed JPEG fits within these (CSS pixels of the image) */
  maxWidth: number;
  maxHeight: number;
  /** JPEG quality of the compressed image, 0 to 1 */
  quality: number;
}

/** The bridge's defaults (contract §4.7: 5 and 5 MB); the width, height and quality are the slot's own. */
export const DEFAULT_LIMITS: UploadLimits = { imageMaxMb: 5, pdfMaxMb: 5, maxWidth: 1600, maxHeight: 1600, quality: 0.8 };

const MB = 1024 * 1024;

/** The name's last dot segment in lower case; '' without a dot. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export type FileCheck =
  | { ok: true; type: 'image' | 'pdf' }
  | { ok: false; error: 'extension' | 'port_in_extension' }
  | { ok: false; error: 'size'; limitMb: number };

export function checkFile(file: Pick<File, 'name' | 'size'>, options: { portIn: boolean; limits: UploadLimits }): FileCheck {
  const extension = extensionOf(file.name);
  const allowed: readonly string[] = options.portIn ? PORT_IN_EXTENSIONS : EXTENSIONS;
  if (!allowed.includes(extension)) return { ok: false, error: options.portIn ? 'port_in_extension' : 'extension' };
  const type = extension === 'pdf' ? 'pdf' : 'image';
  const limitMb = type === 'pdf' ? options.limits.pdfMaxMb : options.limits.imageMaxMb;
  return file.size > limitMb * MB ? { ok: false, error: 'size', limitMb } : { ok: true, type };
}

/** The bytes of a file: Blob.arrayBuffer where the browser has it, FileReader where it does not. */
export function readBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read_failed'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * 000 §5.5 "a password-protected PDF is ignored" for the preview: an encrypted PDF names its
 * security handler in the trailer (or a cross-reference stream) with an /Encrypt entry.
 */
export function isEncryptedPdf(bytes: Uint8Array): boolean {
  let text = '';
  // latin1, in slices: the keys are ASCII, the rest of the bytes only must not break the search
  for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return /\/Encrypt(?![A-Za-z0-9])/.test(text);
}
