import { screen } from '@testing-library/react';
import { Countdown } from '../../../src/components/Countdown';
import { renderScreen } from '../support/render';

describe('000 §4.3 countdown: mm:ss as a timer, red when asked', () => {
  test('shows minutes and seconds, left to right even in Arabic', () => {
    renderScreen(<Countdown seconds={899} red={false} />, 'ar');
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('14:59');
    expect(timer.getAttribute('dir')).toBe('ltr');
    expect(timer.className).not.toContain('danger');
  });

  test('red under a minute', () => {
    renderScreen(<Countdown seconds={59} red />);
    expect(screen.getByRole('timer').className).toContain('danger');
  });
});
