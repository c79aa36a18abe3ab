// Talon of whl-cart (000 §2.8, §4.3): the summary from the bridge, the reserved number with a
// countdown that follows the server's remaining time (contract §4.4), what happens on expiry,
// the checkout link behind the reservation guard, and clearing the cart (000 §4.2).
import { useEffect, useState } from 'react';
import { useShop } from '../../src/store';
import { usePurchase } from '../../src/store/purchase';
import { routeUrl, siteLink } from '../../src/domain/routes';
import {
  afterExpiry,
  EXPIRED_REDIRECT_MS,
  reservationClock,
  type ExpiryAction,
  type ReservationClock,
} from '../../src/domain/reservation-timer';
import { checkoutBlockedByExpiry, checkoutRouteFor } from '../../src/domain/checkout';
import { displayMsisdn } from '../../src/domain/msisdn';
import { withVat, type Baisa } from '../../src/domain/money';
import type { CartTotalsOutput } from '../../src/schemas/cart-summary';
import type { BridgeErrorCode } from '../../src/domain/response-codes';
import { usePage } from '../../src/hooks/use-page';
import { useNow } from '../../src/hooks/use-now';
import { numberSelectionUrl, useReservationGuard, type ReservationGuard } from '../../src/hooks/use-reservation-guard';
import { asServiceType, safeRoute } from '../../src/domain/routes';

export interface CartLineView {
  key: string;
  name: string;
  /** incl. VAT, as the plan's card and the number page show it (000 §9) */
  price: Baisa;
  /** a postpaid plan: the price is charged every month */
  monthly: boolean;
  /** 000 §2.2 a gift card: no VAT on its price */
  vatFree: boolean;
  number: { display: string; level: string; price: Baisa } | null;
  /** the cart's plan (000 §2.8 selected-plan popup opens from it) */
  plan: boolean;
}

/** Totals of one part of the cart: subtotal and VAT, and the total the shopper pays. */
export interface TotalsView {
  subtotal: Baisa;
  vat: Baisa;
  total: Baisa;
  vatPercent: number;
}

/** 000 §2.8 remove-from-cart popup: closed, asking for confirmation, or clearing. */
export type RemovalState = 'closed' | 'asking' | 'busy';

export interface CartTalon {
  status: 'loading' | 'ready' | 'empty' | 'error';
  error: BridgeErrorCode | null;
  retry(): void;
  lines: CartLineView[];
  /** what is paid now (the bridge's due_today, else every line) */
  dueToday: TotalsView | null;
  /** what a postpaid plan charges every month; null without one */
  monthly: TotalsView | null;
  /** expiry: what follows it (000 §4.3), 'redirect' after EXPIRED_REDIRECT_MS */
  reservation: { display: string; clock: ReservationClock; expiry: ExpiryAction } | null;
  /** null: checkout is not possible (expired reservation, unknown route) */
  checkoutHref: string | null;
  /** the checkout link's click: blocked (and the guard's popup shown) when the hold is gone */
  checkout(event: { preventDefault(): void }): void;
  changeNumberHref: string | null;
  browseHref: string;
  guard: ReservationGuard;
  removal: RemovalState;
  askRemoval(): void;
  cancelRemoval(): void;
  confirmRemoval(): void;
  /** a failed clear (5 s toast, 000 §8) */
  toast: BridgeErrorCode | null;
  dismissToast(): void;
  /** 000 §2.8, §8: the operator's message for a customer flagged for fraud (a 5 s warning toast); the footer is hidden */
  fraudToast: string | null;
  dismissFraudToast(): void;
  /** 000 §2.8, §8: no checkout button at all (a customer flagged for fraud) */
  footerHidden: boolean;
  /** 000 §8 'Too many lines': the maximum-connections popup (the configured maximum), until OK */
  maxConnections: number | null;
  dismissMaxConnections(): void;
  /** 000 §2.8 selected-plan popup: the plan the cart holds as the bridge sent it (the popup reads it), null: none */
  selectedPlan: unknown;
  planOpen: boolean;
  showPlan(): void;
  closePlan(): void;
  /** 000 §3.17, §4.5: the login could not add the guest items to the account's cart; the countdown hides while it holds */
  mergeFailure: boolean;
  dismissMergeFailure(): void;
}

const totalsView = (totals: CartTotalsOutput | null | undefined): TotalsView | null =>
  totals ? { subtotal: totals.subtotal, vat: totals.vat, total: totals.grand_total, vatPercent: totals.vat_percent } : null;

