import axe from 'axe-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BridgeError } from '../../../../src/api/client';
import { toBridgeErrorCode } from '../../../../src/domain/response-codes';
import type { DocumentUploader, UploadCallOptions, UploadedDocument } from '../../../../src/api/uploads';
import { attempt } from '../../../../src/api/result';
import { UploadSlot, type UploadSlotProps, type UploadValue } from '../../../../widgets/personal-info/upload/UploadSlot';
import UPLOAD_CSS from '../../../../widgets/personal-info/upload/styles.css';
import { renderScreen } from '../../../src/support/render';
import { brokenRules } from '../../../src/support/css-rules';

const MB = 1024 * 1024;
const JPEG_URL = 'data:image/jpeg;base64,/9j/AAAA';

/** A refused upload as the bridge answers it (contract §3, §4.7), read as the client reads it. */
const refusal = (code: string, status: number, message: string) =>
  new BridgeError(toBridgeErrorCode(code), status, {}, undefined, { responseCode: code, message });

const answer = (id: string): UploadedDocument => ({
  status: 'success',
  image_path: id.padStart(32, '0'),
  common_directory_path: `whl-doc:${id}`,
});

interface Pending {
  options: UploadCallOptions;
  resolve(value: UploadedDocument): void;
  reject(error: unknown): void;
}

/** An uploader whose calls the test answers (a rejection is the transport's failure, read as the Result), reporting progress through the slot's callback. */
function fakeUploader() {
  const pending: Pending[] = [];
  const call = (options: UploadCallOptions = {}) =>
    attempt(() => new Promise<UploadedDocument>((resolve, reject) => pending.push({ options, resolve, reject })));
  const uploader = {
    original: jest.fn((_file: File, options?: UploadCallOptions & { compressorType?: 'edge' }) => call(options)),
    compressed: jest.fn((_name: string, _dataUrl: string, options?: UploadCallOptions) => call(options)),
  } satisfies DocumentUploader;
  return { uploader, pending };
}

function file(name: string, { size, type = 'image/jpeg', bytes = 'x' }: { size?: number; type?: string; bytes?: string } = {}) {
  const made = new File([bytes], name, { type });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
}

function setup(props: Partial<UploadSlotProps> = {}, lang: 'en' | 'ar' = 'en') {
  const { uploader, pending } = fakeUploader();
  const onChange = jest.fn<void, [UploadValue | null]>();
  const view = renderScreen(<UploadSlot kind="id_front" uploader={uploader} onChange={onChange} {...props} />, lang);
  const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
  const pick = async (picked: File) => {
    const before = pending.length;
    fireEvent.change(input, { target: { files: [picked] } });
    // the checks refuse at once; the PDF read and the compression before an upload take their time
    await waitFor(() => {
      if (pending.length === before && !view.container.querySelector('.upload-error[role=alert]')) throw new Error('not settled');
    });
  };
  return { ...view, uploader, pending, onChange, input, pick };
}

const errorText = (container: HTMLElement) => container.querySelector('.upload-error')?.textContent ?? null;

let canvas: { getContext: jest.SpyInstance; toDataURL: jest.SpyInstance };
beforeEach(() => {
  // jsdom draws nothing: the canvas of a browser that can compress, by default
  canvas = {
    getContext: jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: jest.fn() } as never),
    toDataURL: jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(JPEG_URL),
  };
  Object.assign(globalThis, { createImageBitmap: jest.fn(async () => ({ width: 4000, height: 3000, close: jest.fn() })) });
  let urls = 0;
  Object.assign(URL, { createObjectURL: jest.fn(() => `blob:test/${++urls}`), revokeObjectURL: jest.fn() });
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
});

