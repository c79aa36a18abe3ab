// Talon of whl-plan-cards (000 §2.3–§2.5): loads the cards and turns them into what a card shows.
import { useEffect, useMemo } from 'react';
import { useShop } from '../store';
import { routeUrl, siteLink, type LinkContext } from '../domain/routes';
import { validityOf, type Validity } from '../domain/validity';
import { dataAllowance, voiceAllowance, type Allowance } from '../domain/allowance';
import { chargedMonthly, type Baisa } from '../domain/money';
import type { BridgeErrorCode } from '../domain/response-codes';
import type { PlanCardOutput } from '../schemas/catalogue';
import type { PlanFilter } from '../store/catalogue-slice';
import { usePage } from './use-page';

export interface PlanCardView {
  sku: string;
  name: string;
  category: string;
  highlights: string[];
  data: Allowance | null;
  voice: Allowance | null;
  validity: Validity;
  /** price with VAT, as the bridge computed it */
  price: Baisa;
  /** postpaid: the price is charged every month */
  monthly: boolean;
  /** 000 §2.4 / §2.5: a plan already in the cart leads to my_cart */
  inCart: boolean;
  href: string;
  /** 000 §2.3: the migration button's link (the activation link of the same sku), null without one */
  migrationHref: string | null;
  /** 000 §2.4: the '?' popup's text, '' without one */
  credit: string;
}

export function toPlanCardView(plan: PlanCardOutput, links: LinkContext, inCart: boolean): PlanCardView {
  return {
    sku: plan.product_sku,
    name: plan.plan_name,
    category: plan.category,
    highlights: plan.highlights,
    data: dataAllowance(plan.data_quota, plan.data_units),
    voice: voiceAllowance(plan.voice_quota, plan.voice_units),
    validity: validityOf(plan.validity),
    price: plan.price_incl_vat,
    monthly: chargedMonthly(plan.service_type),
    inCart,
    href: inCart ? routeUrl(links, 'my_cart') : siteLink(links, plan.activation_url),
    migrationHref: plan.migration_url ? siteLink(links, plan.migration_url) : null,
    credit: plan.credit_description,
  };
}

export interface PlanCardsTalon {
  status: 'loading' | 'ready' | 'error';
  plans: PlanCardView[];
  error: BridgeErrorCode | null;
  retry(): void;
}

/** The plans of `filter` (a service type or all), of one family only when `family` is given (a campaign page). */
export function usePlanCards(filter: PlanFilter, family?: string | null): PlanCardsTalon {
  const { links } = usePage();
  const remote = useShop((s) => s.plans[filter]);
  const loadPlans = useShop((s) => s.loadPlans);
  const bootstrap = useShop((s) => s.bootstrap);
  const selectedSku = useShop((s) => s.selectedPlanSku);
  const cartCount = useShop((s) => s.cartCount);

  useEffect(() => {
    void loadPlans(filter);
    void bootstrap();
  }, [filter, loadPlans, bootstrap]);

  const plans = useMemo(
    () =>
      remote?.status === 'ready'
        ? remote.data
            .filter((plan) => !family || plan.family === family)
            .map((plan) =>
              // the plans route is public and cacheable, so `selected` may not know this session:
              // the session's own selected plan counts too, unless the bridge says the cart is empty
              toPlanCardView(plan, links, plan.selected || (plan.product_sku === selectedSku && cartCount !== 0)),
            )
        : [],
    [remote, family, links, selectedSku, cartCount],
  );

  return {
    status: remote?.status === 'ready' || remote?.status === 'error' ? remote.status : 'loading',
    plans,
    error: remote?.status === 'error' ? remote.error : null,
    retry: () => void loadPlans(filter),
  };
}
