// Contract §4.7 document uploads through XMLHttpRequest: a scripted XMLHttpRequest (the transport's
// own events: upload progress, load, error, abort) here; the same request on the wire, multipart to
// WireMock, at the end (jsdom's XMLHttpRequest on a page of WireMock's origin).
import { JSDOM } from 'jsdom';
import { checkoutFailure } from '../../../src/checkout/outcomes';
import { failure } from '../support/result';
import {
  documentUploader,
  uploadCompressedDocument,
  uploadDocument,
  type UploadTarget,
  type UploadedDocument,
} from '../../../src/api/uploads';
import { AJAX_PATH, byPath, mock, wiremockUrl } from '../support/wiremock';

const AJAX_URL = 'https://shop.example/wp-admin/admin-ajax.php';
const OK = { responseCode: 'success', status: 'success', image_path: 'ab'.repeat(16), common_directory_path: `whl-doc:${'ab'.repeat(16)}` };
const DOCUMENT: UploadedDocument = { status: 'success', image_path: OK.image_path, common_directory_path: OK.common_directory_path };

type Listener = (event: Event) => void;

class Emitter {
  private listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, fields: Record<string, unknown> = {}) {
    const event = Object.assign(new Event(type), fields);
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** An XMLHttpRequest the test drives: what was sent, and the events a browser would fire. */
class ScriptedXhr extends Emitter {
  static made: ScriptedXhr[] = [];
  readonly upload = new Emitter();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  constructor() {
    super();
    ScriptedXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  /** the fields sent, files by their name */
  parts(): Record<string, string> {
    return Object.fromEntries(
      [...this.body!.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `<file ${value.name}>`]),
    );
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.emit('readystatechange');
    this.emit('load');
  }
}

/** Lets the transport's awaits (the nonce) run before the test looks. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function target(nonce: string | null = 'n1', extra: Partial<UploadTarget> = {}) {
  const stored = { value: nonce };
  const currentNonce = jest.fn(async () => {
    stored.value = 'fresh';
    return { current_nonce: 'fresh' } as Awaited<ReturnType<UploadTarget['client']['currentNonce']>>;
  });
  const made: UploadTarget = {
    client: { currentNonce },
    ajaxUrl: AJAX_URL,
    nonce: () => stored.value,
    XMLHttpRequest: ScriptedXhr as unknown as typeof XMLHttpRequest,
    ...extra,
  };
  return { target: made, currentNonce, stored };
}

const last = () => ScriptedXhr.made[ScriptedXhr.made.length - 1]!;
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'ID Front.JPG', { type: 'image/jpeg' });

beforeEach(() => {
  ScriptedXhr.made = [];
});

describe('contract §4.7 / 000 §7.4 the two upload actions: multipart with _ajax_nonce, lang and order_type', () => {
  test('wp_user_upload_document: the file itself; the answer parsed (000 §3.11)', async () => {
    const { target: to } = target();
    const done = uploadDocument(to, jpeg(), { lang: 'ar', orderType: 'port-in' });
    await settled();
    const xhr = last();
    // lang in the URL too: the bridge's size message when the web server drops an oversize body (issue 31 finding 5)
    expect([xhr.method, xhr.url, xhr.headers.accept]).toEqual(['POST', `${AJAX_URL}?lang=ar`, 'application/json']);
    expect(xhr.parts()).toEqual({
      action: 'wp_user_upload_document',
      _ajax_nonce: 'n1',
      lang: 'ar',
      order_type: 'port-in',
      file: '<file ID Front.JPG>',
    });
    xhr.answer(200, { ...OK, extra: 'dropped' });
    await expect(done).resolves.toEqual({ ok: true, value: DOCUMENT });
  });

  test('legacy browsers: the original with compressortype edge; no order_type when the caller has none', async () => {
    const { target: to } = target();
    const done = uploadDocument(to, jpeg(), { lang: 'en' }, { compressorType: 'edge' });
    await settled();
    expect(last().parts()).toEqual({
      action: 'wp_user_upload_document',
      _ajax_nonce: 'n1',
      lang: 'en',
      file: '<file ID Front.JPG>',
      compressortype: 'edge',
    });
    last().answer(200, OK);
    await expect(done).resolves.toEqual({ ok: true, value: DOCUMENT });
  });

  test('wp_user_upload_compressed_document: the file’s name only and the data URL', async () => {
    const { target: to } = target();
    const dataUrl = 'data:image/jpeg;base64,/9j/4AAQ';
    const done = uploadCompressedDocument(to, 'ID Front.JPG', dataUrl, { lang: 'en', orderType: 'prepaid' });
    await settled();
    expect(last().parts()).toEqual({
      action: 'wp_user_upload_compressed_document',
      _ajax_nonce: 'n1',
      lang: 'en',
      order_type: 'prepaid',
      file: 'ID Front.JPG',
      compressedImage: dataUrl,
    });
    last().answer(200, OK);
    await expect(done).resolves.toEqual({ ok: true, value: DOCUMENT });
  });

  test('documentUploader binds the target and the step’s language and order type', async () => {
    const { target: to } = target();
    const uploader = documentUploader(to, { lang: 'ar', orderType: 'postpaid' });
    const done = uploader.compressed('a.png', 'data:image/jpeg;base64,AA');
    await settled();
    expect(last().parts()).toMatchObject({ action: 'wp_user_upload_compressed_document', lang: 'ar', order_type: 'postpaid' });
    last().answer(200, OK);
    await expect(done).resolves.toEqual({ ok: true, value: DOCUMENT });
  });

  test('a success without the 000 §3.11 fields is a failure', async () => {
    const { target: to } = target();
    const done = uploadDocument(to, jpeg(), { lang: 'en' });
    await settled();
    last().answer(200, { responseCode: 'success', status: 'success', image_path: '' });
    await expect(done).resolves.toEqual({ ok: false, code: 'failure', fields: {} });
  });
});

describe('contract §2 nonce: fetched when there is none; a stale one refreshed once and the upload sent again', () => {
  test('no nonce yet: current-nonce first', async () => {
    const { target: to, currentNonce } = target(null);
    const done = uploadDocument(to, jpeg(), { lang: 'en' });
    await settled();
    expect(currentNonce).toHaveBeenCalledTimes(1);
    expect(last().parts()._ajax_nonce).toBe('fresh');
    last().answer(200, OK);
    await expect(done).resolves.toEqual({ ok: true, value: DOCUMENT });
  });

  test('403 invalid_nonce → one refresh, the same upload again with the fresh nonce', async () => {
    const { target: to, currentNonce } = target('stale');
    const done = uploadDocument(to, jpeg(), { lang: 'en' });
    await settled();
    last().answer(403, { responseCode: 'invalid_nonce', message: 'invalid_nonce' });
    await settled();
    expect(currentNonce).toHaveBeenCalledTimes(1);
    expect(ScriptedXhr.made).toHaveLength(2);
    expect(last().parts()).toMatchObject({ _ajax_nonce: 'fresh', file: '<file ID Front.JPG>' });
    last().answer(200, OK);
    await expect(done).resolves.toEqual({ ok: true, value: DOCUMENT });
  });
});

describe('contract §3 / §4.7 refusals: upload_invalid_type, upload_too_large, upload_limit and upload_unavailable keep the bridge’s sentence', () => {
  test.each([
    ['upload_invalid_type', 422, 'لا يمكن رفع a.gif. يُسمح فقط بملفات jpg و jpeg و png و pdf.'],
    ['upload_too_large', 413, 'The file is too large. The maximum size is 5 MB.'],
    ['upload_limit', 429, 'لقد بلغت الحد الأقصى لرفع الملفات. يرجى المحاولة لاحقًا.'],
    ['upload_unavailable', 503, 'Documents cannot be uploaded at the moment. Please try again later.'],
  ])('%s (%d)', async (code, status, message) => {
    const { target: to } = target();
    const done = uploadDocument(to, jpeg(), { lang: 'ar' });
    await settled();
    last().answer(status, { responseCode: code, message });
    const refused = await failure(done);
    expect(checkoutFailure(refused)).toEqual({ ok: false, code, fields: {}, details: { message } });
  });

  test('a body that is not JSON (a PHP notice) and a network error are failures', async () => {
    const { target: to } = target();
    const notice = uploadDocument(to, jpeg(), { lang: 'en' });
    await settled();
    last().answer(200, '<b>Warning</b>: something');
    await expect(notice).resolves.toEqual({ ok: false, code: 'failure', fields: {} });
    const offline = uploadDocument(to, jpeg(), { lang: 'en' });
    await settled();
    last().emit('error');
    await expect(offline).resolves.toEqual({ ok: false, code: 'failure', fields: {} });
  });
});

describe('000 §4.10 progress and abort', () => {
  test('upload progress is reported as a share of the body, 1 when the answer came', async () => {
    const { target: to } = target();
    const seen: number[] = [];
    const done = uploadDocument(to, jpeg(), { lang: 'en' }, { onProgress: (fraction) => seen.push(fraction) });
    await settled();
    last().upload.emit('progress', { lengthComputable: true, loaded: 250, total: 1000 });
    last().upload.emit('progress', { lengthComputable: false, loaded: 500, total: 0 });
    last().upload.emit('progress', { lengthComputable: true, loaded: 1000, total: 1000 });
    expect(seen).toEqual([0.25, 1]);
    last().answer(200, OK);
    await done;
    expect(seen).toEqual([0.25, 1, 1]);
  });

  test('an aborted signal aborts the request; the upload fails and a late answer is ignored', async () => {
    const { target: to } = target();
    const controller = new AbortController();
    const done = uploadDocument(to, jpeg(), { lang: 'en' }, { signal: controller.signal });
    await settled();
    controller.abort();
    expect(last().aborted).toBe(true);
    await expect(done).resolves.toEqual({ ok: false, code: 'failure', fields: {} });
    last().answer(200, OK);
  });

  test('a signal aborted before the nonce came: nothing is sent', async () => {
    const { target: to } = target(null);
    const controller = new AbortController();
    const done = uploadDocument(to, jpeg(), { lang: 'en' }, { signal: controller.signal });
    controller.abort();
    await expect(done).resolves.toEqual({ ok: false, code: 'failure', fields: {} });
    expect(ScriptedXhr.made).toHaveLength(0);
  });

  test('no progress and no answer for the stall time: the request is aborted, a failure', async () => {
    jest.useFakeTimers();
    try {
      const { target: to } = target('n1', { stallMs: 1000 });
      const done = uploadDocument(to, jpeg(), { lang: 'en' });
      const failed = done;
      await jest.advanceTimersByTimeAsync(0);
      const xhr = last();
      await jest.advanceTimersByTimeAsync(900);
      xhr.upload.emit('progress', { lengthComputable: true, loaded: 1, total: 4 });
      await jest.advanceTimersByTimeAsync(900);
      expect(xhr.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(200);
      expect(xhr.aborted).toBe(true);
      expect(await failed).toEqual({ ok: false, code: 'failure', fields: {} });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('contract §4.7 on the wire: a multipart POST to admin-ajax (jsdom’s XMLHttpRequest, WireMock)', () => {
  const wiremock = mock();
  beforeEach(() => wiremock.clearAll());

  test('the fields and the file arrive as multipart/form-data parts; the answer is parsed', async () => {
    await wiremock.register(
      { method: 'POST', endpoint: AJAX_PATH },
      { status: 200, body: OK, headers: { 'Content-Type': 'application/json' } },
      byPath,
    );
    const { window } = new JSDOM('', { url: `${wiremockUrl()}/checkout/` });
    try {
      const { target: to } = target('n1', {
        ajaxUrl: `${wiremockUrl()}${AJAX_PATH}`,
        XMLHttpRequest: window.XMLHttpRequest,
        FormData: window.FormData,
      });
      const picked = new window.File(['%PDF-1.7 test'], 'bank statement.pdf', { type: 'application/pdf' });
      const seen: number[] = [];
      await expect(uploadDocument(to, picked, { lang: 'ar', orderType: 'postpaid' }, { onProgress: (f) => seen.push(f) })).resolves.toEqual(
        {
          ok: true,
          value: DOCUMENT,
        },
      );
      expect(seen.at(-1)).toBe(1);
      const [request] = (await wiremock.getAllRequests()) as Array<{
        request: { url: string; headers: Record<string, string>; body: string };
      }>;
      expect(request?.request.url).toBe(`${AJAX_PATH}?lang=ar`);
      const type = Object.entries(request!.request.headers).find(([key]) => key.toLowerCase() === 'content-type')?.[1];
      expect(type).toMatch(/^multipart\/form-data; boundary=/);
      const body = request!.request.body;
      for (const [name, value] of Object.entries({
        action: 'wp_user_upload_document',
        _ajax_nonce: 'n1',
        lang: 'ar',
        order_type: 'postpaid',
      })) {
        expect(body).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
      }
      expect(body).toMatch(/name="file"; filename="bank statement\.pdf"\r\nContent-Type: application\/pdf\r\n\r\n%PDF-1\.7 test\r\n/);
    } finally {
      window.close();
    }
  });
});
