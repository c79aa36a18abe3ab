import { createEvent, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Popup } from '../../../src/components/Popup';
import { renderScreen } from '../support/render';

function Harness({ escapable }: { escapable: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      {open && (
        <Popup
          title="Replace the plan in your cart?"
          onEscape={escapable ? () => setOpen(false) : null}
          actions={
            <>
              <button onClick={() => setOpen(false)}>Cancel</button>
              <button>Replace plan</button>
            </>
          }
        >
          <p>Body</p>
        </Popup>
      )}
    </>
  );
}

describe('000 §4.2 / §4.3 popups: modal dialog, focus kept inside, Escape configurable', () => {
  test('labelled modal dialog; focus moves in and returns to the opener', () => {
    renderScreen(<Harness escapable />);
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Replace the plan in your cart?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByText('Cancel'));
    fireEvent.click(screen.getByText('Cancel'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  test('Tab and Shift+Tab cycle inside the dialog', () => {
    renderScreen(<Harness escapable />);
    fireEvent.click(screen.getByText('open'));
    const dialog = screen.getByRole('dialog');
    screen.getByText('Replace plan').focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByText('Cancel'));
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByText('Replace plan'));
  });

  test('Escape closes an escapable popup', () => {
    renderScreen(<Harness escapable />);
    fireEvent.click(screen.getByText('open'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('000 §4.3 the number-expired popup ignores Escape', () => {
    renderScreen(<Harness escapable={false} />);
    fireEvent.click(screen.getByText('open'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('000 §4.2 / §4.3 popups are native modal dialogs that React alone opens and closes', () => {
  afterEach(() => jest.restoreAllMocks());

  test('a <dialog> opened with showModal (the page behind inert) and closed with close() when it goes', () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const close = jest.spyOn(HTMLDialogElement.prototype, 'close');
    renderScreen(<Harness escapable />);
    fireEvent.click(screen.getByText('open'));
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('part')).toBe('popup');
    fireEvent.click(screen.getByText('Cancel'));
    expect(close.mock.contexts).toEqual([dialog]);
    expect(dialog.open).toBe(false);
  });

  test.each([true, false])('Escape is never the browser’s: its default is prevented (escapable %s)', (escapable) => {
    renderScreen(<Harness escapable={escapable} />);
    fireEvent.click(screen.getByText('open'));
    const escape = createEvent.keyDown(screen.getByText('Cancel'), { key: 'Escape' });
    fireEvent(screen.getByText('Cancel'), escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog') === null).toBe(escapable);
  });

  test('any other close request (cancel) is refused and handed to onEscape', () => {
    renderScreen(<Harness escapable />);
    fireEvent.click(screen.getByText('open'));
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('000 §4.3 the number-expired popup refuses close requests too: closedby none, cancel prevented', () => {
    renderScreen(<Harness escapable={false} />);
    fireEvent.click(screen.getByText('open'));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('closedby')).toBe('none');
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByRole<HTMLDialogElement>('dialog').open).toBe(true);
  });

  test('returnFocus: the focus goes there on close when the opener lost it', () => {
    function Disabling() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button id="next">Next</button>
          {open && (
            <Popup
              title="Number not reserved"
              onEscape={() => setOpen(false)}
              returnFocus={(root) => root.querySelector<HTMLElement>('#next')}
              actions={<button onClick={() => setOpen(false)}>OK</button>}
            />
          )}
        </>
      );
    }
    renderScreen(<Disabling />);
    expect(document.activeElement).toBe(screen.getByText('OK'));
    fireEvent.click(screen.getByText('OK'));
    expect(document.activeElement).toBe(screen.getByText('Next'));
  });

  test('000 §4.3 a popup opened while the session-expiry popup is up opens under it (show, not showModal)', () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const show = jest.spyOn(HTMLDialogElement.prototype, 'show');
    const view = renderScreen(<Popup title="Session expired" onEscape={null} topmost actions={<button>Start again</button>} />);
    const session = screen.getByRole('dialog', { name: 'Session expired' });
    view.rerender(
      <>
        <Popup title="Session expired" onEscape={null} topmost actions={<button>Start again</button>} />
        <Popup title="Remove from cart?" onEscape={null} actions={<button>Remove</button>} />
      </>,
    );
    const under = screen.getByRole('dialog', { name: 'Remove from cart?' });
    expect(showModal.mock.contexts).toEqual([session]);
    expect(show.mock.contexts).toEqual([under]);
  });
});
