// The eKYC scanner's logic (000 §4.6, §5.3, §5.5, §8 "Identity scan results"; contract §4.13): the
// bridge opens the verification, the document (front, and back when it has one) and then the face go
// to the provider with the whlidvToken (the face up to 3 attempts), the result token goes back to the
// bridge. A final failure is reported to the bridge (the session records 'failed'); UNAUTHORIZED
// shows its message and reloads the page after 5000 ms; closing reports nothing (exiting is not a
// failure). The scanner is its own lazy chunk, so its calls live here rather than in the page's store.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  redeemVerification,
  reportVerificationFailure,
  sendDocument,
  sendFace,
  startVerification,
  type DocumentRequest,
  type OpenVerification,
  type ProviderAnswer,
  type ScanFailure,
  type ScanResult,
  type ScannedIdentity,
  type StartVerificationRequest,
  type VerificationResult,
  type VerificationStart,
} from '../../../src/api/identity-verification';
import { currentShopStore, type PageEnv } from '../../../src/store';
import type { Result } from '../../../src/api/result';
import type { Lang } from '../../../src/domain/lang';

/** 000 §9: reload after a verification session expiry. */
export const RELOAD_AFTER_MS = 5000;

/** What the scanner calls: the bridge's two sub_actions and the provider's two calls. */
export interface ScanService {
  start(request: StartVerificationRequest): Promise<Result<VerificationStart>>;
  document(start: OpenVerification, request: DocumentRequest): Promise<ProviderAnswer>;
  face(start: OpenVerification, request: Omit<DocumentRequest, 'side' | 'testDocument'>): Promise<ProviderAnswer>;
  redeem(resultToken: string): Promise<Result<VerificationResult>>;
  reportFailure(code: ScanFailure): Promise<Result<unknown>>;
}

export function scanService(client: PageEnv['client']): ScanService {
  return {
    start: (request) => startVerification(client, request),
    document: (start, request) => sendDocument(start, request),
    face: (start, request) => sendFace(start, request),
    redeem: (token) => redeemVerification(client, token),
    reportFailure: (code) => reportVerificationFailure(client, code),
  };
}

export interface ScanSuccess {
  /** the result token's jti: {idv}_session_id (000 §4.6, §7.4) */
  sessionId: string;
  /** the scanned identity as personal_details keys, for the step to prefill */
  identity: ScannedIdentity;
  documentType: string;
}

/** Why a message shows: a §8 result, or a file the browser already knows is unfit. */
export interface ScanNotice {
  code: ScanResult;
  /** the scan is over */
  final: boolean;
  minimumAge?: number;
}

export type ScanPhase = 'starting' | 'start-failed' | 'document' | 'face' | 'finishing' | 'failed' | 'expired';

export interface ScannerState {
  phase: ScanPhase;
  start: OpenVerification | null;
  side: 'front' | 'back';
  attemptsLeft: number;
  busy: boolean;
  notice: ScanNotice | null;
  testDocument: string;
}

type Action =
  | { type: 'starting' }
  | { type: 'start-failed' }
  | { type: 'started'; start: OpenVerification }
  | { type: 'busy' }
  | { type: 'next'; next: 'back' | 'face' | 'done' }
  | { type: 'notice'; notice: ScanNotice; attemptsLeft?: number | undefined }
  | { type: 'expired' }
  | { type: 'test-document'; value: string };

const INITIAL: ScannerState = {
  phase: 'starting',
  start: null,
  side: 'front',
  attemptsLeft: 0,
  busy: false,
  notice: null,
  testDocument: '',
};

function reduce(state: ScannerState, action: Action): ScannerState {
  switch (action.type) {
    case 'starting':
      return INITIAL;
    case 'start-failed':
      return { ...state, phase: 'start-failed' };
    case 'started':
      return {
        ...INITIAL,
        phase: 'document',
        start: action.start,
        attemptsLeft: action.start.face_attempts,
        testDocument: action.start.test_documents[0] ?? '',
      };
    case 'busy':
      return { ...state, busy: true, notice: null };
    case 'next':
      if (action.next === 'back') return { ...state, busy: false, side: 'back' };
      if (action.next === 'face') return { ...state, busy: false, phase: 'face' };
      return { ...state, busy: true, phase: 'finishing' };
    case 'notice':
      return {
        ...state,
        busy: false,
        notice: action.notice,
        phase: action.notice.final ? 'failed' : state.phase,
        attemptsLeft: action.attemptsLeft ?? state.attemptsLeft,
      };
    case 'expired':
      return { ...state, busy: false, phase: 'expired', notice: { code: 'UNAUTHORIZED', final: true } };
    case 'test-document':
      return { ...state, testDocument: action.value };
  }
}

export interface ScannerOptions {
  /** the calls (tests); the page's bridge client and the provider by default */
  service?: ScanService | undefined;
  lang: Lang;
  idType?: string | undefined;
  nationality?: string | undefined;
  onSuccess(result: ScanSuccess): void;
  onFailure(code: ScanFailure): void;
  onSkip?: ((reason: 'existing_customer' | 'submit_token') => void) | undefined;
  onClose(): void;
  /** the page reload after UNAUTHORIZED (000 §4.6); location.reload by default */
  reload?: (() => void) | undefined;
  reloadAfterMs?: number | undefined;
}

