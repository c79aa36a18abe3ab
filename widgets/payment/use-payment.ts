// Talon of whl-payment (000 §2.11): the cart it is for (order type, tourist pack, reserved number,
// what is due today, the shipping options and SIM type of 000 §4.11), the reservation guard (000 §4.3),
// the payment method tabs, the terms (000 §5.7), and the placement: captcha place_order, then
// wp_postpaid_prepaid_place_order (contract §4.15) once at a time, and its outcomes (000 §8): the
// gateway's page, the thank-you page with orderid, or what is wrong and where to fix it.
import { useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useShop } from '../../src/store';
import { usePage } from '../../src/hooks/use-page';
import { numberSelectionUrl, useReservationGuard, type NumberExpiredView } from '../../src/hooks/use-reservation-guard';
import { useStepCart } from '../../src/checkout/use-step-cart';
import type { ReservationClock } from '../../src/domain/reservation-timer';
import { displayMsisdn } from '../../src/domain/msisdn';
import { withVat, type Baisa } from '../../src/domain/money';
import { routeUrl, safeRoute, type ServiceType } from '../../src/domain/routes';
import type { BridgeErrorCode } from '../../src/domain/response-codes';
import { reportError } from '../../src/shell/page';
import { failure } from '../../src/i18n/messages';
import { FLOW } from '../../src/checkout/messages';
import { offeredMethods, type PaymentMethod as Method } from '../../src/domain/payment-methods';
import type { StepFix } from '../../src/checkout/place-order';

export type { PaymentMethod as Method } from '../../src/domain/payment-methods';
export type ToastView = { text: MessageDescriptor; tone: 'error' | 'warning' | 'success' };

/** 000 §8 no items: the toast, then home after 5000 ms (as the delivery step) */
export const HOME_AFTER_MS = 5000;

/** The summary's lines: each price includes VAT (000 §9), as the cart shows it. */
export interface LineView {
  key: string;
  name: string;
  price: Baisa;
  monthly: boolean;
  number: { display: string; price: Baisa } | null;
}

export interface PaymentTalon {
  status: 'loading' | 'ready' | 'empty' | 'error';
  error: BridgeErrorCode | null;
  retry(): void;
  /** 000 §2.11, §4.11: the methods offered, in the tabs' order */
  methods: Method[];
  /** nothing is due today: no method to choose, the order is placed `free` (contract §4.15) */
  free: boolean;
  method: Method | null;
  selectMethod(method: Method): void;
  lines: LineView[];
  /** what is paid now: subtotal and VAT, and the total incl. VAT */
  dueToday: { subtotal: Baisa; vat: Baisa; total: Baisa; vatPercent: number } | null;
  reservation: { display: string; clock: ReservationClock; expired: boolean } | null;
  terms: boolean;
  setTerms(agreed: boolean): void;
  termsError: MessageDescriptor | null;
  busy: boolean;
  place(): void;
  /** a refusal that another step fixes (contract §4.15 422): its text and the step's link */
  fix: StepFix | null;
  toast: ToastView | null;
  showToast(toast: ToastView | null): void;
  /** the 'number expired' popup: the guard's, or the bridge's reservation_expired */
  popup: NumberExpiredView | null;
  backHref: string;
  /** placed, but the site has no page to go on to: the order number */
  placed: { orderId: string } | null;
}

