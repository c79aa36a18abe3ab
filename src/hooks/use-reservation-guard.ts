// 000 §4.3 checks on the steps: the reservation guard. On load and on every next or back, a
// missing or expired reservation shows the 'number expired' popup (Escape ignored, the action
// blocked, a link back to number selection); device orders pass. The cart mounts it; the
// personal-info, delivery and payment steps mount it the same way. It also answers the page's
// reset-timer event (000 §4.3), since every page that checks a reservation can end one.
import { useEffect, useState } from 'react';
import { useShop, type PurchaseStore } from '../store';
import { currentPurchaseStore } from '../store/purchase';
import { reservationVerdict, saysHasBeenExpired, type GuardedStep, type GuardVerdict } from '../domain/reservation-guard';
import { baseUrl, routeUrl, type LinkContext, type ServiceType } from '../domain/routes';
import { reportError } from '../shell/page';
import { usePage } from './use-page';

export interface ReservationGuardOptions {
  step: GuardedStep;
  /** 000 §3.2 selected_order_type ('' while unknown): devices and device-installment pass */
  orderType: string;
  serviceType?: ServiceType | null | undefined;
  /** the plan's url_key, kept on the link back to number selection */
  planUrlKey?: string | null | undefined;
  /** false until the step knows what it holds (the cart before its summary): the load check waits */
  ready?: boolean;
}

export interface NumberExpiredView {
  /** 000 §4.3: 'The selected number has been expired...' at personal info and at payment */
  hasBeenExpired: boolean;
  /** number selection, where the only way on leads */
  href: string;
}

export interface ReservationGuard {
  /** the 'number expired' popup to show, null while the reservation holds */
  popup: NumberExpiredView | null;
  /** checks now: true lets the action go on, false shows the popup */
  allows(): boolean;
  /** `onClick={guard.guarded(next)}`: runs the action only while the reservation holds */
  guarded<A extends unknown[]>(action: (...args: A) => void): (...args: A) => void;
}

/** Number selection for the plan, as a change of the cart's number (000 §4.2 method change-number). */
export function numberSelectionUrl(
  links: LinkContext,
  serviceType: ServiceType | null | undefined,
  planUrlKey: string | null | undefined,
): string {
  const query = { plan: planUrlKey, method: 'change-number' };
  try {
    return serviceType
      ? routeUrl(links, '{service_type}-recommended-numbers', { serviceType, query })
      : routeUrl(links, 'recommended_numbers', { query });
  } catch {
    return baseUrl(links);
  }
}

/** One reset-timer listener per page store, however many widgets mount the guard. */
const resetListeners = new WeakMap<PurchaseStore, { count: number; stop(): void }>();

/** 000 §4.3: a reset-timer event (on the window, or bubbling up to it) ends the reservation. */
export const RESET_TIMER_EVENT = 'reset-timer';

function useResetTimerEvent(): void {
  const store = currentPurchaseStore();
  useEffect(() => {
    let entry = resetListeners.get(store);
    if (!entry) {
      // 000 §8: errors of background calls are only logged
      const onReset = () =>
        void store
          .getState()
          .resetReservation()
          .then((reset) => reset.ok || reportError(new Error(reset.code)));
      window.addEventListener(RESET_TIMER_EVENT, onReset);
      entry = { count: 0, stop: () => window.removeEventListener(RESET_TIMER_EVENT, onReset) };
      resetListeners.set(store, entry);
    }
    const held = entry;
    held.count += 1;
    return () => {
      held.count -= 1;
      if (held.count === 0) {
        held.stop();
        resetListeners.delete(store);
      }
    };
  }, [store]);
}

export function useReservationGuard({ step, orderType, serviceType, planUrlKey, ready = true }: ReservationGuardOptions): ReservationGuard {
  const { env, links } = usePage();
  const blockedTime = useShop((s) => s.blockedTime);
  const limitSeconds = useShop((s) => s.limitSeconds);
  const storedServiceType = useShop((s) => s.productServiceType);
  // 000 §4.5: a cart read while a login's merge settles may show the guest's number the merge is
  // releasing: the load check waits for the cart read after the merge (src/login/after-login.ts)
  const mergePending = useShop((s) => s.cart.status !== 'idle' && s.cart.status !== 'error' && s.cart.data?.cart_merge_pending === true);
  const [verdict, setVerdict] = useState<GuardVerdict>('pass');
  useResetTimerEvent();

  const allows = () => {
    const now = reservationVerdict(orderType, blockedTime, limitSeconds, env.now());
    if (now !== 'pass') setVerdict(now);
    return now === 'pass';
  };

  // on load (once the step knows what it holds)
  useEffect(() => {
    if (ready && !mergePending) allows();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- 000 §4.3 checks on load, once the step knows what it holds; later checks are the checkout click's
  }, [ready, mergePending]);

  return {
    popup:
      verdict === 'pass'
        ? null
        : { hasBeenExpired: saysHasBeenExpired(step), href: numberSelectionUrl(links, serviceType ?? storedServiceType, planUrlKey) },
    allows,
    guarded:
      (action) =>
      (...args) => {
        if (allows()) action(...args);
      },
  };
}
