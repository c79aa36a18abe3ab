// 000 §2.2 a gift card's page. The bridge prints it inside this element (contract §8.4): its amount
// radio and its 'Add to cart' button (data-add-card). The widget adds the card in the amount
// checked (contract §8.7, src/shop/add-to-cart.tsx).
import { usePage } from '../../src/hooks/use-page';
import { LightDom } from '../../src/shop/light-dom';
import { addItem, useAddToCart } from '../../src/shop/add-to-cart';

export function GiftCardScreen() {
  const { env } = usePage();
  const { add, overlays } = useAddToCart();
  const enhance = (page: Element) => {
    const onClick = (event: Event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-add-card]');
      if (!button) return;
      const amount = page.querySelector<HTMLInputElement>('[name=whl-amount]:checked')?.value ?? '';
      add(addItem(env.client, { kind: 'gift-card', card: button.dataset.addCard!, amount }), button);
    };
    page.addEventListener('click', onClick);
    return () => page.removeEventListener('click', onClick);
  };
  return <LightDom enhance={enhance}>{overlays}</LightDom>;
}
