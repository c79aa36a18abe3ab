import { useEffect, useRef } from 'react';
import { isSessionExpired } from '../api/session-expiry';

export const TOAST_MS = 5000;

export type ToastTone = 'error' | 'warning' | 'success' | 'info';

/**
 * 000 §8 / §9: toasts (error, success, warning) hide after 5000 ms; an error is an alert, the others a
 * status. While the session-expiry popup blocks the page (000 §4.3) no toast shows under it: the
 * widgets' own 'session expired' (or any later) toast would only repeat it.
 */
export function Toast({ message, tone = 'error', onDone }: { message: string; tone?: ToastTone; onDone: () => void }) {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const timer = setTimeout(() => done.current(), TOAST_MS);
    return () => clearTimeout(timer);
  }, [message]);
  if (isSessionExpired()) return null;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`toast ${tone}`} part="toast">
      {message}
    </div>
  );
}
