// Talon of whl-personal-info (000 §2.9): the cart it is for (order type, reserved number, tourist
// pack), the reservation guard (000 §4.3), the form's values and errors (./form.ts: validated on
// blur, dates on change, everything on NEXT, 000 §5), the scan's state (000 §4.6), the
// existing-customer flags (000 §5.8), the deposit (000 §4.8), the SIM type (000 §4.9), the terms,
// and NEXT: captcha, then wp_postpaid_prepaid_personal_infomation_capture and its outcomes (000 §8).
// The step's own state is one reducer (./step-state.ts); this talon turns what happens into its events.
import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useShop } from '../../src/store';
import { usePage } from '../../src/hooks/use-page';
import { useReservationGuard, type ReservationGuard } from '../../src/hooks/use-reservation-guard';
import { useStepCart } from '../../src/checkout/use-step-cart';
import type { ReservationClock } from '../../src/domain/reservation-timer';
import { routeUrl, safeRoute, type ServiceType } from '../../src/domain/routes';
import type { BridgeErrorCode } from '../../src/domain/response-codes';
import { personalConfig, type PersonalConfig } from './config';
import { PLAN_CHANGED_NOTICE } from '../../src/domain/checkout';
import { PLAN_CHANGED } from './messages';
import { reportError } from '../../src/shell/page';
import { failure } from '../../src/i18n/messages';

type Rules = typeof import('./rules/part');
import type { StepControl } from './calls';
import { idTypesFor, omanToday, shownFields, typed } from './form';
import type { DepositChoice, EkycState, FieldName, FormErrorKey, StepFacts, Values } from './form';
import { useCountries, type Countries } from './use-countries';
import {
  INITIAL_PERSONAL_INFO,
  personalInfoReducer,
  type CustomerFlags,
  type FormErrors,
  type PopupKind,
  type ToastView,
} from './step-state';

export type { CustomerFlags, PopupKind, ToastView } from './step-state';

export interface PersonalInfoTalon {
  status: 'loading' | 'ready' | 'empty' | 'error';
  error: BridgeErrorCode | null;
  retry(): void;
  facts: StepFacts;
  values: Values;
  /** what each field or check shows under it (the texts of the rules part, loaded with the checks) */
  errors: Partial<Record<FormErrorKey, MessageDescriptor>>;
  shown: ReadonlySet<FieldName>;
  idTypes: readonly number[];
  /** the nationality and country-code lists (000 §7.4 wpb_countryLookUp) */
  countries: Countries;
  change(field: FieldName, raw: string): void;
  /** text inputs are validated when they lose focus (000 §5) */
  blur(field: FieldName): void;
  /** the reserved number and its countdown for the summary; `expired` without number_blocked_time (000 §4.3) */
  reservation: { display: string; clock: ReservationClock; expired: boolean } | null;
  guard: ReservationGuard;
  setEkyc(state: EkycState): void;
  /** 000 §4.6: the scan succeeded: its verification session and the identity it read (personal_details keys) */
  scanSucceeded(sessionId: string, identity: Readonly<Record<string, string | undefined>>): void;
  setCustomer(flags: CustomerFlags): void;
  setDepositChoice(choice: DepositChoice): void;
  setSimType(type: 'physical' | 'esim'): void;
  setTerms(agreed: boolean): void;
  busy: boolean;
  next(): void;
  popup: PopupKind | null;
  openPopup(kind: PopupKind): void;
  closePopup(): void;
  /** the configured limits and messages of the step (contract §1 `personal`) */
  limits: PersonalConfig;
  toast: ToastView | null;
  showToast(toast: ToastView | null): void;
  /**
   * 000 §4.1 after a correct eSIM passcode: payment when something is due; else thank-you with the
   * order the passcode part placed (`free`, contract §4.15)
   */
  esimVerified(paymentDue: boolean, orderId?: string): void;
  /** where the back button leads (000 §2.9) */
  backHref: string;
  /** why the shopper is back on the step (contract §7.1: a change of plan dropped the details), else null */
  notice: MessageDescriptor | null;
  /** the personal details were recorded: where the step goes on (000 §4.1), null until then */
  done: { nextHref: string | null } | null;
}

/** 000 §2.9 back: devices or accessories, prepaid-plan-page or postpaid, by the order type. */
function backRoute(orderType: string): string {
  if (orderType === 'devices' || orderType === 'device-installment') return 'devices';
  return orderType === 'postpaid' ? 'postpaid' : 'prepaid-plan-page';
}

