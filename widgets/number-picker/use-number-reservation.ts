// 000 §2.7 / §4.2 / §4.3 / §8: NEXT on the number page. Captcha, reserve and add to cart (or, with
// method=change-number, give the plan in the cart this number instead); then my_cart.
// cart_not_empty asks to replace the plan (resend with cart-clear); number_unavailable shows the
// reservation-failure popup; hold_limit (the client holds as many numbers as the bridge allows,
// issue 6 finding 1) a popup that says so and stays until dismissed, the choice kept; other
// failures are a 5 s toast.
import { useState } from 'react';
import { useShop } from '../../src/store';
import { usePurchase } from '../../src/store/purchase';
import { routeUrl, type ServiceType } from '../../src/domain/routes';
import type { MessageCode } from '../../src/checkout/messages';
import { numberPageQuery } from '../../src/domain/number-pages';
import { usePage } from '../../src/hooks/use-page';

export type ReservationPopup = 'replace-plan' | 'reservation-failure' | 'hold-limit' | null;

export interface NumberReservationTalon {
  busy: boolean;
  canProceed: boolean;
  popup: ReservationPopup;
  toast: MessageCode | null;
  next(): void;
  confirmReplace(): void;
  /** Cancel / OK of a popup that leaves the choice as it is (replace-plan, hold-limit) */
  closePopup(): void;
  /** reservation-failure OK: clear the selection and reload the list (or repeat the search) */
  acknowledgeFailure(): void;
  dismissToast(): void;
}

export function useNumberReservation(serviceType: ServiceType | null | undefined): NumberReservationTalon {
  const { env, links } = usePage();
  const query = numberPageQuery(env.location());
  const numbers = useShop((s) => s.numbers);
  const stored = useShop((s) => s.selectedNumber);
  const addPlanToCart = usePurchase((s) => s.addPlanToCart);
  const changeCartNumber = usePurchase((s) => s.changeCartNumber);
  const clearSelection = useShop((s) => s.clearSelection);
  const loadNumbers = usePurchase((s) => s.loadNumbers);
  const [busy, setBusy] = useState(false);
  const [popup, setPopup] = useState<ReservationPopup>(null);
  const [toast, setToast] = useState<MessageCode | null>(null);

  const list = numbers.status === 'ready' ? numbers.data : null;
  const number = list && stored ? [...list.free, ...list.paid].find((n) => n.msisdn === stored.msisdn) : undefined;
  const canProceed = Boolean(number && stored?.label) && !busy;

  /** null when the site has no cart page configured: the number is in the cart, the shopper told it failed */
  const cartUrl = () => {
    try {
      return routeUrl(links, 'my_cart');
    } catch {
      return null;
    }
  };

  const reserve = async (replaceCart: boolean) => {
    if (!list || !number || busy) return;
    setBusy(true);
    setPopup(null);
    const chosen = {
      msisdn: number.msisdn,
      vanityLevel: number.VANITY_LEVEL,
      sku: list.plan.sku,
      serviceType: serviceType ?? list.serviceType,
    };
    const result =
      query.method === 'change-number'
        ? await changeCartNumber(chosen)
        : await addPlanToCart({ ...chosen, replaceCart, offerType: query.offer, simType: query.type, activation: query.activation });
    const cart = result.ok ? cartUrl() : null;
    if (cart) {
      env.navigate(cart);
      return; // stays busy while the browser leaves the page
    }
    setBusy(false);
    const code = result.ok ? 'failure' : result.code;
    if (code === 'cart_not_empty') setPopup('replace-plan');
    else if (code === 'number_unavailable') setPopup('reservation-failure');
    else if (code === 'hold_limit') setPopup('hold-limit');
    else setToast(code);
  };

  return {
    busy,
    canProceed,
    popup,
    toast,
    next: () => void reserve(false),
    confirmReplace: () => void reserve(true),
    closePopup: () => setPopup(null),
    acknowledgeFailure() {
      setPopup(null);
      clearSelection();
      // fresh: the cached list (public, kept for seconds) may still show the number just taken
      if (list) void loadNumbers(list.urlKey, list.pattern, true);
    },
    dismissToast: () => setToast(null),
  };
}
