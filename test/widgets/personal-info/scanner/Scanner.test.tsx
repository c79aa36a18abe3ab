// 000 §4.6, §5.3, §5.5, §8 "Identity scan results" / contract §4.13: the eKYC scanner dialog, its
// steps, every result's text in en and ar, the reload after UNAUTHORIZED, leaving without a failure.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Scanner, { type ScanService, type ScannerProps } from '../../../../widgets/personal-info/scanner/Scanner';
import SCANNER_CSS from '../../../../widgets/personal-info/scanner/styles.css';
import type { OpenVerification, ProviderAnswer, ScannedIdentity } from '../../../../src/api/identity-verification';
import { renderScreen } from '../../../src/support/render';
import { brokenRules } from '../../../src/support/css-rules';

const OPEN: OpenVerification = {
  ekyc_required: true,
  whlidvToken: 'idv_token',
  expires_in: 600,
  provider: { name: 'sandbox', document_url: 'https://shop.example/doc', face_url: 'https://shop.example/face' },
  document_type: 'national_id',
  document_sides: 2,
  minimum_age: 16,
  face_attempts: 3,
  max_file_bytes: 5 * 1024 * 1024,
  test_documents: ['valid', 'face_no_match', 'age_17'],
};

const IDENTITY: ScannedIdentity = {
  user_first_name: 'Salim',
  middle_name: 'Nasser',
  user_last_name: 'Al-Harthy',
  customer_id_type: '1',
  customer_id: '112233445',
  nationality: 'OM',
  customer_id_dob: '14/05/1990',
  customer_id_expiry_date: '23/11/2029',
};

const photo = (name = 'id.jpg', size = 4) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

function service(
  overrides: Partial<Record<keyof ScanService, jest.Mock>> = {},
  answers: { document?: ProviderAnswer[]; face?: ProviderAnswer[] } = {},
) {
  const documents = [...(answers.document ?? [{ ok: true, next: 'back' } as const, { ok: true, next: 'face' } as const])];
  const faces = [...(answers.face ?? [{ ok: true, next: 'done', resultToken: 'a.b.c' } as const])];
  return {
    start: jest.fn(async () => ({ ok: true as const, value: OPEN })),
    document: jest.fn(async () => documents.shift() ?? ({ ok: false, code: 'UNEXPECTED_ERROR', final: false } as const)),
    face: jest.fn(async () => faces.shift() ?? ({ ok: false, code: 'UNEXPECTED_ERROR', final: false } as const)),
    redeem: jest.fn(async () => ({
      ok: true as const,
      value: { ekyc_status: 'success' as const, whlidv_session_id: 'jti-1', document_type: 'national_id', identity: IDENTITY },
    })),
    reportFailure: jest.fn(async () => ({ ok: true as const, value: { ekyc_status: 'failed' } })),
    ...overrides,
  };
}

function open(calls: ReturnType<typeof service>, lang: 'en' | 'ar' = 'en', props: Partial<ScannerProps> = {}) {
  const handlers = { onSuccess: jest.fn(), onFailure: jest.fn(), onClose: jest.fn(), onSkip: jest.fn(), reload: jest.fn() };
  renderScreen(<Scanner orderType="prepaid" idType="1" nationality="OM" service={calls} {...handlers} {...props} />, lang);
  return handlers;
}

const pick = (label: string | RegExp, file = photo()) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

async function toFace(calls: ReturnType<typeof service>) {
  await screen.findByLabelText('Photo of the front of your ID card');
  pick('Photo of the front of your ID card');
  pick(await screen.findByLabelText('Photo of the back of your ID card').then(() => 'Photo of the back of your ID card'));
  await screen.findByLabelText('Take a selfie or choose a photo');
  expect(calls.document).toHaveBeenCalledTimes(2);
}

