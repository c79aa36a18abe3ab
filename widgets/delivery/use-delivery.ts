// Talon of whl-delivery (000 §2.10): the cart it is for (order type, reserved number, the shipping
// options of 000 §4.11), the reservation guard (000 §4.3), the places and stores (contract §4.14,
// loaded once the step shows), the form's values and errors (./form.ts, 000 §5.6), the tab, and
// NEXT: captcha, then wp_postpaid_prepaid_delivery_details_capture and its outcomes (000 §8).
import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useShop } from '../../src/store';
import { usePage } from '../../src/hooks/use-page';
import {
  numberSelectionUrl,
  useReservationGuard,
  type NumberExpiredView,
  type ReservationGuard,
} from '../../src/hooks/use-reservation-guard';
import { useStepCart } from '../../src/checkout/use-step-cart';
import type { ReservationClock } from '../../src/domain/reservation-timer';
import { asServiceType, routeUrl, safeRoute, type ServiceType } from '../../src/domain/routes';
import type { BridgeErrorCode } from '../../src/domain/response-codes';
import { reportError } from '../../src/shell/page';
import { failure } from '../../src/i18n/messages';
import { FLOW, messageFor } from '../../src/checkout/messages';
import type { Place } from '../../src/schemas/places';
import type { StepFix } from '../../src/checkout/place-order';
import { failed } from '../../src/api/result';
import { cascade, choose, cityOfPlace, deliveryDetails, FIELD_ORDER, formErrors, placeValues, typed } from './form';
import { deliveryLimits } from './config';
import type { FieldName, Option, Tab, Values } from './form';
import { fieldMessage, TYPE_UNAVAILABLE, type FieldMessage } from './messages';
import { deliveryReducer, INITIAL_DELIVERY, type DeliveryState, type ToastView } from './step-state';

export type { ToastView } from './step-state';

/** 000 §2.10: no order type: the toast, then home after 5000 ms */
export const HOME_AFTER_MS = 5000;

export interface DeliveryTalon {
  status: 'loading' | 'ready' | 'empty' | 'error';
  error: BridgeErrorCode | null;
  retry(): void;
  /** the places and stores (contract §4.14): loading, ready or failed */
  places: DeliveryState['places'];
  retryPlaces(): void;
  tab: Tab;
  selectTab(tab: Tab): void;
  /** 000 §4.11: doordelivery 0 with storepickup 1: store pickup only */
  pickupOnly: boolean;
  values: Values;
  errors: Partial<Record<FieldName, FieldMessage>>;
  options: { governorates: Option[]; wilayats: Option[]; cities: Option[]; areas: string[] };
  change(field: FieldName, raw: string): void;
  blur(field: FieldName): void;
  /** contract §4.19: whether a place the address search found is a city of the list */
  knowsPlace(place: Place): boolean;
  /** the address search's choice: the cascade filled from its city, its pin kept for the submit */
  choosePlace(place: Place): void;
  reservation: { display: string; clock: ReservationClock; expired: boolean } | null;
  guard: ReservationGuard;
  busy: boolean;
  next(): void;
  toast: ToastView | null;
  showToast(toast: ToastView | null): void;
  backHref: string;
  /** the details were recorded: where the step goes on (000 §4.1), null until then */
  done: { nextHref: string | null } | null;
  /** 000 §4.1, §4.11 place-order mode: nothing to pay online; PLACE ORDER records the details and places the order */
  placeOrder: boolean;
  /** 000 §5.7: the terms, required in place-order mode */
  terms: boolean;
  setTerms(agreed: boolean): void;
  termsError: MessageDescriptor | null;
  /** place-order mode: a refusal another step fixes (contract §4.15), with its link */
  fix: StepFix | null;
  /** the 'number expired' popup: the guard's, or the bridge's reservation_expired at placement */
  popup: NumberExpiredView | null;
}

/** '0'/'1' or 0/1 (000 §3.6) */
const flag = (value: unknown, fallback: boolean) => (value === undefined || value === null ? fallback : value === 1 || value === '1');