describe('000 §5.5 allowed types: jpeg, jpg, png, pdf by the last dot segment, any case', () => {
  test.each(['scan.PDF', 'photo.JpEg', 'id.front.jpg', 'a.b.c.PNG'])('%s is uploaded', async (name) => {
    const { pick, uploader, container } = setup();
    await pick(file(name, { type: name.toLowerCase().endsWith('pdf') ? 'application/pdf' : 'image/png', bytes: '%PDF-1.7' }));
    expect(uploader.original.mock.calls.length + uploader.compressed.mock.calls.length).toBe(1);
    expect(errorText(container)).toBeNull();
  });

  test.each(['id.png.exe', 'scan.pdf.', 'passport', 'photo.gif', 'jpg'])(
    '%s is refused with the message naming it, and nothing is sent',
    async (name) => {
      const { pick, uploader, container, onChange } = setup();
      await pick(file(name));
      expect(errorText(container)).toBe(`${name} cannot be uploaded. Only jpg, jpeg, png and pdf files are allowed.`);
      expect(uploader.original).not.toHaveBeenCalled();
      expect(uploader.compressed).not.toHaveBeenCalled();
      expect(onChange).not.toHaveBeenCalled();
    },
  );

  test('the configured message replaces every {file_name}', async () => {
    const { pick, container } = setup({ invalidTypeMessage: 'Sorry, {file_name} is not allowed ({file_name}).' });
    await pick(file('cv.docx'));
    expect(errorText(container)).toBe('Sorry, cv.docx is not allowed (cv.docx).');
  });

  test('in Arabic, the default message with the file name', async () => {
    const { pick, container } = setup({}, 'ar');
    await pick(file('cv.docx'));
    expect(errorText(container)).toBe('لا يمكن رفع cv.docx. يُسمح فقط بملفات jpg و jpeg و png و pdf.');
  });

  test('port-in takes jpeg, jpg and png only, with its own message (its two spaces kept)', async () => {
    const { pick, container, uploader, input } = setup({ portIn: true, invalidTypeMessage: 'not this one {file_name}' });
    expect(input.accept).toBe('.jpeg,.jpg,.png');
    await pick(file('scan.PDF', { type: 'application/pdf' }));
    expect(errorText(container)).toBe('Only files with the following extensions are allowed: jpg,  png');
    expect(uploader.original).not.toHaveBeenCalled();
    await pick(file('id.JPEG'));
    expect(uploader.compressed).toHaveBeenCalledTimes(1);
    expect(errorText(container)).toBeNull();
  });
});

describe('000 §5.5 size: over the configured image or PDF maximum is a size error', () => {
  test('an image over the image maximum, nothing sent', async () => {
    const { pick, container, uploader } = setup({ limits: { imageMaxMb: 1, pdfMaxMb: 10 } });
    await pick(file('id.jpg', { size: MB + 1 }));
    expect(errorText(container)).toBe('The file is too large. The maximum size is 1 MB.');
    expect(uploader.compressed).not.toHaveBeenCalled();
    expect(uploader.original).not.toHaveBeenCalled();
  });

  test('a PDF is held to the PDF maximum, not the image one', async () => {
    const { pick, container, uploader } = setup({ limits: { imageMaxMb: 10, pdfMaxMb: 2 } });
    await pick(file('bank.pdf', { size: 2 * MB + 1, type: 'application/pdf', bytes: '%PDF-1.4' }));
    expect(errorText(container)).toBe('The file is too large. The maximum size is 2 MB.');
    expect(uploader.original).not.toHaveBeenCalled();
    await pick(file('bank.pdf', { size: 2 * MB, type: 'application/pdf', bytes: '%PDF-1.4' }));
    expect(uploader.original).toHaveBeenCalledTimes(1);
    expect(errorText(container)).toBeNull();
  });

  test('the default maximums are the bridge’s 5 MB', async () => {
    const { pick, container } = setup();
    await pick(file('id.png', { size: 5 * MB + 1, type: 'image/png' }));
    expect(errorText(container)).toBe('The file is too large. The maximum size is 5 MB.');
  });
});