describe('eKYC scanner (000 §4.6, contract §4.13)', () => {
  test('a valid scan: front, back, face; the bridge redeems the result and the page gets the identity', async () => {
    const calls = service();
    const handlers = open(calls);
    expect(screen.getByRole('dialog', { name: 'Verify your identity' })).toBeTruthy();
    const front = await screen.findByLabelText('Photo of the front of your ID card');
    expect(calls.start).toHaveBeenCalledWith({ lang: 'en', idType: '1', nationality: 'OM' });
    expect([front.getAttribute('type'), front.getAttribute('accept'), front.getAttribute('capture')]).toEqual([
      'file',
      'image/*,application/pdf',
      'environment',
    ]);
    expect(screen.getByText('Step 1 of 2: your document')).toBeTruthy();
    // the Sandbox's test document picker (contract §4.13) goes with the front
    const picker = screen.getByLabelText<HTMLSelectElement>('Test document (Sandbox)');
    expect([...picker.options].map((option) => option.text)).toEqual(['Valid document', 'Selfie does not match', 'Holder aged 17']);
    fireEvent.change(picker, { target: { value: 'age_17' } });
    pick('Photo of the front of your ID card', photo('front.jpg'));
    await screen.findByLabelText('Photo of the back of your ID card');
    expect(calls.document).toHaveBeenLastCalledWith(
      OPEN,
      expect.objectContaining({ side: 'front', testDocument: 'age_17', fileName: 'front.jpg', token: 'idv_token' }),
    );
    expect(screen.queryByLabelText('Test document (Sandbox)')).toBeNull();
    pick('Photo of the back of your ID card', photo('back.png'));
    const face = await screen.findByLabelText('Take a selfie or choose a photo');
    expect(calls.document).toHaveBeenLastCalledWith(OPEN, expect.objectContaining({ side: 'back', testDocument: undefined }));
    expect([face.getAttribute('accept'), face.getAttribute('capture')]).toEqual(['image/*', 'user']);
    expect(screen.getByText('Step 2 of 2: your face')).toBeTruthy();
    expect(screen.getByText('Attempts left: 3')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Step 2 of 2: your face'); // the new step's heading has the focus
    pick('Take a selfie or choose a photo', photo('me.jpg'));
    await waitFor(() =>
      expect(handlers.onSuccess).toHaveBeenCalledWith({ sessionId: 'jti-1', identity: IDENTITY, documentType: 'national_id' }),
    );
    expect(calls.redeem).toHaveBeenCalledWith('a.b.c');
    expect(calls.reportFailure).not.toHaveBeenCalled();
  });

  test('while the bridge records the result there is no way out; then the page gets it', async () => {
    let release!: () => void;
    const redeemed = new Promise<void>((resolve) => (release = resolve));
    const calls = service({
      redeem: jest.fn(async () => {
        await redeemed;
        return {
          ok: true as const,
          value: { ekyc_status: 'success' as const, whlidv_session_id: 'jti-2', document_type: 'national_id', identity: IDENTITY },
        };
      }),
    });
    const handlers = open(calls);
    await toFace(calls);
    pick('Take a selfie or choose a photo');
    await screen.findByText('Finishing the verification…');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(handlers.onClose).not.toHaveBeenCalled();
    await act(async () => release());
    expect(handlers.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ sessionId: 'jti-2' }));
  });

  test('a passport has one side: its data page, then the face', async () => {
    const calls = service(
      {
        start: jest.fn(async () => ({
          ok: true as const,
          value: { ...OPEN, document_type: 'passport' as const, document_sides: 1 as const },
        })),
      },
      {
        document: [{ ok: true, next: 'face' }],
      },
    );
    open(calls);
    pick(await screen.findByLabelText('Photo of your passport data page').then(() => 'Photo of your passport data page'));
    await screen.findByLabelText('Take a selfie or choose a photo');
  });

  test('three face attempts: the attempts left are shown, the third failure ends the scan and is reported', async () => {
    const calls = service(
      {},
      {
        face: [
          { ok: false, code: 'FACE_NO_MATCH', final: false, attemptsLeft: 2 },
          { ok: false, code: 'FACE_LIVENESS_FAILED', final: false, attemptsLeft: 1 },
          { ok: false, code: 'FACE_NO_MATCH', final: true, attemptsLeft: 0 },
        ],
      },
    );
    const handlers = open(calls);
    await toFace(calls);
    pick('Take a selfie or choose a photo');
    expect((await screen.findByRole('alert')).textContent).toBe('Your face does not match the photo on your document.');
    expect(screen.getByText('Attempts left: 2')).toBeTruthy();
    pick('Take a selfie or choose a photo');
    await screen.findByText('We could not confirm that the photo was taken live. Please take a new selfie.');
    expect(screen.getByText('Attempts left: 1')).toBeTruthy();
    pick('Take a selfie or choose a photo');
    await screen.findByText('You can upload your ID documents instead.');
    expect(screen.queryByLabelText('Take a selfie or choose a photo')).toBeNull();
    expect(calls.reportFailure).toHaveBeenCalledWith('FACE_NO_MATCH');
    expect(handlers.onFailure).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(handlers.onFailure).toHaveBeenCalledWith('FACE_NO_MATCH');
    expect(handlers.onClose).not.toHaveBeenCalled();
  });

  test.each([
    ['SCAN_DOCUMENT_NOT_RECOGNIZED', 'We could not recognise your document. Please make sure it is a valid ID card or passport.'],
    ['SCAN_DOCUMENT_EXPIRED', 'Document is expired, Please make sure to use a valid document'],
    ['SCAN_DOCUMENT_FRONT_BACK_MISMATCH', 'The front and the back do not belong to the same document.'],
    ['UNEXPECTED_ERROR', 'Something went wrong, Please try again.'],
  ] as const)('%s ends the scan with its text, reported to the bridge', async (code, text) => {
    const calls = service({}, { document: [{ ok: false, code, final: true }] });
    const handlers = open(calls);
    pick(await screen.findByLabelText('Photo of the front of your ID card').then(() => 'Photo of the front of your ID card'));
    expect((await screen.findByRole('alert')).textContent).toBe(`${text}You can upload your ID documents instead.`);
    expect(calls.reportFailure).toHaveBeenCalledWith(code);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(handlers.onFailure).toHaveBeenCalledWith(code);
  });

  test.each([
    ['en', 18, 'The minimum age required is 18 years.'],
    ['ar', 16, 'الحد الأدنى للعمر المطلوب هو 16 عامًا.'],
  ] as const)('the age failure names the minimum age (%s)', async (lang, age, text) => {
    const calls = service({}, { document: [{ ok: false, code: 'SCAN_DOCUMENT_AGE_VERIFICATION_FAILED', final: true, minimumAge: age }] });
    open(calls, lang);
    const front = lang === 'en' ? 'Photo of the front of your ID card' : 'صورة الوجه الأمامي لبطاقتك الشخصية';
    pick(await screen.findByLabelText(front).then(() => front));
    expect((await screen.findByRole('alert')).firstElementChild?.textContent).toBe(text);
  });

  test('a file above 5 MB is refused at once (PAYLOAD_TOO_LARGE), and a smaller one goes on', async () => {
    const calls = service();
    open(calls);
    await screen.findByLabelText('Photo of the front of your ID card');
    pick('Photo of the front of your ID card', photo('big.jpg', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('The file must not exceed 5MB. Please choose a smaller photo.');
    expect(calls.document).not.toHaveBeenCalled();
    pick('Photo of the front of your ID card');
    await screen.findByLabelText('Photo of the back of your ID card');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a file the provider cannot read leaves the step open; the provider’s size refusal too', async () => {
    const calls = service(
      {},
      {
        document: [
          { ok: false, code: 'SCAN_DOCUMENT_NOT_RECOGNIZED', final: false },
          { ok: false, code: 'PAYLOAD_TOO_LARGE', final: false },
          { ok: true, next: 'back' },
        ],
      },
    );
    open(calls);
    pick(await screen.findByLabelText('Photo of the front of your ID card').then(() => 'Photo of the front of your ID card'));
    await screen.findByText('This file could not be read. Please choose a JPG, PNG or PDF photo of your document.');
    pick('Photo of the front of your ID card');
    await screen.findByText('The file must not exceed 5MB. Please choose a smaller photo.');
    pick('Photo of the front of your ID card');
    await screen.findByLabelText('Photo of the back of your ID card');
    expect(calls.reportFailure).not.toHaveBeenCalled();
  });

  test('UNAUTHORIZED: the expiry text, then the page reloads after 5000 ms; Escape does not close', async () => {
    jest.useFakeTimers();
    try {
      const calls = service({}, { face: [{ ok: false, code: 'UNAUTHORIZED', final: true }] });
      const handlers = open(calls, 'ar');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      pick('صورة الوجه الأمامي لبطاقتك الشخصية');
      await act(async () => jest.advanceTimersByTimeAsync(0));
      pick('صورة الوجه الخلفي لبطاقتك الشخصية');
      await act(async () => jest.advanceTimersByTimeAsync(0));
      pick('التقط صورة ذاتية أو اختر صورة');
      await act(async () => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('alert').textContent).toBe('انتهت جلسة التحقق من هويتك بسبب عدم النشاط. سيتم تحديث الصفحة تلقائيًا...');
      expect(screen.getByRole('dialog').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      act(() => jest.advanceTimersByTime(4999));
      expect(handlers.reload).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(handlers.reload).toHaveBeenCalledTimes(1);
      expect([handlers.onClose.mock.calls.length, handlers.onFailure.mock.calls.length, calls.reportFailure.mock.calls.length]).toEqual([
        0, 0, 0,
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  test('leaving is not a failure: Cancel and Escape close without a report', async () => {
    const calls = service();
    const handlers = open(calls);
    await screen.findByLabelText('Photo of the front of your ID card');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(handlers.onClose).toHaveBeenCalledTimes(2);
    expect(handlers.onFailure).not.toHaveBeenCalled();
    expect(calls.reportFailure).not.toHaveBeenCalled();
  });

  test('no scan needed: the bridge says so and the page is told why', async () => {
    const calls = service({
      start: jest.fn(async () => ({ ok: true as const, value: { ekyc_required: false as const, reason: 'existing_customer' as const } })),
    });
    const handlers = open(calls);
    await waitFor(() => expect(handlers.onSkip).toHaveBeenCalledWith('existing_customer'));
  });

  test('a start that failed can be tried again', async () => {
    const start = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, code: 'failure', fields: {} })
      .mockResolvedValueOnce({ ok: true, value: OPEN });
    open(service({ start }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByLabelText('Photo of the front of your ID card');
  });

  test('keyboard: the dialog takes the focus and the file field is a real, focusable input', async () => {
    open(service());
    const front = await screen.findByLabelText('Photo of the front of your ID card');
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    front.focus();
    expect(document.activeElement).toBe(front);
  });

  test('its rules hold no colour or size literal and no physical property', () => {
    expect(brokenRules(SCANNER_CSS)).toEqual([]);
  });
});
