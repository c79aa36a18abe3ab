import { act, screen } from '@testing-library/react';
import { Popup } from '../../../src/components/Popup';
import { Toast, TOAST_MS } from '../../../src/components/Toast';
import { renderScreen } from '../support/render';

describe('000 §8 / §9 toasts hide after 5000 ms', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('an error toast is an alert and asks to close after exactly 5 s', () => {
    const done = jest.fn();
    renderScreen(<Toast message="Couldn't proceed now, Unknown failure occured" onDone={done} />);
    expect(screen.getByRole('alert').textContent).toBe("Couldn't proceed now, Unknown failure occured");
    expect(TOAST_MS).toBe(5000);
    act(() => jest.advanceTimersByTime(4999));
    expect(done).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(done).toHaveBeenCalledTimes(1);
  });

  test('re-rendering with a new callback does not restart the 5 s', () => {
    const first = jest.fn();
    const second = jest.fn();
    const view = renderScreen(<Toast message="x" onDone={first} />);
    act(() => jest.advanceTimersByTime(3000));
    view.rerender(<Toast message="x" onDone={second} />);
    act(() => jest.advanceTimersByTime(2000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('000 §8 / §9 toasts are above the page and above an open popup', () => {
  afterEach(() => jest.restoreAllMocks());

  test('a manual popover shown in the top layer', () => {
    const showPopover = jest.spyOn(HTMLElement.prototype, 'showPopover');
    renderScreen(<Toast message="Number not available" onDone={jest.fn()} />);
    const toast = screen.getByRole('alert');
    expect(toast.getAttribute('popover')).toBe('manual');
    expect(showPopover.mock.contexts).toEqual([toast]);
  });

  test('while a popup is open the toast is inside it (the page outside a modal dialog is inert), and back after', () => {
    const showPopover = jest.spyOn(HTMLElement.prototype, 'showPopover');
    const toast = <Toast tone="success" message="Saved" onDone={jest.fn()} />;
    const popup = <Popup title="Remove from cart?" onEscape={null} actions={<button>Remove</button>} />;
    const view = renderScreen(toast);
    expect(screen.getByRole('status').closest('dialog')).toBeNull();
    view.rerender(
      <>
        {popup}
        {toast}
      </>,
    );
    const inside = screen.getByRole('status');
    expect(inside.closest('dialog')).toBe(screen.getByRole('dialog'));
    expect(showPopover.mock.contexts.at(-1)).toBe(inside); // shown after the dialog: above it
    view.rerender(toast);
    expect(screen.getByRole('status').closest('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });
});

describe('000 §4.3 session expiry: no toast under the session-expiry popup', () => {
  afterEach(() => sessionStorage.clear());

  test('while session_expiry_popup_disp is true a toast renders nothing (the popup says it), and shows again after', () => {
    sessionStorage.setItem('session_expiry_popup_disp', 'true');
    const view = renderScreen(<Toast message="Your session has expired. Please start again." onDone={jest.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    sessionStorage.removeItem('session_expiry_popup_disp');
    view.rerender(<Toast message="Something else" onDone={jest.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe('Something else');
  });
});
