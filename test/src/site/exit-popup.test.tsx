import { act, fireEvent, screen } from '@testing-library/react';
import { ExitPopup, QUIT_SECONDS, showExitPopup } from '../../../src/site/exit-popup';
import { renderScreen } from '../support/render';

describe('000 §2.1 cart exit popup', () => {
  afterEach(() => jest.useRealTimers());

  test('a dialog asking to confirm; Stay (first, focused) and Escape close it', () => {
    const onStay = jest.fn();
    renderScreen(<ExitPopup onStay={onStay} onQuit={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Leave your purchase?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const stay = screen.getByRole('button', { name: 'Stay' });
    expect(document.activeElement).toBe(stay);
    fireEvent.click(stay);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onStay).toHaveBeenCalledTimes(2);
  });

  test("000 §9 'quit purchase' goes after 3 s, counting the seconds aloud; a second press changes nothing", () => {
    jest.useFakeTimers();
    const onQuit = jest.fn();
    renderScreen(<ExitPopup onStay={jest.fn()} onQuit={onQuit} />);
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Quit purchase' }));
    expect(screen.getByRole('status').textContent).toBe('Leaving in 3 seconds…');
    act(() => void jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('Leaving in 2 seconds…');
    fireEvent.click(screen.getByRole('button', { name: 'Quit purchase' }));
    act(() => void jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('Leaving in 1 second…');
    expect(onQuit).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1000));
    expect(onQuit).toHaveBeenCalledTimes(1);
    expect(QUIT_SECONDS * 1000).toBe(3000);
  });

  test('in Arabic', () => {
    jest.useFakeTimers();
    renderScreen(<ExitPopup onStay={jest.fn()} onQuit={jest.fn()} />, 'ar');
    expect(screen.getByRole('dialog', { name: 'هل تريد مغادرة عملية الشراء؟' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إنهاء الشراء' }));
    expect(screen.getByRole('status').textContent).toBe('المغادرة خلال 3 ثوانٍ…');
    act(() => void jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('المغادرة خلال ثانيتين…');
    expect(screen.getByRole('button', { name: 'البقاء' })).toBeTruthy();
  });

  test('shown once per page in a shadow root of its own; Stay removes it and gives the focus back to the link', async () => {
    const link = document.createElement('a');
    link.href = 'https://shop.example/my_cart/';
    link.textContent = 'Cart';
    document.body.append(link);
    const go = jest.fn();
    await act(() => Promise.all([showExitPopup(link, 'en', go), showExitPopup(link, 'en', go)]));
    const hosts = document.querySelectorAll('[data-whl-exit-popup]');
    expect(hosts).toHaveLength(1);
    const shadow = hosts[0]!.shadowRoot!;
    expect(shadow.querySelector('dialog[open]')!.closest('[lang]')!.getAttribute('dir')).toBe('ltr');
    const stay = [...shadow.querySelectorAll('button')].find((button) => button.textContent === 'Stay')!;
    act(() => stay.click());
    expect(document.querySelector('[data-whl-exit-popup]')).toBeNull();
    expect(document.activeElement).toBe(link);
    expect(go).not.toHaveBeenCalled();
  });
});
