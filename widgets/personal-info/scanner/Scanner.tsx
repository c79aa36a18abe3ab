// The eKYC scanner (000 §2.9 "an eKYC scan (document and face)", §4.6, §8 "Identity scan results";
// contract §4.13), a dialog of its own chunk: the personal step loads it with
// lazy(() => import('./scanner/Scanner')) when the shopper starts the scan. Step 1 the document
// (front, and back when it has one) from a file or the camera, step 2 the face (up to 3 attempts),
// each checked as it is sent; every §8 result in the shopper's language. Keyboard: the dialog keeps
// the focus (Popup), the file fields are real inputs; after each step the focus moves to its heading.
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../src/components/Button';
import { Popup } from '../../../src/components/Popup';
import OVERLAY_CSS from '../../../src/components/overlay-styles.css';
import SPINNER_CSS from '../../../src/components/spinner-styles.css';
import type { ScanFailure } from '../../../src/api/identity-verification';
import { useScanner, type ScanNotice, type ScanService, type ScanSuccess } from './use-scanner';
import SCANNER_CSS from './styles.css';
import { PERSONAL_SHARED } from '../messages';
import { POPUP } from '../../../src/checkout/messages';
import { COMMON, failure } from '../../../src/i18n/messages';

export type { ScanSuccess, ScanService } from './use-scanner';
export type { ScanFailure } from '../../../src/api/identity-verification';

export interface ScannerProps {
  /** the order type the page is for (000 §3.2); the bridge reads the cart's own for the minimum age */
  orderType: string;
  /** 000 §3.10 the ID type chosen so far (the scan's document follows it, 000 §5.4) */
  idType?: string | undefined;
  /** the nationality chosen so far (ISO code) */
  nationality?: string | undefined;
  /** the scan succeeded and the bridge recorded it: ekyc success, the verification session id, the identity read */
  onSuccess(result: ScanSuccess): void;
  /** the scan failed (the bridge recorded 'failed'); the shopper read why and pressed Continue or Escape */
  onFailure(code: ScanFailure): void;
  /** the bridge needs no scan: an eligible existing customer, or a submit token (000 §4.6); onClose when absent */
  onSkip?: ((reason: 'existing_customer' | 'submit_token') => void) | undefined;
  /** the shopper left the scan (000 §4.6: not a failure) */
  onClose(): void;
  /** after UNAUTHORIZED, 5000 ms later: location.reload() unless given (tests) */
  reload?: (() => void) | undefined;
  /** the calls (tests); the page's bridge client and the provider by default */
  service?: ScanService | undefined;
}

const ACCEPT_DOCUMENT = 'image/*,application/pdf';
const ACCEPT_FACE = 'image/*';

