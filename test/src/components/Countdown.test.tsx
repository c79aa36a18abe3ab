import { screen } from '@testing-library/react';
import { Countdown } from '../../../src/components/Countdown';
import { MoneyText } from '../../../src/components/MoneyText';
import { Button } from '../../../src/components/Button';
import { renderScreen } from '../support/render';

describe('000 §4.3 countdown: mm:ss as a timer, red when asked', () => {
  test('shows minutes and seconds, left to right even in Arabic', () => {
    renderScreen(<Countdown seconds={899} red={false} />, 'ar');
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('14:59');
    expect(timer.getAttribute('dir')).toBe('ltr');
    expect(timer.className).not.toContain('red');
  });

  test('red under a minute', () => {
    renderScreen(<Countdown seconds={59} red />);
    expect(screen.getByRole('timer').className).toContain('red');
  });
});

describe('000 §9 MoneyText: formatted once at the edge, Latin digits in Arabic', () => {
  test.each([
    ['en', false, 5250, 'OMR 5.250'],
    ['en', true, 5000, 'OMR 5'],
    ['ar', false, 5250, '5.250 ر.ع.'],
    ['ar', true, 10500, '10.500 ر.ع.'],
  ] as const)('%s listing=%p %p baisa → %p', (lang, listing, baisa, text) => {
    const { container } = renderScreen(<MoneyText baisa={baisa} listing={listing} />, lang);
    expect(container.querySelector('[part=money]')?.textContent).toBe(text);
  });
});

describe('Buttons: busy means disabled and announced', () => {
  test('busy button is disabled with aria-busy', () => {
    renderScreen(<Button busy>Next</Button>);
    const button = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
