import { useEffect, useRef, type ReactNode, type KeyboardEvent } from 'react';
import { useUniqueId } from './use-unique-id';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

export interface PopupProps {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  /** Escape closes through this; null keeps the popup open (000 §4.3 'number expired' ignores Escape) */
  onEscape: (() => void) | null;
}

/** Modal dialog: focus moves in, Tab cycles inside, focus returns where it was on close. */
export function Popup({ title, children, actions, onEscape }: PopupProps) {
  const titleId = useUniqueId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = dialog.current;
    const root = node?.getRootNode() as Document | ShadowRoot | undefined;
    const before = root?.activeElement as HTMLElement | null | undefined;
    (node?.querySelector<HTMLElement>(FOCUSABLE) ?? node)?.focus();
    return () => before?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape?.();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
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

  return (
    <div className="scrim" part="popup-backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="dialog"
        part="popup"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="actions">{actions}</div>
      </div>
    </div>
  );
}
