// Talon of whl-cart-badge (000 §2.1): the cart item count from current-nonce, kept in the store.
import { useEffect } from 'react';
import { useShop } from '../store';
import { routeUrl } from '../domain/routes';
import { usePage } from './use-page';

export function useCartBadge(): { count: number | null; href: string } {
  const { links } = usePage();
  const count = useShop((s) => s.cartCount);
  const bootstrap = useShop((s) => s.bootstrap);
  useEffect(() => void bootstrap(), [bootstrap]);
  return { count, href: routeUrl(links, 'my_cart') };
}
