// 000 §2.6 a device's page. The bridge prints it inside this element (contract §8.3): its variant
// radio shows the variant's picture, price and instalments by CSS. The widget adds the chosen
// variant to the cart (contract §8.6, src/shop/add-to-cart.tsx), paid in full or over the months
// checked in its offer; a variant sold out since the page was printed is said on the page.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { usePage } from '../../src/hooks/use-page';
import { LightDom } from '../../src/shop/light-dom';
import { addItem, useAddToCart, type SHOP_CODES } from '../../src/shop/add-to-cart';
import { choiceOf } from './choice';

/** contract §8.6: the variant sold out since the page was printed. */
const REFUSALS: Partial<Record<(typeof SHOP_CODES)[number], MessageDescriptor>> = {
  out_of_stock: msg({
    message: 'This choice has just sold out. Please choose another colour or storage.',
    comment: '000 §2.6 add to cart: out_of_stock',
  }),
};

export function DeviceDetailsScreen() {
  const { env } = usePage();
  const { add, overlays } = useAddToCart(REFUSALS);
  const enhance = (page: Element) => {
    const onClick = (event: Event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-add]');
      if (!button) return;
      const choice = choiceOf(button);
      add(addItem(env.client, choice), button);
    };
    page.addEventListener('click', onClick);
    return () => page.removeEventListener('click', onClick);
  };
  return <LightDom enhance={enhance}>{overlays}</LightDom>;
}