export function usePersonalInfo(
  serviceTypeAttribute: ServiceType | null,
  /** scrolls to the first field in error (000 §5: 150 px above it) */
  scrollToField: (key: FormErrorKey) => void,
): PersonalInfoTalon {
  const { env, lang, links } = usePage();
  const setNonce = useShop((s) => s.setNonce);

  const [state, dispatch] = useReducer(personalInfoReducer, INITIAL_PERSONAL_INFO);
  const { values, errors, ekyc, idvSessionId, customer, deposit, depositChoice, simType, terms, busy, popup, toast, done } = state;
  const setToast = (next: ToastView | null) => dispatch({ type: 'toast', toast: next });
  const setPopup = (next: PopupKind | null) => dispatch({ type: 'popup', popup: next });
  const submitting = useRef(false);

  // the cart, the empty-cart page when it holds nothing (000 §2.8), the reserved number
  const cart = useStepCart(serviceTypeAttribute);
  const { summary, status, serviceType, touristPack, msisdn } = cart;
  const countries = useCountries();
  const settings = useMemo(() => personalConfig(env.config.personal), [env]);
  const notice = useMemo(
    () => (env.location().searchParams.get(PLAN_CHANGED_NOTICE.name) === PLAN_CHANGED_NOTICE.value ? PLAN_CHANGED : null),
    [env],
  );

  const orderType = cart.orderType || serviceType || '';

  // 000 §7.6: begin_checkout once per page, when the step shows with a cart (its code loaded on need)
  useEffect(() => {
    if (status === 'ready') void import('../../src/checkout/place-order').then((placing) => placing.beginCheckout(summary!));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the step first shows with its cart
  }, [status === 'ready']);

  const guard = useReservationGuard({
    step: 'personal-info',
    orderType,
    serviceType,
    planUrlKey: summary?.urlKey,
    ready: status === 'ready',
  });

  // what the §4.7 table and the rules read, rebuilt each render (cheap, and never stale)
  const facts: StepFacts = {
    orderType,
    portInType: '',
    touristPack,
    ekyc,
    eligibility: customer.eligibility,
    otherNationality: customer.otherNationality,
    lang,
    blockedNumbers: settings.blockedContactNumbers,
    reservedMsisdn: msisdn ?? '',
    today: omanToday(env.now()),
    deposit,
    depositChoice,
    simType,
    terms,
  };
  const shown = shownFields(facts);

  /**
   * The form's checks (./form-check.ts) are a chunk loaded on the shopper's first action: `run` runs
   * with them at once when they are in, else once they are.
   */
  const rules = useRef<Rules | null>(null);
  const loadRules = () =>
    import('./rules/part').then(async (loaded) => {
      await loaded.loadRulesCatalog(lang);
      rules.current = loaded;
      return loaded;
    });
  const withRules = (run: (loaded: Rules) => void) => {
    if (rules.current) return run(rules.current);
    loadRules().then(run, (error: unknown) => reportError(error));
  };
  /** The error of one key as the whole form sees it now, as its text. */
  const errorOf = (loaded: Rules, key: FormErrorKey, next: Values) => {
    const code = loaded.formErrors(next, facts)[key];
    return code === undefined ? undefined : loaded.personalMessageFor(code);
  };
  const setError = (key: FormErrorKey, error: MessageDescriptor | undefined) => dispatch({ type: 'field-checked', key, error });
  const showErrors = (shownErrors: FormErrors) => dispatch({ type: 'errors-shown', errors: shownErrors });

  function change(field: FieldName, raw: string) {
    const passport = touristPack || (values.customer_id_type === '14' && facts.orderType === 'prepaid');
    let next: Values = { ...values, [field]: typed(field, raw, { idType: values.customer_id_type, passport }) };
    if (field === 'nationality') {
      // 000 §4.9: the ID types follow the nationality; a type no longer offered is re-chosen
      const offered = idTypesFor(facts, next.nationality).map(String);
      const type = offered.includes(next.customer_id_type) ? next.customer_id_type : offered.length === 1 ? offered[0]! : '';
      if (type !== next.customer_id_type) next = { ...next, customer_id_type: type, customer_id_expiry_date: '' };
    }
    if (field === 'customer_id_type') next = { ...next, customer_id_expiry_date: '' }; // 000 §4.9 resets the expiry
    if (field === 'customer_id' && orderType === 'postpaid' && deposit) {
      // 000 §4.8: another ID number on postpaid asks the deposit question again
      dispatch({ type: 'deposit-dropped' });
    }
    dispatch({ type: 'values-changed', values: next });
    // dates and choices are validated when they change; text fields keep a shown error up to date while it is fixed
    const immediate =
      field === 'customer_id_dob' ||
      field === 'customer_id_expiry_date' ||
      field === 'nationality' ||
      field === 'customer_id_type' ||
      field === 'gender';
    withRules((loaded) => {
      if (immediate || errors[field]) setError(field, errorOf(loaded, field, next));
      if (field === 'user_email' && errors.confirm_email) setError('confirm_email', errorOf(loaded, 'confirm_email', next));
    });
  }

  function blur(field: FieldName) {
    withRules((loaded) => setError(field, errorOf(loaded, field, values)));
  }

  /** 000 §4.1: on to the next step; a route the site does not have yet leaves the step saying the details are saved */
  function goOn(nextHref: string | null) {
    dispatch({ type: 'done', nextHref });
    if (nextHref) env.navigate(nextHref);
  }

  /** What the submit and its outcomes (./calls.ts) may do to the step. */
  const control: StepControl = {
    env,
    setErrors: showErrors,
    setToast,
    setPopup,
    failedScan: () => dispatch({ type: 'scan-failed' }), // 000 §4.6: the manual documents, a physical SIM
    askDeposit(asked) {
      dispatch({ type: 'deposit-asked', deposit: asked });
      scrollToField('security_deposit_type');
    },
    scrollToField,
    saved(nonce, type) {
      setNonce(nonce);
      if (type === 'esim') return setPopup('esim'); // 000 §4.1: the eSIM passcode before anything else
      goOn(safeRoute(() => routeUrl(links, '{service_type}-delivery', { serviceType })));
    },
  };

  async function submit(loaded: Rules) {
    // the submit and its outcomes are a chunk of their own, loaded on the first NEXT
    const calls = await import('./calls');
    await calls.submitStep(control, {
      personalDetails: {
        ...loaded.personalDetails(values, facts),
        // 000 §3.8: the nationality's numeric id beside its ISO code
        nationality_id: String(countries.list.find((country) => country.iso_code === values.nationality)?.id ?? ''),
      },
      ekycStatus: ekyc === 'success' ? 'success' : ekyc === 'failed' ? 'failure' : '',
      idvSessionId,
      lang,
    });
  }

  async function check(): Promise<void> {
    const loaded = rules.current ?? (await loadRules());
    const found = loaded.formErrors(values, facts);
    const keys = Object.keys(found) as FormErrorKey[];
    showErrors(Object.fromEntries(keys.map((key) => [key, loaded.personalMessageFor(found[key]!)])));
    const first = keys[0];
    if (first) {
      if (first === 'terms' && keys.length === 1) setToast({ text: loaded.personalMessageFor('terms_required'), tone: 'warning' });
      return scrollToField(first);
    }
    dispatch({ type: 'busy', busy: true }); // in flight: the form and NEXT wait
    await submit(loaded);
  }

  function next() {
    if (submitting.current || !guard.allows()) return;
    // one NEXT at a time: a double click sends once
    submitting.current = true;
    check()
      .catch((error: unknown) => {
        reportError(error); // the rules' chunk did not load: the generic failure
        setToast({ text: failure, tone: 'error' });
      })
      .finally(() => {
        submitting.current = false;
        dispatch({ type: 'busy', busy: false });
      });
  }

  return {
    status,
    error: cart.error,
    retry: cart.retry,
    notice,
    facts,
    values,
    errors,
    shown,
    idTypes: idTypesFor(facts, values.nationality),
    countries,
    change,
    blur,
    reservation: cart.reservation,
    guard,
    setEkyc: (next) => dispatch({ type: 'ekyc-set', ekyc: next }),
    scanSucceeded: (sessionId, identity) => dispatch({ type: 'scan-succeeded', sessionId, identity }),
    setCustomer: (flags) => dispatch({ type: 'customer-set', flags }),
    setDepositChoice: (choice) => dispatch({ type: 'deposit-chosen', choice }),
    setSimType: (type) => dispatch({ type: 'sim-type-chosen', simType: type }),
    setTerms: (agreed) => dispatch({ type: 'terms-changed', agreed }),
    busy,
    next,
    popup,
    openPopup: setPopup,
    closePopup: () => setPopup(null),
    limits: settings,
    toast,
    showToast: setToast,
    esimVerified(paymentDue, orderId) {
      setPopup(null);
      const [kind, step] = [touristPack ? 'tourist-pack' : '{service_type}', paymentDue ? 'payment' : 'thank-you'];
      goOn(safeRoute(() => routeUrl(links, `${kind}-${step}`, { serviceType, query: { orderid: orderId } })));
    },
    backHref: safeRoute(() => routeUrl(links, backRoute(orderType))) ?? routeUrl(links, 'homepage'),
    done,
  };
}