describe('000 §5.5 compression: an image within the maximum goes as a JPEG within the configured width and height', () => {
  test('compressed upload: the file’s name and the JPEG data URL, scaled to fit', async () => {
    const { pick, uploader } = setup({ limits: { maxWidth: 1600, maxHeight: 1600, quality: 0.7 } });
    await pick(file('Passport.PNG', { type: 'image/png' }));
    expect(uploader.compressed).toHaveBeenCalledWith('Passport.PNG', JPEG_URL, expect.anything());
    expect(uploader.original).not.toHaveBeenCalled();
    expect(canvas.toDataURL).toHaveBeenCalledWith('image/jpeg', 0.7);
    const drawn = canvas.toDataURL.mock.contexts[0] as HTMLCanvasElement;
    expect([drawn.width, drawn.height]).toEqual([1600, 1200]);
  });

  test('a small image is not enlarged', async () => {
    (globalThis as unknown as { createImageBitmap: jest.Mock }).createImageBitmap.mockResolvedValue({
      width: 800,
      height: 600,
      close: jest.fn(),
    });
    const { pick } = setup();
    await pick(file('id.jpg'));
    const drawn = canvas.toDataURL.mock.contexts[0] as HTMLCanvasElement;
    expect([drawn.width, drawn.height]).toEqual([800, 600]);
  });

  test('legacy browser (no canvas context): the original file with compressortype edge', async () => {
    canvas.getContext.mockReturnValue(null);
    const { pick, uploader } = setup();
    const picked = file('id.jpg');
    await pick(picked);
    expect(uploader.compressed).not.toHaveBeenCalled();
    expect(uploader.original).toHaveBeenCalledWith(picked, expect.objectContaining({ compressorType: 'edge' }));
  });

  test('a canvas that cannot encode JPEG (answers PNG) is the legacy path too', async () => {
    canvas.toDataURL.mockReturnValue('data:image/png;base64,iVBOR');
    const { pick, uploader } = setup();
    await pick(file('id.jpg'));
    expect(uploader.original).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ compressorType: 'edge' }));
  });

  test('a PDF is sent as it is, without compressortype', async () => {
    const { pick, uploader } = setup();
    await pick(file('bank.pdf', { type: 'application/pdf', bytes: '%PDF-1.4' }));
    expect(uploader.original).toHaveBeenCalledTimes(1);
    expect(uploader.original.mock.calls[0]![1]).not.toHaveProperty('compressorType');
    expect(canvas.toDataURL).not.toHaveBeenCalled();
  });

  test('000 §8: a failed compressed upload shows the size error', async () => {
    const { pick, pending, container, onChange } = setup({ limits: { imageMaxMb: 3 } });
    await pick(file('id.jpg'));
    await act(async () => pending[0]!.reject(new BridgeError('failure', 500)));
    expect(errorText(container)).toBe('The file is too large. The maximum size is 3 MB.');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('a failed original upload shows the generic failure', async () => {
    const { pick, pending, container } = setup();
    await pick(file('bank.pdf', { type: 'application/pdf', bytes: '%PDF-1.4' }));
    await act(async () => pending[0]!.reject(new BridgeError('failure', 0)));
    expect(errorText(container)).toBe('Something went wrong, Please try again.');
  });
});

