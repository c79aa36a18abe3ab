import { fireEvent, screen } from '@testing-library/react';
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
