// 000 §2.5 the postpaid listing. The bridge prints it inside this element (light DOM, contract §8.1,
// docs/decisions/122-server-rendered-listing.md): family tabs that are links to the families' sections,
// the SIM type radio, the cards with their contract / no-contract radio and their panels as native
// popovers, all working without this code. The widget adds what needs the shopper's state: the term
// in the cart leads to my_cart, the chooser's links carry the chosen SIM type (type=), and in
// change-plan mode a card's button replaces the cart's plan. A page whose listing could not be read
// offers to reload it.
import { useRef } from 'react';
import { usePage } from '../../src/hooks/use-page';
import { addItem, useAddToCart } from '../../src/shop/add-to-cart';
import { LightDom } from '../../src/shop/light-dom';
import { useMarkPlanInCart } from '../../src/shop/plan-in-cart';
import { COMMON } from '../../src/i18n/messages';
import { routeUrl, safeRoute, type LinkContext } from '../../src/domain/routes';
import { PLAN_CHANGED_NOTICE } from '../../src/domain/checkout';
import type { PlanChangedOutput } from '../../src/schemas/add-to-cart';

/** 000 §8 change to the same plan (wording as specified). */
const REFUSALS = {
  same_plan: COMMON.samePlan,
};

/**
 * Contract §7.1: a change that dropped the details the checkout had recorded for the old plan leads to
 * the new plan's personal step, which says why (issue 31 finding 1); else to the cart.
 */
const afterChange = (links: LinkContext) => (value: unknown) =>
  (value as PlanChangedOutput).details_dropped
    ? safeRoute(() =>
        routeUrl(links, '{service_type}-personal-info', {
          serviceType: 'postpaid',
          query: { [PLAN_CHANGED_NOTICE.name]: PLAN_CHANGED_NOTICE.value },
        }),
      )
    : null;

/** The chooser's links with the SIM type the listing's radio holds (000 §2.5: type={value}). */
function typeLinks(listing: Element): void {
  const sim = listing.querySelector<HTMLInputElement>('[name=whl-sim]:checked')?.value;
  for (const link of listing.querySelectorAll<HTMLAnchorElement>('a[data-whl-link]')) {
    const url = new URL(link.href);
    if (sim) url.searchParams.set('type', sim);
    link.href = url.href;
  }
}

export function PostpaidPlansScreen() {
  const { env, links } = usePage();
  // a double click, or a second card, sends once (the shop's one add to cart, src/shop/add-to-cart.tsx)
  const { add, overlays } = useAddToCart(REFUSALS, afterChange(links));
  const mark = useRef<HTMLSpanElement>(null);

  useMarkPlanInCart(mark);

  const enhance = (listing: Element) => {
    typeLinks(listing);
    const onChange = (event: Event) => (event.target as HTMLInputElement).name === 'whl-sim' && typeLinks(listing);
    const onClick = (event: Event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-change]');
      if (!button) return;
      const sku = button.dataset.change!;
      // the call's code loads on the first choice: only a listing opened with ?method=change-plan sends it
      add(addItem(env.client, { kind: 'plan-change', sku }), button);
    };
    listing.addEventListener('change', onChange);
    listing.addEventListener('click', onClick);
    return () => {
      listing.removeEventListener('change', onChange);
      listing.removeEventListener('click', onClick);
    };
  };

  return (
    <LightDom enhance={enhance}>
      <span ref={mark} hidden />
      {overlays}
    </LightDom>
  );
}