describe('contract §4.7: the bridge’s refusal, in the shopper’s language, is shown under the slot', () => {
  test('upload_invalid_type with the bridge’s sentence', async () => {
    const { pick, pending, container } = setup({}, 'ar');
    await pick(file('id.jpg'));
    await act(async () =>
      pending[0]!.reject(refusal('upload_invalid_type', 422, 'لا يمكن رفع id.jpg. يُسمح فقط بملفات jpg و jpeg و png و pdf.')),
    );
    expect(errorText(container)).toBe('لا يمكن رفع id.jpg. يُسمح فقط بملفات jpg و jpeg و png و pdf.');
    expect(screen.getByRole('alert').textContent).toBe(errorText(container));
  });

  test('upload_too_large with the bridge’s sentence', async () => {
    const { pick, pending, container } = setup();
    await pick(file('bank.pdf', { type: 'application/pdf', bytes: '%PDF-1.4' }));
    await act(async () => pending[0]!.reject(refusal('upload_too_large', 413, 'The file is too large. The maximum size is 4 MB.')));
    expect(errorText(container)).toBe('The file is too large. The maximum size is 4 MB.');
  });

  test.each([
    ['upload_limit', 429, 'لقد بلغت الحد الأقصى لرفع الملفات. يرجى المحاولة لاحقًا.'],
    ['upload_unavailable', 503, 'لا يمكن رفع المستندات في الوقت الحالي. يرجى المحاولة لاحقًا.'],
    ['not_found', 404, 'لا تحتوي سلتك على باقة. يرجى اختيار باقة قبل رفع مستنداتك.'],
  ])('issue 31 finding 5: %s with the bridge’s sentence, not the size error of a compressed upload', async (code, status, message) => {
    const { pick, pending, container, onChange } = setup({}, 'ar');
    await pick(file('id.jpg'));
    await act(async () => pending[0]!.reject(refusal(code, status, message)));
    expect(errorText(container)).toBe(message);
    expect(onChange).not.toHaveBeenCalled();
  });

  test('issue 31 finding 5: upload_limit without a sentence is the generic failure, not the size error', async () => {
    const { pick, pending, container } = setup();
    await pick(file('id.jpg'));
    await act(async () => pending[0]!.reject(refusal('upload_limit', 429, '')));
    expect(errorText(container)).toBe('Something went wrong, Please try again.');
  });

  test('a refusal without a sentence (its message is its code) reads as the slot’s own text', async () => {
    const { pick, pending, container } = setup();
    await pick(file('bank.pdf', { type: 'application/pdf', bytes: '%PDF-1.4' }));
    await act(async () => pending[0]!.reject(refusal('upload_invalid_type', 422, 'upload_invalid_type')));
    expect(errorText(container)).toBe('bank.pdf cannot be uploaded. Only jpg, jpeg, png and pdf files are allowed.');
  });
});

