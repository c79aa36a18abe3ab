import { screen } from '@testing-library/react';
import { LangSwitchScreen } from '../../widgets/lang-switch/Screen';
import { fakeBridge } from '../src/support/fake-bridge';
import { testStore } from '../src/support/store';
import { renderScreen } from '../src/support/render';
import { configFor } from '../src/support/fixtures';

describe('000 §2.1 language switcher', () => {
  test('English page: the Arabic store is the current URL with lang=ar', () => {
    testStore({ client: fakeBridge({}).client, url: 'https://shop.example/prepaid-recommended-numbers/?plan=hala-5' });
    renderScreen(<LangSwitchScreen />, 'en');
    const link = screen.getByRole('link', { name: 'العربية' });
    expect(link.getAttribute('href')).toBe('https://shop.example/prepaid-recommended-numbers/?plan=hala-5&lang=ar');
    expect(link.getAttribute('lang')).toBe('ar');
    expect(link.getAttribute('hreflang')).toBe('ar');
  });

  test('Arabic page: the English store is the current URL without lang', () => {
    testStore({ client: fakeBridge({}).client, config: configFor('ar'), url: 'https://shop.example/my_cart/?lang=ar&x=1' });
    renderScreen(<LangSwitchScreen />, 'ar');
    const link = screen.getByRole('link', { name: 'English' });
    expect(link.getAttribute('href')).toBe('https://shop.example/my_cart/?x=1');
    expect(link.getAttribute('lang')).toBe('en');
  });
});
