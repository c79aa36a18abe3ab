import { MoneyText } from '../../../src/components/MoneyText';
import { renderScreen } from '../support/render';

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
