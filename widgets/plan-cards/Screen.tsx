// 000 §2.3–§2.5 plan cards. The bridge prints them inside this element (light DOM, WordPress\Html\PlanCards;
// docs/decisions/122-server-rendered-listing.md): the cards with their allowances, their price with VAT
// (/month for postpaid), the buy and migration links and the credit description behind '?' (a native
// popover), in a section with its 'see all' link for layout=section, all working without this code.
// The widget adds what needs the shopper's state: the plan in the cart leads to my_cart. A page whose
// cards could not be read offers to reload it.
import { useRef } from 'react';
import { LightDom } from '../../src/shop/light-dom';
import { useMarkPlanInCart } from '../../src/shop/plan-in-cart';

export function PlanCardsScreen() {
  const mark = useRef<HTMLSpanElement>(null);
  useMarkPlanInCart(mark);
  return (
    <LightDom>
      <span ref={mark} hidden />
    </LightDom>
  );
}