export function useCart(): CartTalon {
  const { env, links } = usePage();
  const cart = useShop((s) => s.cart);
  const loadCart = usePurchase((s) => s.loadCart);
  const clearCart = usePurchase((s) => s.clearCart);
  const blockedTime = useShop((s) => s.blockedTime);
  const limitSeconds = useShop((s) => s.limitSeconds);
  const storedServiceType = useShop((s) => s.productServiceType);
  const [removal, setRemoval] = useState<RemovalState>('closed');
  const [toast, setToast] = useState<BridgeErrorCode | null>(null);
  const [planOpen, setPlanOpen] = useState(false);
  // 000 §4.5: the login's merge may settle after this cart is drawn: the store holds the flag
  const mergeFailure = useShop((s) => s.cartMergeFailure);
  const dismissMergeFailure = useShop((s) => s.dismissMergeFailure);
  const bootstrap = useShop((s) => s.bootstrap);
  // each answer that flags the customer shows its toast once (a refetch from another tab shows it again)
  const [fraudSeen, setFraudSeen] = useState<unknown>(null);
  const [linesSeen, setLinesSeen] = useState<unknown>(null);

  useEffect(() => void loadCart(), [loadCart]);
  useEffect(() => void bootstrap(), [bootstrap]); // once per page, shared with the badge: it reads the merge flag

  const summary = cart.status === 'ready' || cart.status === 'loading' ? cart.data : undefined;
  const items = summary?.items ?? [];
  const numbered = items.find((item) => item.msisdn);
  const msisdn = summary?.reservation?.msisdn ?? numbered?.msisdn ?? null;
  const status = !summary ? (cart.status === 'error' ? 'error' : 'loading') : items.length === 0 ? 'empty' : 'ready';

  const ready = cart.status === 'ready' ? cart.data : undefined;
  const fraud = ready?.fraud_status === true;
  const atLineLimit = ready?.max_connections_status === true;

  const running = msisdn !== null && reservationClock(blockedTime, limitSeconds, env.now()).remaining > 0;
  const now = useNow(env.now, running);
  const clock = reservationClock(blockedTime, limitSeconds, running ? now : env.now());

  const serviceType =
    asServiceType(numbered?.service_type) ?? asServiceType(summary?.selected_order_type) ?? storedServiceType ?? undefined;
  const blocked =
    msisdn !== null &&
    checkoutBlockedByExpiry(
      clock.expired,
      items.map((item) => item.product_type),
    );
  const orderType = summary?.selected_order_type || serviceType || '';
  const expiry = afterExpiry(serviceType, summary?.selected_order_sub_category_type);
  const changeNumberHref = serviceType ? numberSelectionUrl(links, serviceType, summary?.urlKey) : null;
  const guard = useReservationGuard({
    step: 'cart',
    orderType,
    serviceType,
    planUrlKey: summary?.urlKey,
    ready: status === 'ready' && msisdn !== null,
  });

  // 000 §4.3: 'Selected number has expired' first, for a toast's time, then back to number selection
  const redirect =
    status === 'ready' && msisdn !== null && clock.expired && expiry === 'redirect' && removal === 'closed' ? changeNumberHref : null;
  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => env.navigate(redirect), EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirect, env]);

  // the hold ended elsewhere (a reset-timer event, another tab cleared the cart): ask the bridge again
  const ended = blockedTime === null && summary?.reservation?.expired === false && removal === 'closed';
  useEffect(() => {
    if (ended) void loadCart();
  }, [ended, loadCart]);

  return {
    status,
    error: cart.status === 'error' ? cart.error : null,
    retry: () => void loadCart(),
    lines: items.map((item) => ({
      key: String(item.item_id),
      name: item.name,
      price: item.price_incl_vat ?? withVat(item.price),
      monthly: item.billing === 'monthly',
      vatFree: item.vat_exempt,
      plan: item.product_type === 'plan' && summary?.selected_plan != null,
      number: item.msisdn
        ? {
            display: displayMsisdn(item.msisdn),
            level: item.vanity_level ?? '',
            price: item.number_price_incl_vat ?? withVat(item.number_price ?? 0),
          }
        : null,
    })),
    dueToday: totalsView(summary?.due_today ?? summary?.totals),
    monthly: totalsView(summary?.monthly),
    reservation: msisdn ? { display: displayMsisdn(msisdn), clock, expiry } : null,
    checkoutHref: blocked || fraud || atLineLimit ? null : safeRoute(() => routeUrl(links, checkoutRouteFor(orderType), { serviceType })),
    checkout(event) {
      if (msisdn !== null && !guard.allows()) event.preventDefault();
    },
    changeNumberHref,
    browseHref: routeUrl(links, 'homepage'),
    guard,
    removal,
    askRemoval: () => setRemoval('asking'),
    cancelRemoval: () => setRemoval('closed'),
    confirmRemoval() {
      setRemoval('busy');
      void clearCart().then((cleared) => {
        // 000 §4.2: to the empty-cart route (the bridge's redirection_url); stays busy while the page goes
        const next = cleared.ok ? safeRoute(() => (cleared.value ? siteLink(links, cleared.value) : routeUrl(links, 'empty-cart'))) : null;
        if (next) return env.navigate(next);
        setRemoval('closed');
        setToast(cleared.ok ? 'failure' : cleared.code);
      });
    },
    toast,
    dismissToast: () => setToast(null),
    fraudToast: fraud && fraudSeen !== ready && typeof ready.fraud_message === 'string' ? ready.fraud_message || null : null,
    dismissFraudToast: () => setFraudSeen(ready),
    footerHidden: status === 'ready' && fraud,
    maxConnections: atLineLimit && linesSeen !== ready ? Number(ready.max_connections) || 0 : null,
    dismissMaxConnections: () => setLinesSeen(ready),
    selectedPlan: summary?.selected_plan ?? null,
    planOpen: planOpen && Boolean(summary?.selected_plan),
    showPlan: () => setPlanOpen(true),
    closePlan: () => setPlanOpen(false),
    mergeFailure,
    dismissMergeFailure,
  };
}