export default function Scanner(props: ScannerProps) {
  const { t, i18n } = useLingui();
  const scanner = useScanner({
    service: props.service,
    lang: i18n.locale === 'ar' ? 'ar' : 'en',
    idType: props.idType,
    nationality: props.nationality,
    onSuccess: props.onSuccess,
    onFailure: props.onFailure,
    onSkip: props.onSkip,
    onClose: props.onClose,
    reload: props.reload,
  });
  const { state } = scanner;
  const heading = useRef<HTMLParagraphElement>(null);
  const step = state.phase === 'document' ? `${state.phase}-${state.side}` : state.phase;
  useEffect(() => {
    // a new step replaced what had the focus: its heading takes it (not on the first step, which the dialog focuses)
    if (step !== 'starting' && step !== 'document-front') heading.current?.focus();
  }, [step]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again (another face attempt)
    if (file) scanner.chooseFile(file);
  };

  const open = state.start;
  const passport = open?.document_type === 'passport';
  const stepText =
    state.phase === 'face' || state.phase === 'finishing'
      ? t({ message: 'Step 2 of 2: your face', comment: '000 §4.6 eKYC scanner: the face step' })
      : t({ message: 'Step 1 of 2: your document', comment: '000 §4.6 eKYC scanner: the document step' });
  const pickLabel =
    state.phase === 'face'
      ? t({ message: 'Take a selfie or choose a photo', comment: 'eKYC scanner: the face file field (camera or file)' })
      : passport
        ? t({ message: 'Photo of your passport data page', comment: 'eKYC scanner: the document file field, passport' })
        : state.side === 'back'
          ? t({ message: 'Photo of the back of your ID card', comment: 'eKYC scanner: the document file field, back side' })
          : t({ message: 'Photo of the front of your ID card', comment: 'eKYC scanner: the document file field, front side' });
  const hint =
    state.phase === 'face'
      ? t`Look straight at the camera, in good light, without glasses or a hat.`
      : t`Place the whole document on a plain surface and make sure every corner is visible. JPG, PNG or PDF, 5 MB at most.`;

  // the Sandbox's test documents (contract §4.13): which result the Sandbox scan gives
  const testDocuments: Readonly<Record<string, string>> = {
    valid: t({ message: 'Valid document', comment: 'eKYC Sandbox test document: the scan succeeds' }),
    face_retry: t({ message: 'Valid document, first selfie does not match', comment: 'eKYC Sandbox test document' }),
    not_recognized: t({ message: 'Unrecognised document', comment: 'eKYC Sandbox test document' }),
    expired: t({ message: 'Expired document', comment: 'eKYC Sandbox test document' }),
    front_back_mismatch: t({ message: 'Front and back of different documents', comment: 'eKYC Sandbox test document' }),
    age_15: t({ message: 'Holder aged 15', comment: 'eKYC Sandbox test document' }),
    age_17: t({ message: 'Holder aged 17', comment: 'eKYC Sandbox test document' }),
    face_not_live: t({ message: 'Selfie not live', comment: 'eKYC Sandbox test document' }),
    face_no_match: t({ message: 'Selfie does not match', comment: 'eKYC Sandbox test document' }),
    provider_error: t({ message: 'Provider error', comment: 'eKYC Sandbox test document' }),
    session_timeout: t({ message: 'Verification session times out', comment: 'eKYC Sandbox test document' }),
  };
  const attempts = state.attemptsLeft;
  const attemptsText = t({ message: `Attempts left: ${attempts}`, comment: '000 §5.3 face check: attempts left of 3' });

  // no way out while the bridge records the result (expired: the page reloads)
  const actions =
    state.phase === 'expired' || state.phase === 'finishing' ? (
      <></>
    ) : state.phase === 'failed' ? (
      <Button onClick={scanner.leave}>{t({ message: 'Continue', comment: 'eKYC scanner: leave after a failed scan' })}</Button>
    ) : state.phase === 'start-failed' ? (
      <>
        <Button variant="secondary" onClick={scanner.leave}>
          {t(POPUP.cancel)}
        </Button>
        <Button onClick={scanner.retryStart}>{t(COMMON.retry)}</Button>
      </>
    ) : (
      <Button variant="secondary" onClick={scanner.leave}>
        {t(POPUP.cancel)}
      </Button>
    );

  return (
    <>
      <style>{OVERLAY_CSS + SPINNER_CSS + SCANNER_CSS}</style>
      <Popup
        title={t(PERSONAL_SHARED.verifyIdentity)}
        onEscape={state.phase === 'expired' || state.phase === 'finishing' ? null : scanner.leave}
        actions={actions}
      >
        <div className="scan">
          {(state.phase === 'document' || state.phase === 'face' || state.phase === 'finishing') && (
            <ol className="scan-steps">
              <li aria-current={state.phase === 'document' ? 'step' : undefined} className={state.phase === 'document' ? 'now' : 'done'}>
                {t({ message: 'Document', comment: 'eKYC scanner progress: step 1' })}
              </li>
              <li aria-current={state.phase !== 'document' ? 'step' : undefined} className={state.phase !== 'document' ? 'now' : ''}>
                {t({ message: 'Face', comment: 'eKYC scanner progress: step 2' })}
              </li>
            </ol>
          )}
          <p ref={heading} tabIndex={-1} className="scan-heading">
            {state.phase === 'starting'
              ? t`Starting the verification…`
              : state.phase === 'start-failed'
                ? t(failure)
                : state.phase === 'failed' || state.phase === 'expired'
                  ? t({ message: 'The verification did not succeed', comment: 'eKYC scanner: heading of a failed scan' })
                  : stepText}
          </p>
          {state.phase === 'document' && state.side === 'front' && open && open.test_documents.length > 0 && (
            <label className="scan-field">
              <span>
                {t({ message: 'Test document (Sandbox)', comment: 'eKYC Sandbox scanner: picks the scan result (contract §4.13)' })}
              </span>
              <select value={state.testDocument} onChange={(event) => scanner.chooseTestDocument(event.target.value)} disabled={state.busy}>
                {open.test_documents.map((value) => (
                  <option key={value} value={value}>
                    {testDocuments[value] ?? value}
                  </option>
                ))}
              </select>
            </label>
          )}
          {(state.phase === 'document' || state.phase === 'face') && (
            <>
              <p className="muted">{hint}</p>
              <label className={`btn scan-pick${state.busy ? ' busy' : ''}`} part="button">
                {pickLabel}
                <input
                  className="sr"
                  type="file"
                  accept={state.phase === 'face' ? ACCEPT_FACE : ACCEPT_DOCUMENT}
                  capture={state.phase === 'face' ? 'user' : 'environment'}
                  disabled={state.busy}
                  onChange={onFile}
                />
              </label>
            </>
          )}
          {state.phase === 'face' && <p className="scan-attempts">{attemptsText}</p>}
          <p role="status" className="scan-progress">
            {(state.busy || state.phase === 'starting') && <span className="spin" aria-hidden="true" />}
            {state.phase === 'finishing'
              ? t`Finishing the verification…`
              : state.busy
                ? state.phase === 'face'
                  ? t`Checking your photo…`
                  : t`Checking your document…`
                : ''}
          </p>
          {state.notice && <Notice notice={state.notice} maxMb={open ? Math.round(open.max_file_bytes / 1048576) : 5} />}
        </div>
      </Popup>
    </>
  );
}