export interface ScannerTalon {
  state: ScannerState;
  chooseFile(file: File): void;
  chooseTestDocument(value: string): void;
  retryStart(): void;
  /** Cancel, Escape, Continue: the shopper leaves; after a final failure, that failure's code goes to onFailure */
  leave(): void;
}

export function useScanner(options: ScannerOptions): ScannerTalon {
  const [state, dispatch] = useReducer(reduce, INITIAL);
  // the calls, chosen once: the given ones, or the page's bridge client's
  const chosen = useRef(options.service ?? null);
  chosen.current ??= scanService(currentShopStore().getState().env.client);
  const service = chosen.current;
  // the latest options and state for the handlers, which outlive renders while a call runs
  const latest = useRef({ options, service, state });
  latest.current = { options, service, state };
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);

  const start = useCallback(async () => {
    dispatch({ type: 'starting' });
    const { lang, idType, nationality, onSkip } = latest.current.options;
    const answer = await latest.current.service.start({ lang, idType, nationality });
    if (!alive.current) return;
    if (!answer.ok) return dispatch({ type: 'start-failed' });
    if (!answer.value.ekyc_required) return onSkip ? onSkip(answer.value.reason) : latest.current.options.onClose();
    dispatch({ type: 'started', start: answer.value });
  }, []);

  useEffect(() => {
    alive.current = true;
    void start();
    return () => {
      alive.current = false;
      clearTimeout(reloadTimer.current);
    };
  }, [start]);

  const expire = useCallback(() => {
    dispatch({ type: 'expired' });
    const { reload, reloadAfterMs } = latest.current.options;
    reloadTimer.current = setTimeout(reload ?? (() => window.location.reload()), reloadAfterMs ?? RELOAD_AFTER_MS);
  }, []);

  const fail = useCallback((code: ScanFailure, minimumAge?: number, attemptsLeft?: number) => {
    dispatch({ type: 'notice', notice: { code, final: true, ...(minimumAge ? { minimumAge } : {}) }, attemptsLeft });
    void latest.current.service.reportFailure(code); // the session records 'failed'; a lost report only asks the step for more
  }, []);

  const finish = useCallback(
    async (resultToken: string) => {
      const redeemed = await latest.current.service.redeem(resultToken);
      if (!alive.current) return;
      if (!redeemed.ok) return fail('UNEXPECTED_ERROR');
      const { whlidv_session_id, identity, document_type } = redeemed.value;
      latest.current.options.onSuccess({ sessionId: whlidv_session_id, identity, documentType: document_type });
    },
    [fail],
  );

  const chooseFile = useCallback(
    (file: File) => {
      const { state: now, options: opts, service: calls } = latest.current;
      const open = now.start;
      if (!open || now.busy || (now.phase !== 'document' && now.phase !== 'face')) return;
      // 000 §5.5: 5 MB per file in the scan flow; told at once, without sending it
      if (file.size > open.max_file_bytes) {
        dispatch({ type: 'notice', notice: { code: 'PAYLOAD_TOO_LARGE', final: false } });
        return;
      }
      dispatch({ type: 'busy' });
      const request = { token: open.whlidvToken, file, fileName: file.name || 'photo.jpg', lang: opts.lang };
      const sent =
        now.phase === 'document'
          ? calls.document(open, { ...request, side: now.side, testDocument: now.side === 'front' ? now.testDocument : undefined })
          : calls.face(open, request);
      void sent.then((answer) => {
        if (!alive.current) return;
        if (answer.ok) {
          dispatch({ type: 'next', next: answer.next });
          if (answer.next === 'done') void finish(answer.resultToken ?? '');
          return;
        }
        if (answer.code === 'UNAUTHORIZED') return expire();
        if (answer.final && answer.code !== 'PAYLOAD_TOO_LARGE') return fail(answer.code, answer.minimumAge, answer.attemptsLeft);
        dispatch({ type: 'notice', notice: { code: answer.code, final: false }, attemptsLeft: answer.attemptsLeft });
      });
    },
    [expire, fail, finish],
  );

  const leave = useCallback(() => {
    const { state: now, options: opts } = latest.current;
    if (now.phase === 'expired' || now.phase === 'finishing') return; // the page reloads; the bridge is recording the result
    if (now.phase === 'failed' && now.notice && now.notice.code !== 'UNAUTHORIZED' && now.notice.code !== 'PAYLOAD_TOO_LARGE') {
      return opts.onFailure(now.notice.code);
    }
    opts.onClose();
  }, []);

  return {
    state,
    chooseFile,
    chooseTestDocument: useCallback((value: string) => dispatch({ type: 'test-document', value }), []),
    retryStart: useCallback(() => void start(), [start]),
    leave,
  };
}
