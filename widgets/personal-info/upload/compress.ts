// 000 §5.5: an image within the image maximum is compressed to a JPEG within the configured width
// and height (a canvas; the image decoded by createImageBitmap where the browser has it, an <img>
// otherwise) and sent as a data URL. Where there is no canvas, or it cannot give a JPEG (legacy
// browsers), or the image does not decode, the answer is null: the slot sends the original file
// with compressortype 'edge' and the bridge checks its content.

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close(): void;
}

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('image_decode_failed'));
      image.src = url;
    });
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The scale that fits width × height within max width × max height, never enlarging. */
export function fitScale(width: number, height: number, maxWidth: number, maxHeight: number): number {
  if (width <= 0 || height <= 0) return 1;
  return Math.min(1, maxWidth / width, maxHeight / height);
}

export async function compressImage(
  file: Blob,
  { maxWidth, maxHeight, quality }: { maxWidth: number; maxHeight: number; quality: number },
  doc: Document = document,
): Promise<string | null> {
  const canvas = doc.createElement('canvas');
  const context = typeof canvas.getContext === 'function' ? canvas.getContext('2d') : null;
  if (!context || typeof canvas.toDataURL !== 'function') return null;
  let decoded: Decoded;
  try {
    decoded = await decode(file);
  } catch {
    return null;
  }
  try {
    const scale = fitScale(decoded.width, decoded.height, maxWidth, maxHeight);
    canvas.width = Math.max(1, Math.round(decoded.width * scale));
    canvas.height = Math.max(1, Math.round(decoded.height * scale));
    context.drawImage(decoded.source, 0, 0, canvas.width, canvas.height);
    const url = canvas.toDataURL('image/jpeg', quality);
    // a browser that cannot encode JPEG answers PNG (or nothing): not the compressed upload's
    return url.startsWith('data:image/jpeg;base64,') ? url : null;
  } catch {
    return null;
  } finally {
    decoded.close();
  }
}
