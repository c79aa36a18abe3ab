// Talon of whl-cart-badge (000 §2.1): the cart item count from current-nonce, kept in the store;
// and, on every page, the abandoned-cart restore's refusal (000 §4.4 abandoned_cart_popup).
import { useEffect } from 'react';
import { useShop } from '../../src/store';
import { baseUrl, routeUrl } from '../../src/domain/routes';
import { usePage } from '../../src/hooks/use-page';

export interface CartBadgeTalon {
  count: number | null;
  href: string;
  /** 000 §4.4: the page's restore link was refused: abandoned_cart_popup shows */
  restoreFailed: boolean;
  homeHref: string;
  dismissRestore: () => void;
}

export function useCartBadge(): CartBadgeTalon {
  const { links } = usePage();
  const count = useShop((s) => s.cartCount);
  const bootstrap = useShop((s) => s.bootstrap);
  const restoreFailed = useShop((s) => s.cartRestoreFailed);
  const dismissRestore = useShop((s) => s.dismissCartRestore);
  useEffect(() => void bootstrap(), [bootstrap]);
  return { count, href: routeUrl(links, 'my_cart'), restoreFailed, homeHref: baseUrl(links), dismissRestore };
}