export function useDelivery(serviceTypeAttribute: ServiceType | null, scrollToField: (key: FieldName) => void): DeliveryTalon {
  const { env, lang, links } = usePage();
  const cart = useStepCart(serviceTypeAttribute);
  const { summary, status, serviceType, orderType, touristPack } = cart;

  const [state, dispatch] = useReducer(deliveryReducer, INITIAL_DELIVERY);
  const { values, pin, errors, places, placesTry, busy, toast, done, terms, termsError, expired, fix } = state;
  const setToast = (next: ToastView | null) => dispatch({ type: 'toast', toast: next });
  const orderPlaced = useShop((s) => s.orderPlaced);
  const clearReservation = useShop((s) => s.clearReservation);
  const submitting = useRef(false);
  // 000 §5.6 the server-configured lengths (contract §1 `delivery`)
  const limits = useMemo(() => deliveryLimits(env.config.delivery), [env]);

  useEffect(() => {
    let live = true;
    dispatch({ type: 'places-loading' });
    // the call's code (its schema) loads with it: the places are not needed before the page is drawn
    void import('../../src/api/places')
      .then(({ fetchPlaces }) => fetchPlaces(env.config.ajaxUrl, lang))
      .catch(() => failed('failure')) // the call's code could not load
      .then((answer) => {
        if (!live) return;
        dispatch(answer.ok ? { type: 'places-loaded', data: answer.value } : { type: 'places-failed' });
      });
    return () => {
      live = false;
    };
  }, [env, lang, placesTry]);

  const shipping = summary?.shipping_options;
  const pickupOnly = !flag(shipping?.doordelivery, true) && flag(shipping?.storepickup, true);
  const tab: Tab = pickupOnly ? 'pickup' : state.tab;
  // 000 §4.1, §4.11: nothing due today, or neither online payment nor door delivery: the order is placed here
  const due = summary?.due_today ?? summary?.totals;
  const nothingDue = due?.grand_total === 0;
  const placeOrder = nothingDue || (!flag(shipping?.pay_online, true) && !flag(shipping?.doordelivery, true));

  const guard = useReservationGuard({
    step: 'delivery',
    orderType,
    serviceType,
    planUrlKey: summary?.urlKey,
    ready: status === 'ready',
  });

  const { cityList, stores } = places.data;
  const check = (next: Values, field: FieldName) => {
    const code = formErrors(next, tab, cityList, stores, lang, limits)[field];
    return code ? fieldMessage(field, code, env.config.messages) : undefined;
  };
  const setError = (field: FieldName, error: FieldMessage | undefined) => dispatch({ type: 'field-checked', field, error });

  function change(field: FieldName, raw: string) {
    const value = typed(field, raw, lang, limits);
    const next = choose(cityList, values, field, value);
    dispatch({
      type: 'values-changed',
      values: next,
      ...(field === 'governorate' || field === 'wilayat' || field === 'city' ? { pin: null } : {}),
    });
    // the choices are checked when they change; a text field keeps a shown error up to date while it is fixed
    const choice = field === 'governorate' || field === 'wilayat' || field === 'city' || field === 'area' || field === 'store_id';
    if (choice || errors[field]) setError(field, check(next, field));
  }

  const noItems = () => {
    setToast({ text: FLOW.noItems, tone: 'error' });
    const home = routeUrl(links, 'homepage');
    setTimeout(() => env.navigate(home), HOME_AFTER_MS);
  };

  /** 000 §4.1 place-order mode: the order (`free` when nothing is due, else cash on delivery), then thank-you with orderid. */
  async function placeHere(orderServiceType: ServiceType | undefined) {
    const placing = await import('../../src/checkout/place-order');
    const answer = await placing.placeOrder(env, { paymentMethod: nothingDue ? 'free' : 'cashondelivery', lang });
    if (answer.ok) {
      orderPlaced(); // contract §4.15: the number is sold, on no timer (000 §4.3)
      const nextHref = placing.nextAfterPlacement(links, answer.value, { serviceType: orderServiceType, touristPack });
      dispatch({ type: 'done', nextHref });
      if (nextHref) env.navigate(nextHref);
      return;
    }
    if (answer.code === 'not_found') return noItems();
    if (answer.code === 'reservation_expired') {
      clearReservation();
      return dispatch({ type: 'reservation-expired' });
    }
    // contract §4.15, as on the payment step: what another step fixes, with its link; else a toast
    const fix = placing.stepFixOf(answer, links, orderServiceType);
    if (fix) return dispatch({ type: 'refused-for-another-step', fix });
    setToast({ text: placing.refusalMessage(answer), tone: 'error' });
  }

  async function submit() {
    const calls = await import('./calls');
    const answer = await calls.submitDelivery(env, { deliveryDetails: deliveryDetails(values, tab, cityList, pin), lang, summary });
    if (answer.ok) {
      const orderServiceType = asServiceType(answer.value.service_type) ?? serviceType;
      if (placeOrder) return placeHere(orderServiceType);
      // 000 §4.1: the tourist pack pays on its own page
      const nextHref = safeRoute(() =>
        touristPack
          ? routeUrl(links, 'tourist-pack-payment')
          : routeUrl(links, '{service_type}-payment', { serviceType: orderServiceType }),
      );
      dispatch({ type: 'done', nextHref });
      if (nextHref) env.navigate(nextHref);
      return;
    }
    if (answer.code === 'not_found') return noItems(); // 000 §8 no plan in the cart
    if (answer.code === 'validation_error') {
      const found = Object.fromEntries(
        FIELD_ORDER.filter((field) => answer.fields[field]).map((field) => [
          field,
          fieldMessage(field, answer.fields[field]!, env.config.messages),
        ]),
      );
      dispatch({ type: 'errors-shown', errors: found });
      const first = FIELD_ORDER.find((field) => field in found);
      if (first) return scrollToField(first);
    }
    const typeGone = answer.code === 'validation_error' && answer.fields.delivery_type === 'delivery_type_unavailable';
    setToast({ text: typeGone ? TYPE_UNAVAILABLE : answer.code === 'validation_error' ? failure : messageFor(answer.code), tone: 'error' });
  }

  function next() {
    if (submitting.current || !guard.allows()) return;
    if (!orderType) return noItems(); // 000 §2.10: no order type
    const found = formErrors(values, tab, cityList, stores, lang, limits);
    const keys = Object.keys(found) as FieldName[];
    dispatch({
      type: 'errors-shown',
      errors: Object.fromEntries(keys.map((field) => [field, fieldMessage(field, found[field]!, env.config.messages)])),
    });
    if (keys[0]) return scrollToField(keys[0]);
    if (placeOrder && !terms) {
      // 000 §5.7, §8: the terms on place-order delivery: the message under the box and a warning toast
      return dispatch({ type: 'terms-required' });
    }
    // one NEXT at a time: a double click sends once
    submitting.current = true;
    dispatch({ type: 'busy', busy: true });
    submit()
      .catch((error: unknown) => {
        reportError(error);
        setToast({ text: failure, tone: 'error' });
      })
      .finally(() => {
        submitting.current = false;
        dispatch({ type: 'busy', busy: false });
      });
  }

  const { governorates, wilayats, cities, areas } = cascade(cityList, values);
  return {
    status,
    error: cart.error,
    retry: cart.retry,
    places,
    retryPlaces: () => dispatch({ type: 'places-retried' }),
    tab,
    selectTab: (next) => dispatch({ type: 'tab-selected', tab: next }),
    pickupOnly,
    values,
    errors,
    options: { governorates, wilayats, cities, areas },
    change,
    blur: (field) => setError(field, check(values, field)),
    knowsPlace: (place) => cityOfPlace(cityList, place) !== null,
    choosePlace(place) {
      const city = cityOfPlace(cityList, place);
      if (!city) return;
      const next = placeValues(cityList, values, city);
      const pinned = place.latitude !== null && place.longitude !== null ? { latitude: place.latitude, longitude: place.longitude } : null;
      dispatch({ type: 'values-changed', values: next, pin: pinned });
      for (const field of ['governorate', 'wilayat', 'city', 'area'] as const) if (errors[field]) setError(field, check(next, field));
    },
    reservation: cart.reservation,
    guard,
    busy,
    next,
    toast,
    showToast: setToast,
    backHref: safeRoute(() => routeUrl(links, '{service_type}-personal-info', { serviceType })) ?? routeUrl(links, 'homepage'),
    done,
    placeOrder,
    terms,
    setTerms: (agreed) => dispatch({ type: 'terms-changed', agreed }),
    termsError,
    fix,
    popup: guard.popup ?? (expired ? { hasBeenExpired: false, href: numberSelectionUrl(links, serviceType, summary?.urlKey) } : null),
  };
}
