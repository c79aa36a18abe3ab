import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { isSessionExpired } from '../api/session-expiry';
import { useTopPopup } from './popup-layer';

export const TOAST_MS = 5000;

export type ToastTone = 'error' | 'warning' | 'success' | 'info';

/**
 * 000 §8 / §9: toasts (error, success, warning) hide after 5000 ms; an error is an alert, the others a
 * status. While the session-expiry popup blocks the page (000 §4.3) no toast shows under it: the
 * widgets' own 'session expired' (or any later) toast would only repeat it. The toast is a popover in
 * the top layer, above the page; while a popup of its widget is open it is inside that popup, above
 * it: anything outside a modal dialog is inert, neither read aloud nor clickable.
 */
export function Toast({ message, tone = 'error', onDone }: { message: string; tone?: ToastTone; onDone: () => void }) {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const timer = setTimeout(() => done.current(), TOAST_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const [root, setRoot] = useState<Node | null>(null);
  const showOnTop = useCallback((node: HTMLDivElement | null) => {
    node?.showPopover();
    if (node) setRoot(node.getRootNode());
  }, []);
  const popup = useTopPopup();
  if (isSessionExpired()) return null;
  const toast = (
    <div ref={showOnTop} popover="manual" role={tone === 'error' ? 'alert' : 'status'} className={`toast ${tone}`} part="toast">
      {message}
    </div>
  );
  // a popup of another root (another widget's) would not have this widget's styles: the toast stays
  return popup && popup.getRootNode() === root ? createPortal(toast, popup) : toast;
}
