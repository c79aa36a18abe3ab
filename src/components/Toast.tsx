import { useEffect, useRef } from 'react';

export const TOAST_MS = 5000;

export type ToastTone = 'error' | 'warning' | 'success' | 'info';

/** 000 §8 / §9: toasts (error, success, warning) hide after 5000 ms; an error is an alert, the others a status. */
export function Toast({ message, tone = 'error', onDone }: { message: string; tone?: ToastTone; onDone: () => void }) {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const timer = setTimeout(() => done.current(), TOAST_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`toast ${tone}`} part="toast">
      {message}
    </div>
  );
}
