// The delivery step's state (000 §2.10) as one reducer: the form (./form.ts) with its pin and errors,
// the tab, the places' load, NEXT's progress and outcome, the terms and the toast. The talon
// (./use-delivery.ts) turns what the shopper does and what the bridge answers into these events.
import type { MessageDescriptor } from '@lingui/core';
import type { Places } from '../../src/schemas/places';
import { EMPTY_VALUES, type FieldName, type Pin, type Tab, type Values } from './form';
import type { FieldMessage } from './messages';
import { FLOW } from '../../src/checkout/messages';
import type { StepFix } from '../../src/checkout/place-order';

export type ToastView = { text: MessageDescriptor; tone: 'error' | 'warning' | 'success' };
export type FieldErrors = Partial<Record<FieldName, FieldMessage>>;

export interface DeliveryState {
  values: Values;
  /** the map pin of the place the address search found; a hand-made change of the cascade drops it */
  pin: Pin | null;
  errors: FieldErrors;
  /** the tab the shopper chose (store pickup only overrides it, 000 §4.11) */
  tab: Tab;
  places: { status: 'loading' | 'ready' | 'error'; data: Places };
  /** bumped by 'try again': the places are asked anew */
  placesTry: number;
  busy: boolean;
  toast: ToastView | null;
  /** the details were recorded: where the step goes on (000 §4.1) */
  done: { nextHref: string | null } | null;
  terms: boolean;
  termsError: MessageDescriptor | null;
  /** the bridge answered reservation_expired at placement (000 §4.3) */
  expired: boolean;
  /** place-order mode: a refusal another step fixes (contract §4.15), with its link */
  fix: StepFix | null;
}

export const INITIAL_DELIVERY: DeliveryState = {
  values: EMPTY_VALUES,
  pin: null,
  errors: {},
  tab: 'home',
  places: { status: 'loading', data: { cityList: [], stores: [] } },
  placesTry: 0,
  busy: false,
  toast: null,
  done: null,
  terms: false,
  termsError: null,
  expired: false,
  fix: null,
};

export type DeliveryEvent =
  | { type: 'places-loading' }
  | { type: 'places-loaded'; data: Places }
  | { type: 'places-failed' }
  | { type: 'places-retried' }
  | { type: 'tab-selected'; tab: Tab }
  /** the cascade's or a field's new values; `pin` given: the pin too (null drops it) */
  | { type: 'values-changed'; values: Values; pin?: Pin | null }
  /** one field's check: its message, or none */
  | { type: 'field-checked'; field: FieldName; error: FieldMessage | undefined }
  /** the errors NEXT found, or the bridge's validation_error: these and no others */
  | { type: 'errors-shown'; errors: FieldErrors }
  | { type: 'terms-changed'; agreed: boolean }
  /** 000 §5.7, §8: place-order mode without the terms: the message under the box and a warning toast */
  | { type: 'terms-required' }
  /** a placement starts (the last refusal's notice goes), or ends */
  | { type: 'busy'; busy: boolean }
  | { type: 'refused-for-another-step'; fix: StepFix }
  | { type: 'toast'; toast: ToastView | null }
  | { type: 'done'; nextHref: string | null }
  | { type: 'reservation-expired' };

function withFieldError(errors: FieldErrors, field: FieldName, error: FieldMessage | undefined): FieldErrors {
  if (errors[field] === error) return errors;
  const copy = { ...errors };
  if (error) copy[field] = error;
  else delete copy[field];
  return copy;
}

export function deliveryReducer(state: DeliveryState, event: DeliveryEvent): DeliveryState {
  switch (event.type) {
    case 'places-loading':
      return { ...state, places: { ...state.places, status: 'loading' } };
    case 'places-loaded':
      return { ...state, places: { status: 'ready', data: event.data } };
    case 'places-failed':
      return { ...state, places: { ...state.places, status: 'error' } };
    case 'places-retried':
      return { ...state, placesTry: state.placesTry + 1 };
    case 'tab-selected':
      return { ...state, tab: event.tab, errors: {} };
    case 'values-changed':
      return { ...state, values: event.values, ...(event.pin === undefined ? {} : { pin: event.pin }) };
    case 'field-checked': {
      const errors = withFieldError(state.errors, event.field, event.error);
      return errors === state.errors ? state : { ...state, errors };
    }
    case 'errors-shown':
      return { ...state, errors: event.errors };
    case 'terms-changed':
      return { ...state, terms: event.agreed, ...(event.agreed ? { termsError: null } : {}) };
    case 'terms-required':
      return { ...state, termsError: FLOW.termsRequired, toast: { text: FLOW.termsRequired, tone: 'warning' } };
    case 'busy':
      return { ...state, busy: event.busy, ...(event.busy ? { fix: null } : {}) };
    case 'refused-for-another-step':
      return { ...state, fix: event.fix };
    case 'toast':
      return { ...state, toast: event.toast };
    case 'done':
      return { ...state, done: { nextHref: event.nextHref } };
    case 'reservation-expired':
      return { ...state, expired: true };
  }
}
