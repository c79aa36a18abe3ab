// The page's open popups, the last on top as the browser stacks its top layer. Outside the top modal
// dialog the page is inert (neither read aloud nor clickable), so a toast shows inside it; and a popup
// opened while the page's session-expiry popup is up opens under it, not on top (000 §4.3).
import { useSyncExternalStore } from 'react';

interface Open {
  dialog: HTMLDialogElement;
  topmost: boolean;
}

const modals: Open[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Shows `dialog` (modal, unless a topmost popup is up: then beneath it); the function returned closes it. */
export function openPopup(dialog: HTMLDialogElement, topmost: boolean): () => void {
  if (!topmost && modals.some((open) => open.topmost)) {
    dialog.show();
    return () => dialog.close();
  }
  const open = { dialog, topmost };
  dialog.showModal();
  modals.push(open);
  changed();
  return () => {
    dialog.close(); // the browser gives the focus back to where it was when the dialog opened
    modals.splice(modals.indexOf(open), 1);
    changed();
  };
}

const top = () => modals[modals.length - 1]?.dialog ?? null;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The modal popup on top, or null. */
export function useTopPopup(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, top, top);
}
