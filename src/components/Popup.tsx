import { useLayoutEffect, useRef, type ReactNode, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useUniqueId } from './use-unique-id';
import { openPopup } from './popup-layer';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

export interface PopupProps {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  /** Escape closes through this; null keeps the popup open (000 §4.3 'number expired' ignores Escape) */
  onEscape: (() => void) | null;
  /** where the focus goes on close when not back where it was (the control that opened it was disabled meanwhile) */
  returnFocus?: (root: ParentNode) => HTMLElement | null | undefined;
  /** the page's session-expiry popup (000 §4.3): a popup opened while it is up opens under it */
  topmost?: boolean;
}

/**
 * A native modal <dialog> (showModal): the page behind is inert, the backdrop is its ::backdrop, and
 * the focus comes back where it was on close. React alone opens and closes it: a close request
 * (Escape, a back gesture) only calls onEscape. docs/decisions/151-popups-are-native-modal-dialogs.md
 */
export function Popup({ title, children, actions, onEscape, returnFocus, topmost = false }: PopupProps) {
  const titleId = useUniqueId();
  const dialog = useRef<HTMLDialogElement>(null);
  const focusOnClose = useRef(returnFocus);
  focusOnClose.current = returnFocus;

  // a layout effect: its cleanup closes the dialog while it is still in the document
  useLayoutEffect(() => {
    const node = dialog.current!;
    const root = node.getRootNode() as ParentNode; // its widget's shadow root: still there when it closes
    const close = openPopup(node, topmost);
    node.querySelector<HTMLElement>(FOCUSABLE)?.focus(); // the first control, whichever the browser chose
    return () => {
      close();
      focusOnClose.current?.(root)?.focus();
    };
  }, [topmost]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // the popup's own key (not the page's, e.g. a menu's); never the browser's own close: after a
      // refused close request Chromium lets the next Escape close the dialog behind React's back
      event.stopPropagation();
      event.preventDefault();
      onEscape?.();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    // Tab wraps inside: the browser would move it from the last control out to its own UI first
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const active = (dialog.current.getRootNode() as ShadowRoot).activeElement;
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // any other close request (a back gesture): refused, then onEscape decides
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onEscape?.();
  };

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      className="dialog"
      part="popup"
      closedby={onEscape ? 'closerequest' : 'none'}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="actions">{actions}</div>
    </dialog>
  );
}
