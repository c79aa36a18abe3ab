// The personal-info step's state (000 §2.9) as one reducer: the form (./form.ts) with its errors,
// the scan (000 §4.6), the existing customer's flags (000 §5.8), the deposit (000 §4.8), the SIM
// type (000 §4.9), the terms, NEXT's progress and outcome, the popup and the toast. The talon
// (./use-personal-info.ts) turns what the shopper does and what the bridge answers into these events.
import type { MessageDescriptor } from '@lingui/core';
import { EMPTY_VALUES, FIELD_ORDER } from './form';
import type { DepositChoice, EkycState, FormErrorKey, StepFacts, Values } from './form';

/** the step's own popups; session expiry is the page's (src/session-expiry, shown by the bridge client's flag) */
export type PopupKind = 'ekycFailure' | 'not_eligible' | 'customer_not_found' | 'esim';
export type ToastView = { text: MessageDescriptor | string; tone: 'error' | 'warning' | 'success' };
export type FormErrors = Partial<Record<FormErrorKey, MessageDescriptor>>;
export type SimType = 'physical' | 'esim';

/** 000 §3.12 as far as this step is concerned: the existing customer's flags (unset until verified). */
export interface CustomerFlags {
  eligibility: 'true' | 'false' | '';
  otherNationality: boolean;
}

export interface PersonalInfoState {
  values: Values;
  errors: FormErrors;
  /** 000 §4.6: not verified at the start */
  ekyc: EkycState;
  /** the scan's verification session, sent with the details */
  idvSessionId: string;
  customer: CustomerFlags;
  /** 000 §4.8: the bridge asked for a deposit (its data), else null */
  deposit: StepFacts['deposit'];
  depositChoice: DepositChoice;
  simType: SimType;
  terms: boolean;
  busy: boolean;
  popup: PopupKind | null;
  toast: ToastView | null;
  /** the personal details were recorded: where the step goes on (000 §4.1) */
  done: { nextHref: string | null } | null;
}

export const INITIAL_PERSONAL_INFO: PersonalInfoState = {
  values: EMPTY_VALUES,
  errors: {},
  ekyc: 'pending',
  idvSessionId: '',
  customer: { eligibility: '', otherNationality: false },
  deposit: null,
  depositChoice: '',
  simType: 'physical',
  terms: false,
  busy: false,
  popup: null,
  toast: null,
  done: null,
};

export type PersonalInfoEvent =
  | { type: 'values-changed'; values: Values }
  /** one key's check: its message, or none */
  | { type: 'field-checked'; key: FormErrorKey; error: MessageDescriptor | undefined }
  /** the errors NEXT found, or the bridge's validation_error: these and no others */
  | { type: 'errors-shown'; errors: FormErrors }
  /** the scan's state from the scan part: a failed scan means a physical SIM (000 §4.6, §4.9) */
  | { type: 'ekyc-set'; ekyc: EkycState }
  /** the bridge's ekycFailure at the submit (000 §8): the manual documents */
  | { type: 'scan-failed' }
  /** 000 §4.6: the scan's session and the identity it read (personal_details keys) fill the form */
  | { type: 'scan-succeeded'; sessionId: string; identity: Readonly<Record<string, string | undefined>> }
  | { type: 'customer-set'; flags: CustomerFlags }
  /** 000 §4.8: the bridge asks for a deposit: the question, unanswered */
  | { type: 'deposit-asked'; deposit: NonNullable<StepFacts['deposit']> }
  /** 000 §4.8: another ID number on postpaid: the deposit question goes until asked again */
  | { type: 'deposit-dropped' }
  | { type: 'deposit-chosen'; choice: DepositChoice }
  | { type: 'sim-type-chosen'; simType: SimType }
  | { type: 'terms-changed'; agreed: boolean }
  | { type: 'busy'; busy: boolean }
  | { type: 'popup'; popup: PopupKind | null }
  | { type: 'toast'; toast: ToastView | null }
  | { type: 'done'; nextHref: string | null };

/** `state` with one key's error set or cleared; the same state when nothing changes */
function checked(state: PersonalInfoState, key: FormErrorKey, error: MessageDescriptor | undefined): PersonalInfoState {
  if (state.errors[key] === error) return state;
  const errors = { ...state.errors };
  if (error) errors[key] = error;
  else delete errors[key];
  return { ...state, errors };
}

export function personalInfoReducer(state: PersonalInfoState, event: PersonalInfoEvent): PersonalInfoState {
  switch (event.type) {
    case 'values-changed':
      return { ...state, values: event.values };
    case 'field-checked':
      return checked(state, event.key, event.error);
    case 'errors-shown':
      return { ...state, errors: event.errors };
    case 'ekyc-set':
      return checked(
        { ...state, ekyc: event.ekyc, ...(event.ekyc === 'failed' ? { simType: 'physical' as const } : {}) },
        'ekyc',
        undefined,
      );
    case 'scan-failed':
      return { ...state, ekyc: 'failed' };
    case 'scan-succeeded': {
      const values = { ...state.values };
      for (const field of FIELD_ORDER) {
        const read = event.identity[field];
        if (typeof read === 'string' && read !== '') values[field] = read;
      }
      return { ...state, ekyc: 'success', idvSessionId: event.sessionId, values, errors: {} };
    }
    case 'customer-set':
      return {
        ...state,
        customer: event.flags,
        // 000 §4.6: an eligible existing customer is not scanned
        ekyc: event.flags.eligibility === 'true' && state.ekyc === 'pending' ? 'disabled' : state.ekyc,
        errors: {}, // another set of fields: errors of the earlier one no longer apply
      };
    case 'deposit-asked':
      return { ...state, deposit: event.deposit, depositChoice: '' };
    case 'deposit-dropped':
      return { ...state, deposit: null, depositChoice: '' };
    case 'deposit-chosen':
      return checked({ ...state, depositChoice: event.choice }, 'security_deposit_type', undefined);
    case 'sim-type-chosen':
      return { ...state, simType: event.simType };
    case 'terms-changed':
      return event.agreed ? checked({ ...state, terms: true }, 'terms', undefined) : { ...state, terms: false };
    case 'busy':
      return { ...state, busy: event.busy };
    case 'popup':
      return { ...state, popup: event.popup };
    case 'toast':
      return { ...state, toast: event.toast };
    case 'done':
      return { ...state, done: { nextHref: event.nextHref } };
  }
}
