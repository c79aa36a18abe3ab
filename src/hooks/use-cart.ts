// Talon of whl-cart (000 §2.8, §4.3): the summary from the bridge, the reserved number with a
// countdown that follows the server's remaining time (contract §4.4), the checkout link.
import { useEffect } from 'react';
import { registerSlices, useShop } from '../store';
import { routeUrl, type ServiceType } from '../domain/routes';
import { reservationClock, type ReservationClock } from '../domain/reservation-timer';
import { checkoutBlockedByExpiry, checkoutRouteFor } from '../domain/checkout';
import { displayMsisdn } from '../domain/msisdn';
import type { Baisa } from '../domain/money';
import type { BridgeErrorCode } from '../domain/response-codes';
import { usePage } from './use-page';
import { useNow } from './use-now';
import { createReservationSlice } from '../store/reservation-slice';
import { createCartSlice } from '../store/cart-slice';

registerSlices(createReservationSlice, createCartSlice);

export interface CartLineView {
  key: string;
  name: string;
  price: Baisa;
  number: { display: string; level: string; price: Baisa } | null;
}

export interface CartTalon {
  status: 'loading' | 'ready' | 'empty' | 'error';
  error: BridgeErrorCode | null;
  retry(): void;
  lines: CartLineView[];
  totals: { subtotal: Baisa; vat: Baisa; total: Baisa; vatPercent: number } | null;
  reservation: { display: string; clock: ReservationClock } | null;
  /** null: checkout is not possible (expired reservation, unknown route) */
  checkoutHref: string | null;
  changeNumberHref: string | null;
  browseHref: string;
}

const asServiceType = (value: string | null | undefined): ServiceType | undefined =>
  value === 'prepaid' || value === 'postpaid' ? value : undefined;

function safeRoute(make: () => string): string | null {
  try {
    return make();
  } catch {
    return null;
  }
}

export function useCart(): CartTalon {
  const { env, links } = usePage();
  const cart = useShop((s) => s.cart);
  const loadCart = useShop((s) => s.loadCart);
  const blockedTime = useShop((s) => s.blockedTime);
  const limitSeconds = useShop((s) => s.limitSeconds);
  const storedServiceType = useShop((s) => s.productServiceType);

  useEffect(() => void loadCart(), [loadCart]);

  const summary = cart.status === 'ready' || cart.status === 'loading' ? cart.data : undefined;
  const items = summary?.items ?? [];
  const numbered = items.find((item) => item.msisdn);
  const msisdn = summary?.reservation?.msisdn ?? numbered?.msisdn ?? null;

  const running = msisdn !== null && reservationClock(blockedTime, limitSeconds, env.now()).remaining > 0;
  const now = useNow(env.now, running);
  const clock = reservationClock(blockedTime, limitSeconds, running ? now : env.now());

  const serviceType =
    asServiceType(numbered?.service_type) ?? asServiceType(summary?.selected_order_type) ?? storedServiceType ?? undefined;
  const blocked = msisdn !== null && checkoutBlockedByExpiry(clock.expired, items.map((item) => item.product_type));
  const orderType = summary?.selected_order_type || serviceType || '';

  return {
    status: !summary ? (cart.status === 'error' ? 'error' : 'loading') : items.length === 0 ? 'empty' : 'ready',
    error: cart.status === 'error' ? cart.error : null,
    retry: () => void loadCart(),
    lines: items.map((item) => ({
      key: String(item.item_id),
      name: item.name,
      price: item.price,
      number: item.msisdn
        ? { display: displayMsisdn(item.msisdn), level: item.vanity_level ?? '', price: item.number_price ?? 0 }
        : null,
    })),
    totals: summary?.totals
      ? {
          subtotal: summary.totals.subtotal,
          vat: summary.totals.vat,
          total: summary.totals.grand_total,
          vatPercent: summary.totals.vat_percent,
        }
      : null,
    reservation: msisdn ? { display: displayMsisdn(msisdn), clock } : null,
    checkoutHref: blocked ? null : safeRoute(() => routeUrl(links, checkoutRouteFor(orderType), { serviceType })),
    changeNumberHref: serviceType
      ? safeRoute(() => routeUrl(links, '{service_type}-recommended-numbers', { serviceType, query: { plan: summary?.urlKey } }))
      : null,
    browseHref: routeUrl(links, 'homepage'),
  };
}
