// 000 §2.4, §2.5: a plan already in the cart leads to my_cart. The bridge prints each plan's term
// (`.whl-plan__term[data-sku]`, WordPress\Html\PlanCards and WordPress\Html\PostpaidCards) with both its buy button and
// its 'In your cart' link; the widget marks the term whose product is the cart's plan, and its CSS
// shows the link. The pages are public and cacheable, so only the shopper's store knows the cart.
import { useLayoutEffect, type RefObject } from 'react';
import { useShop } from '../store';
import { hostOf } from '../shell/host';

/** Marks, in the element that holds `inside` (a node of its shadow root), the term of the plan in the cart. */
export function useMarkPlanInCart(inside: RefObject<Element | null>): void {
  const selectedSku = useShop((s) => (s.cartCount ? s.selectedPlanSku : ''));
  useLayoutEffect(() => {
    for (const term of hostOf(inside.current)?.querySelectorAll<HTMLElement>('.whl-plan__term[data-sku]') ?? [])
      term.toggleAttribute('data-in-cart', term.dataset.sku === selectedSku);
  }, [inside, selectedSku]);
}
