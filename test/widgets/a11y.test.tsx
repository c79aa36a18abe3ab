import axe from 'axe-core';
import { fireEvent, screen } from '@testing-library/react';
import { NumberPickerScreen } from '../../widgets/number-picker/Screen';
import { CartScreen } from '../../widgets/cart/Screen';
import { CartBadgeScreen } from '../../widgets/cart-badge/Screen';
import { LangSwitchScreen } from '../../widgets/lang-switch/Screen';
import { fakeBridge } from '../src/support/fake-bridge';
import { testStore } from '../src/support/store';
import { renderScreen } from '../src/support/render';
import { cartSummary, configFor, currentNonce, failure, freeDevice, numbersList } from '../src/support/fixtures';

async function violations(container: Element) {
  // jsdom has no layout: contrast is checked in the browser journeys, everything else here
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const routes = {
  'current-nonce': { body: currentNonce('n', 2) },
  'plan-details-numbers-list': { body: numbersList() },
  'cart-page-summary_details': { body: cartSummary(899) },
  'wp_postpaid_prepaid_module/wp_plan_add_to_cart': failure('cart_not_empty', 409),
};

beforeEach(() => sessionStorage.clear());
// axe probes icon ligatures with a canvas, which jsdom lacks; without one it skips that check
beforeAll(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

describe.each(['en', 'ar'] as const)('ARCHITECTURE §2 accessible widgets (axe, %s)', (lang) => {
  beforeEach(() => {
    testStore({ client: fakeBridge(routes).client, config: configFor(lang), url: 'https://shop.example/x/?plan=hala-5' });
  });

  test('number picker, with the replace-plan popup open', async () => {
    const { container } = renderScreen(<NumberPickerScreen serviceType="prepaid" mode="search" />, lang);
    fireEvent.click((await screen.findAllByRole('radio'))[0]!);
    expect(await violations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: lang === 'ar' ? 'التالي' : 'Next' }));
    await screen.findByRole('dialog');
    expect(await violations(container)).toEqual([]);
  });

  test('number picker: a search error, more numbers, the back link, the free-device popup open (000 §2.7)', async () => {
    testStore({
      client: fakeBridge({
        ...routes,
        'plan-details-numbers-list': { body: numbersList(undefined, undefined, { free: true, paid: true }) },
        'wp_postpaid_prepaid_module/wp_FreeDeviceListing': {
          body: { responseCode: 'success', FreeDeviceListing: { FreeDeviceTemplate: '' }, devices: [freeDevice('DEV-A54', 'Galaxy A54')] },
        },
      }).client,
      config: configFor(lang),
      url: 'https://shop.example/prepaid-search-number/?plan=hala-5&offer=free-device',
    });
    const { container } = renderScreen(<NumberPickerScreen serviceType="prepaid" mode="search" />, lang);
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: lang === 'ar' ? 'بحث' : 'Search' }));
    await screen.findByRole('alert');
    expect(await violations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: lang === 'ar' ? 'اطّلع على الأجهزة المجانية' : 'See the free devices' }));
    await screen.findByRole('heading', { name: 'Galaxy A54' });
    expect(await violations(container)).toEqual([]);
  });

  test('cart, cart badge and language switch', async () => {
    const { container } = renderScreen(
      <>
        <CartBadgeScreen />
        <LangSwitchScreen />
        <CartScreen />
      </>,
      lang,
    );
    await screen.findByRole('timer');
    expect(await violations(container)).toEqual([]);
  });
});