/** `focusTerms`: the terms box, not agreed, is the invalid field: into view and focused (000 §5). */
export function usePayment(serviceTypeAttribute: ServiceType | null, focusTerms: () => void): PaymentTalon {
  const { env, lang, links } = usePage();
  const orderPlaced = useShop((s) => s.orderPlaced);
  const clearReservation = useShop((s) => s.clearReservation);

  const [chosen, setChosen] = useState<Method | null>(null);
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState(false);
  const [fix, setFix] = useState<PaymentTalon['fix']>(null);
  const [toast, setToast] = useState<ToastView | null>(null);
  const [expired, setExpired] = useState(false);
  const [placed, setPlaced] = useState<PaymentTalon['placed']>(null);
  const placing = useRef(false);

  // a placed order lets the cart go (contract §4.15): the step stays to say so
  const cart = useStepCart(serviceTypeAttribute, !placed);
  const { summary, status, serviceType, orderType, touristPack } = cart;
  const items = summary?.items ?? [];
  const due = summary?.due_today ?? summary?.totals ?? null;
  const free = due !== null && due.grand_total === 0;
  const methods = offeredMethods(summary?.shipping_options, summary?.sim_type ?? '', free);
  const method = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? null);

  const guard = useReservationGuard({
    step: 'payment',
    orderType,
    serviceType,
    planUrlKey: summary?.urlKey,
    ready: status === 'ready',
  });
  const stepHref = (route: string) => safeRoute(() => routeUrl(links, route, { serviceType }));

  const noItems = () => {
    setToast({ text: FLOW.noItems, tone: 'error' });
    const home = routeUrl(links, 'homepage');
    setTimeout(() => env.navigate(home), HOME_AFTER_MS);
  };

  async function submit(paymentMethod: Method | 'free') {
    const calls = await import('./calls');
    const answer = await calls.placeFromPayment(env, { paymentMethod, lang, summary });
    if (answer.ok) {
      orderPlaced(); // contract §4.15: the number is sold, on no timer (000 §4.3)
      const next = calls.nextAfterPlacement(links, answer.value, { serviceType, touristPack });
      if (next) return env.navigate(next);
      setPlaced({ orderId: answer.value.order_id });
      return;
    }
    if (answer.code === 'not_found') return noItems(); // 000 §8 no plan in the cart
    if (answer.code === 'reservation_expired') {
      clearReservation(); // the hold is gone: no countdown, the popup's link back to number selection (000 §4.3)
      setExpired(true);
      return;
    }
    // contract §4.15: what another step records is missing, refused or no longer offered: its text and link
    const fix = calls.stepFixOf(answer, links, serviceType);
    if (fix) return setFix(fix);
    setToast({ text: calls.refusalMessage(answer), tone: 'error' });
  }

  function place() {
    if (placing.current || placed || !guard.allows()) return;
    const paymentMethod = free ? 'free' : method;
    if (!paymentMethod) return;
    if (!orderType) return setToast({ text: failure, tone: 'error' }); // 000 §8 no order type at payment
    if (!terms) {
      // 000 §5.7, §8: the message under the box and a warning toast
      setTermsError(FLOW.termsRequired);
      focusTerms();
      return setToast({ text: FLOW.termsRequired, tone: 'warning' });
    }
    // one placement at a time: a double click sends once
    placing.current = true;
    setBusy(true);
    setFix(null);
    submit(paymentMethod)
      .catch((error: unknown) => {
        reportError(error);
        setToast({ text: failure, tone: 'error' });
      })
      .finally(() => {
        placing.current = false;
        setBusy(false);
      });
  }

  return {
    status,
    error: cart.error,
    retry: cart.retry,
    methods,
    free,
    method,
    selectMethod: setChosen,
    lines: items.map((item) => ({
      key: String(item.item_id),
      name: item.name,
      price: item.price_incl_vat ?? withVat(item.price),
      monthly: item.billing === 'monthly',
      number: item.msisdn
        ? { display: displayMsisdn(item.msisdn), price: item.number_price_incl_vat ?? withVat(item.number_price ?? 0) }
        : null,
    })),
    dueToday: due ? { subtotal: due.subtotal, vat: due.vat, total: due.grand_total, vatPercent: due.vat_percent } : null,
    reservation: cart.reservation && !placed ? { ...cart.reservation, expired: expired || cart.reservation.expired } : null,
    terms,
    setTerms(agreed) {
      setTerms(agreed);
      if (agreed) setTermsError(null);
    },
    termsError,
    busy,
    place,
    fix,
    toast,
    showToast: setToast,
    popup: guard.popup ?? (expired ? { hasBeenExpired: true, href: numberSelectionUrl(links, serviceType, summary?.urlKey) } : null),
    backHref: stepHref('{service_type}-personal-info') ?? routeUrl(links, 'homepage'),
    placed,
  };
}
