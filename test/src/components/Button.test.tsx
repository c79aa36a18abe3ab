import { screen } from '@testing-library/react';
import { Button } from '../../../src/components/Button';
import { renderScreen } from '../support/render';

describe('000 §2.7 / §4.2 buttons: busy (a call in flight) means disabled and announced', () => {
  test('busy button is disabled with aria-busy', () => {
    renderScreen(<Button busy>Next</Button>);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
