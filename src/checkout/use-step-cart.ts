// The cart a checkout step is for (000 §2.9–§2.11): loaded when the step shows, the empty-cart page
// when it holds nothing (000 §2.8), its order type and service type, the tourist pack (000 §3.2),
// and the reserved number with its countdown (000 §4.3). One reading for the personal, delivery and
// payment steps; each adds its own rules.
import { useEffect } from 'react';
import { useShop } from '../store';
import { usePurchase } from '../store/purchase';
import { usePage } from '../hooks/use-page';
import { useNow } from '../hooks/use-now';
import { reservationClock, type ReservationClock } from '../domain/reservation-timer';
import { displayMsisdn } from '../domain/msisdn';
import { asServiceType, routeUrl, type ServiceType } from '../domain/routes';
import type { BridgeErrorCode } from '../domain/response-codes';
import type { CartSummaryOutput } from '../schemas/cart-summary';

export interface StepCart {
  /** the cart summary (contract §4.6), also while it is read again */
  summary: CartSummaryOutput | undefined;
  status: 'loading' | 'ready' | 'empty' | 'error';
  error: BridgeErrorCode | null;
  retry(): void;
  /** the cart line's, else the cart's order type, else the page's attribute, else the one kept from the catalogue */
  serviceType: ServiceType | undefined;
  /** 000 §3.2 selected_order_type ('' when the cart has none) */
  orderType: string;
  /** 000 §3.2 sub-category `{event}_tourist_pack` */
  touristPack: boolean;
  /** the cart's number as the bridge spells it (8 digits), null without one */
  msisdn: string | null;
  /** the reserved number, its countdown, and whether its hold ended (000 §4.3) */
  reservation: { display: string; clock: ReservationClock; expired: boolean } | null;
}

/**
 * `leaveWhenEmpty`: an empty cart goes to the empty-cart page; false once the step itself emptied it
 * (a placed order lets the cart go, contract §4.15).
 */
export function useStepCart(serviceTypeAttribute: ServiceType | null, leaveWhenEmpty = true): StepCart {
  const { env, links } = usePage();
  const cart = useShop((s) => s.cart);
  const loadCart = usePurchase((s) => s.loadCart);
  const blockedTime = useShop((s) => s.blockedTime);
  const limitSeconds = useShop((s) => s.limitSeconds);
  const storedServiceType = useShop((s) => s.productServiceType);

  useEffect(() => void loadCart(), [loadCart]);
  const emptyHref = leaveWhenEmpty && cart.status === 'ready' && cart.data.items.length === 0 ? routeUrl(links, 'empty-cart') : null;
  useEffect(() => {
    if (emptyHref) env.navigate(emptyHref);
  }, [emptyHref, env]);

  const summary = cart.status === 'ready' || cart.status === 'loading' ? cart.data : undefined;
  const items = summary?.items ?? [];
  const numbered = items.find((item) => item.msisdn);
  const msisdn = summary?.reservation?.msisdn ?? numbered?.msisdn ?? null;

  const running = blockedTime !== null && reservationClock(blockedTime, limitSeconds, env.now()).remaining > 0;
  const now = useNow(env.now, running);
  const clock = reservationClock(blockedTime, limitSeconds, running ? now : env.now());

  return {
    summary,
    status: !summary ? (cart.status === 'error' ? 'error' : 'loading') : items.length === 0 ? 'empty' : 'ready',
    error: cart.status === 'error' ? cart.error : null,
    retry: () => void loadCart(),
    serviceType:
      asServiceType(numbered?.service_type) ??
      asServiceType(summary?.selected_order_type) ??
      serviceTypeAttribute ??
      storedServiceType ??
      undefined,
    orderType: summary?.selected_order_type ?? '',
    touristPack: (summary?.selected_order_sub_category_type ?? '').endsWith('_tourist_pack'),
    msisdn,
    reservation: msisdn ? { display: displayMsisdn(msisdn), clock, expired: blockedTime === null || clock.expired } : null,
  };
}