describe('000 §4.10 the slot: empty → uploading → uploaded, Change and Remove', () => {
  test('progress: a bar with its percentage; the buttons disabled while in flight', async () => {
    const { pick, pending, container } = setup({ label: 'Upload passport data page *' });
    await pick(file('passport.jpg'));
    const bar = screen.getByRole('progressbar', { name: 'Uploading passport.jpg' });
    expect(bar.getAttribute('value')).toBe('0');
    act(() => pending[0]!.options.onProgress!(0.4));
    expect(bar.getAttribute('value')).toBe('40');
    expect(container.querySelector('.upload-progress')?.textContent).toContain('40%');
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(container.querySelector('.upload')?.getAttribute('aria-busy')).toBe('true');
  });

  test('uploaded image: its preview, the value reported, Change and Remove', async () => {
    const { pick, pending, onChange } = setup({ label: 'Upload visa copy', kind: 'other' });
    await pick(file('visa.jpg'));
    await act(async () => pending[0]!.resolve(answer('a1')));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Preview of visa.jpg' }).getAttribute('src')).toBe(JPEG_URL);
    expect(onChange).toHaveBeenLastCalledWith({
      commonDirectoryPath: 'whl-doc:a1',
      imagePath: '0'.repeat(30) + 'a1',
      fileName: 'visa.jpg',
    });
    expect(screen.getByRole('button', { name: 'Change' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  test('Change re-opens the file picker and re-runs the upload', async () => {
    const { pick, pending, onChange, input, uploader } = setup();
    await pick(file('one.jpg'));
    await act(async () => pending[0]!.resolve(answer('1')));
    const opened = jest.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(opened).toHaveBeenCalledTimes(1);
    await pick(file('two.png', { type: 'image/png' }));
    // the first document stays the slot's value until the second one is uploaded
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(uploader.compressed).toHaveBeenLastCalledWith('two.png', JPEG_URL, expect.anything());
    await act(async () => pending[1]!.resolve(answer('2')));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ commonDirectoryPath: 'whl-doc:2', fileName: 'two.png' }));
  });

  test('Remove: back to empty, the value cleared, the keyboard on the empty slot’s button', async () => {
    const { pick, pending, onChange } = setup();
    await pick(file('one.jpg'));
    await act(async () => pending[0]!.resolve(answer('1')));
    const remove = screen.getByRole('button', { name: 'Remove' });
    remove.focus();
    fireEvent.click(remove);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).toBeNull();
    const choose = screen.getByRole('button', { name: 'Upload ID front Choose a file' });
    await waitFor(() => expect(document.activeElement).toBe(choose));
  });

  test('a refused pick keeps the document uploaded before, with the error under it', async () => {
    const { pick, pending, container, onChange } = setup();
    await pick(file('one.jpg'));
    await act(async () => pending[0]!.resolve(answer('1')));
    await pick(file('cv.docx'));
    expect(errorText(container)).toBe('cv.docx cannot be uploaded. Only jpg, jpeg, png and pdf files are allowed.');
    expect(screen.getByRole('img', { name: 'Preview of one.jpg' })).toBeTruthy();
    // a failed upload of the next pick, too
    await pick(file('two.jpg'));
    await act(async () => pending[1]!.reject(refusal('upload_invalid_type', 422, 'two.jpg cannot be uploaded.')));
    expect(errorText(container)).toBe('two.jpg cannot be uploaded.');
    expect(screen.getByRole('img', { name: 'Preview of one.jpg' })).toBeTruthy();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ fileName: 'one.jpg' }));
  });

  test('Remove hides the slot’s errors', async () => {
    const { pick, pending, container, onChange } = setup();
    await pick(file('one.jpg'));
    await act(async () => pending[0]!.resolve(answer('1')));
    await pick(file('cv.docx'));
    expect(container.querySelector('.upload')?.classList.contains('invalid')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(errorText(container)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('.upload')?.classList.contains('invalid')).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  test('a second pick while one is in flight aborts the first, whose answer is ignored', async () => {
    const { pick, pending, onChange, container } = setup();
    await pick(file('first.jpg'));
    await pick(file('second.jpg'));
    expect(pending).toHaveLength(2);
    expect(pending[0]!.options.signal?.aborted).toBe(true);
    expect(pending[1]!.options.signal?.aborted).toBe(false);
    await act(async () => pending[0]!.resolve(answer('first')));
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ fileName: 'first.jpg' }));
    expect(screen.getByRole('progressbar', { name: 'Uploading second.jpg' })).toBeTruthy();
    await act(async () => pending[1]!.resolve(answer('second')));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ fileName: 'second.jpg' }));
    expect(errorText(container)).toBeNull();
  });

  test('the page hears when an upload starts and ends (to hold NEXT meanwhile)', async () => {
    const onUploading = jest.fn<void, [boolean]>();
    const { pick, pending } = setup({ onUploading });
    expect(onUploading).not.toHaveBeenCalled();
    await pick(file('first.jpg'));
    expect(onUploading.mock.calls).toEqual([[true]]);
    await pick(file('second.jpg'));
    expect(onUploading.mock.calls).toEqual([[true]]);
    await act(async () => pending[1]!.resolve(answer('2')));
    expect(onUploading.mock.calls).toEqual([[true], [false]]);
  });

  test('leaving the page aborts the upload in flight', async () => {
    const { pick, pending, unmount } = setup();
    await pick(file('first.jpg'));
    unmount();
    expect(pending[0]!.options.signal?.aborted).toBe(true);
  });
});