/** 000 §8 "Identity scan results", each in the shopper's language. */
function Notice({ notice, maxMb }: { notice: ScanNotice; maxMb: number }) {
  const { t } = useLingui();
  const text = (() => {
    switch (notice.code) {
      case 'UNAUTHORIZED':
        return t({
          message: 'Your ID verification session expired due to inactivity. The page will refresh automatically...',
          comment: '000 §8 UNAUTHORIZED (wording as specified); the page reloads after 5 s',
        });
      case 'PAYLOAD_TOO_LARGE':
        return t({ message: `The file must not exceed ${maxMb}MB. Please choose a smaller photo.`, comment: '000 §8 PAYLOAD_TOO_LARGE' });
      case 'SCAN_DOCUMENT_NOT_RECOGNIZED':
        return notice.final
          ? t`We could not recognise your document. Please make sure it is a valid ID card or passport.`
          : t`This file could not be read. Please choose a JPG, PNG or PDF photo of your document.`;
      case 'SCAN_DOCUMENT_EXPIRED':
        return t(PERSONAL_SHARED.documentExpired);
      case 'SCAN_DOCUMENT_FRONT_BACK_MISMATCH':
        return t`The front and the back do not belong to the same document.`;
      case 'SCAN_DOCUMENT_AGE_VERIFICATION_FAILED': {
        const age = notice.minimumAge ?? 18;
        return t({ message: `The minimum age required is ${age} years.`, comment: '000 §8 age verification failed: {age} is 16 or 18' });
      }
      case 'FACE_LIVENESS_FAILED':
        return t`We could not confirm that the photo was taken live. Please take a new selfie.`;
      case 'FACE_NO_MATCH':
        return t`Your face does not match the photo on your document.`;
      case 'UNEXPECTED_ERROR':
        return t(failure);
    }
  })();
  return (
    <div role="alert" className="notice danger scan-notice">
      <p>{text}</p>
      {notice.final && notice.code !== 'UNAUTHORIZED' && (
        <p>
          {t({ message: 'You can upload your ID documents instead.', comment: 'eKYC failed: the manual documents are asked (000 §4.6)' })}
        </p>
      )}
    </div>
  );
}
