// jsdom lacks TextEncoder, which browsers have and ky reads when its module loads (the store
// imports the ky client): take Node's.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});

// jsdom 26 has <dialog> and the popover attribute but none of their methods: the browser's steps the
// popups and toasts rely on (src/components/Popup.tsx, Toast.tsx), as far as a test can see them —
// the open attribute, the focus moved in (an autofocus control, else the first focusable one) and
// given back on close. Not modelled: the top layer, inertness, ::backdrop (the browser tests see them).
const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]';
const returnTo = new WeakMap<HTMLDialogElement, Element | null>();
const focused = (): Element | null => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};
function open(dialog: HTMLDialogElement, modal: boolean): void {
  if (dialog.open) return;
  if (!dialog.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
  returnTo.set(dialog, focused());
  dialog.setAttribute('open', '');
  if (modal) dialog.setAttribute('data-jsdom-modal', '');
  (dialog.querySelector<HTMLElement>('[autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
}
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      open(this, false);
    },
    showModal(this: HTMLDialogElement) {
      open(this, true);
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      this.removeAttribute('data-jsdom-modal');
      (returnTo.get(this) as HTMLElement | null)?.focus?.();
      this.dispatchEvent(new Event('close'));
    },
  });
}
if (typeof HTMLElement !== 'undefined' && !HTMLElement.prototype.showPopover) {
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      this.setAttribute('data-jsdom-popover-open', '');
    },
    hidePopover(this: HTMLElement) {
      this.removeAttribute('data-jsdom-popover-open');
    },
  });
}
