import { renderHook } from '@testing-library/react';
import { useDocumentUploader } from '../../../../widgets/personal-info/upload/use-uploader';
import { fakeBridge } from '../../../src/support/fake-bridge';
import { testStore } from '../../../src/support/store';
import { configFor, currentNonce } from '../../../src/support/fixtures';

/** What the page's uploader sent, through an XMLHttpRequest that never leaves jsdom. */
class RecordingXhr {
  static sent: Array<{ url: string; parts: Record<string, string> }> = [];
  upload = { addEventListener: () => undefined };
  private url = '';
  private load: (() => void) | null = null;
  status = 200;
  responseText = JSON.stringify({
    responseCode: 'success',
    status: 'success',
    image_path: 'f'.repeat(32),
    common_directory_path: 'whl-doc:x',
  });
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    if (type === 'load') this.load = listener;
  }
  send(body: FormData) {
    const parts = Object.fromEntries([...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file']));
    RecordingXhr.sent.push({ url: this.url, parts });
    setTimeout(() => this.load?.(), 0);
  }
}

const real = globalThis.XMLHttpRequest;
beforeEach(() => {
  RecordingXhr.sent = [];
  globalThis.XMLHttpRequest = RecordingXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = real;
});

describe('contract §4.7 the page’s uploader: its admin-ajax URL, the store’s nonce, the page’s language, the step’s order type', () => {
  test('the nonce the store keeps, fetched first when there is none', async () => {
    const bridge = fakeBridge({ 'current-nonce': { body: currentNonce('from-bridge') } });
    const { store } = testStore({ client: bridge.client, config: configFor('ar') });
    const { result } = renderHook(() => useDocumentUploader('port-in'));
    await expect(result.current.compressed('id.jpg', 'data:image/jpeg;base64,AA')).resolves.toMatchObject({
      ok: true,
      value: { common_directory_path: 'whl-doc:x' },
    });
    expect(bridge.callsTo('current-nonce')).toHaveLength(1);
    store.setState({ nonce: 'kept' });
    await result.current.original(new File(['x'], 'bank.pdf'));
    expect(RecordingXhr.sent.map(({ url, parts }) => [url, parts._ajax_nonce, parts.lang, parts.order_type, parts.action])).toEqual([
      ['https://shop.example/wp-admin/admin-ajax.php?lang=ar', 'from-bridge', 'ar', 'port-in', 'wp_user_upload_compressed_document'],
      ['https://shop.example/wp-admin/admin-ajax.php?lang=ar', 'kept', 'ar', 'port-in', 'wp_user_upload_document'],
    ]);
  });

  test('the same uploader while the page and order type are the same', () => {
    testStore({ client: fakeBridge({}).client });
    const { result, rerender } = renderHook(({ type }) => useDocumentUploader(type), { initialProps: { type: 'prepaid' as const } });
    const first = result.current;
    rerender({ type: 'prepaid' });
    expect(result.current).toBe(first);
  });
});