describe('000 §2.9 / §5.5 PDF: a file chip with a 540×450 preview popup; none for a password-protected PDF', () => {
  const plain = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Size 2 /Root 1 0 R >>\n%%EOF';
  const encrypted = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Size 3 /Root 1 0 R /Encrypt 2 0 R /ID [<ab><cd>] >>\n%%EOF';

  test('Preview opens the PDF in an <object> of its blob URL; Close and Escape close it', async () => {
    const { pick, pending } = setup({ kind: 'income_proof' });
    await pick(file('salary.pdf', { type: 'application/pdf', bytes: plain }));
    await act(async () => pending[0]!.resolve(answer('p')));
    expect(screen.getByText('salary.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'salary.pdf' });
    const shown = dialog.querySelector('object')!;
    expect(shown.getAttribute('type')).toBe('application/pdf');
    expect(shown.getAttribute('data')).toMatch(/^blob:test\//);
    expect(shown.className).toBe('upload-pdf-frame');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a password-protected PDF is uploaded but only its name is shown', async () => {
    const { pick, pending, onChange } = setup({ kind: 'income_proof' });
    await pick(file('locked.pdf', { type: 'application/pdf', bytes: encrypted }));
    await act(async () => pending[0]!.resolve(answer('l')));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ fileName: 'locked.pdf' }));
    expect(screen.getByText('locked.pdf')).toBeTruthy();
    expect(screen.getByText('Password-protected PDF: no preview')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  test('Remove releases the preview’s blob URL', async () => {
    const { pick, pending } = setup();
    await pick(file('salary.pdf', { type: 'application/pdf', bytes: plain }));
    await act(async () => pending[0]!.resolve(answer('p')));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });
});

describe('000 §2.9 labels and the page’s error', () => {
  test('the label is the caller’s (the tourist pack’s)', () => {
    setup({ label: 'Upload passport data page *' });
    expect(screen.getByRole('button', { name: 'Upload passport data page * Choose a file' })).toBeTruthy();
  });

  test('by default the kind’s label, in the shopper’s language', () => {
    const { container } = setup({ kind: 'signature' }, 'ar');
    expect(screen.getByRole('button', { name: 'رفع التوقيع اختر ملفًا' })).toBeTruthy();
    expect(container.querySelector('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  test('the file input has an accessible name and is reached through the button, not by Tab', () => {
    const { input } = setup({ kind: 'id_back' });
    const labelledBy = document.getElementById(input.getAttribute('aria-labelledby')!);
    expect(labelledBy?.textContent).toBe('Upload ID back');
    expect(input.tabIndex).toBe(-1);
  });

  test('the page’s required error: under the slot, red border, linked by aria-describedby', () => {
    const { container, input } = setup({ error: 'Please enter mandatory fields.' });
    const error = container.querySelector('.upload-error')!;
    expect(error.textContent).toBe('Please enter mandatory fields.');
    expect(error.classList.contains('danger')).toBe(true);
    expect(container.querySelector('.upload')?.classList.contains('invalid')).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: /Choose a file/ }).getAttribute('aria-describedby')).toBe(error.id);
  });

  test('the slot’s own error comes before the page’s', async () => {
    const { pick, container } = setup({ error: 'Please enter mandatory fields.' });
    await pick(file('cv.docx'));
    expect(errorText(container)).toBe('cv.docx cannot be uploaded. Only jpg, jpeg, png and pdf files are allowed.');
  });
});

describe('ARCHITECTURE §2 accessible (axe) and themed by tokens only (docs/tokens.md)', () => {
  async function violations(container: Element) {
    // jsdom has no layout: contrast is checked in the browser journeys
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
  }

  test.each(['en', 'ar'] as const)('empty with an error, uploading, uploaded with the PDF popup open (%s)', async (lang) => {
    // axe probes icon ligatures with a canvas: none here
    const { pick, pending, container } = setup({ error: 'Please enter mandatory fields.' }, lang);
    canvas.getContext.mockReturnValue(null);
    expect(await violations(container)).toEqual([]);
    await pick(file('salary.pdf', { type: 'application/pdf', bytes: '%PDF-1.4' }));
    expect(await violations(container)).toEqual([]);
    await act(async () => pending[0]!.resolve(answer('p')));
    fireEvent.click(screen.getByRole('button', { name: lang === 'ar' ? 'معاينة' : 'Preview' }));
    expect(await violations(container)).toEqual([]);
  });

  test('the slot’s rules hold no colour or size literal and no physical property', () => {
    expect(brokenRules(UPLOAD_CSS)).toEqual([]);
  });
});
