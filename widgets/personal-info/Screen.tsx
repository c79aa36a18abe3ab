import { useCallback, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { COMMON } from '../../src/i18n/messages';
import { Button, LinkButton } from '../../src/components/Button';
import { ErrorState } from '../../src/components/ErrorState';
import { Skeleton } from '../../src/components/Skeleton';
import { useLazy } from '../../src/components/use-lazy';
import { Stepper } from '../../src/checkout/Stepper';
import { StepLayout } from '../../src/checkout/StepLayout';
import { TermsBox } from '../../src/checkout/TermsBox';
import { ReservationNote } from '../../src/checkout/ReservationNote';
import { Field } from '../../src/checkout/Field';
import { FLOW, messageFor } from '../../src/checkout/messages';
import type { ServiceType } from '../../src/domain/routes';
import { simTypeOffered } from '../../src/domain/sim-type';
import { usePersonalInfo, type PersonalInfoTalon } from './use-personal-info';
import type { Country } from './use-countries';
import type { FieldName, FormErrorKey } from './form';
import { ExistingCustomer } from './ExistingCustomer';
import { Identity } from './Identity';

// Parts loaded on need, each with its texts (widget.json `parts`): the popups and the toast, the
// document slots (shown once the step asks for a document), the deposit section (after the bridge asked)
const loadOverlays = () => import('./overlays/part').then((part) => part.Overlays);
const loadDocuments = () => import('./upload/part').then((part) => part.Documents);
const loadDeposit = () => import('./deposit/part').then((part) => part.Deposit);
/** 000 §2.9 the SIM type: a part loaded when the step offers it (prepaid and postpaid orders). */
const loadSimType = () => import('./SimType').then((part) => part.SimType);

const simTypeShown = ({ facts, values }: PersonalInfoTalon): boolean =>
  simTypeOffered(facts.orderType, facts.ekyc, values.customer_id_type);
const DOCUMENT_FIELDS = ['ID_doc_front_image_path', 'ID_doc_back_image_path', 'income_proof_docs'] as const;

/** 000 §5: the first invalid field scrolls into view 150 px below the top, and takes the focus. */
const SCROLL_OFFSET_PX = 150;

export interface PersonalInfoProps {
  serviceType: ServiceType | null;
}

export function PersonalInfoScreen({ serviceType }: PersonalInfoProps) {
  const { t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const scrollToField = useCallback((key: FormErrorKey) => {
    const target = form.current?.querySelector<HTMLElement>(`[data-field="${key}"]`);
    if (!target) return;
    window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX, behavior: 'smooth' });
    target.querySelector<HTMLElement>('input,select,button')?.focus({ preventScroll: true });
  }, []);
  const step = usePersonalInfo(serviceType, scrollToField);
  const Overlays = useLazy(step.popup !== null || step.toast !== null || step.guard.popup !== null, loadOverlays, step.status === 'ready');
  const Documents = useLazy(
    DOCUMENT_FIELDS.some((field) => step.shown.has(field)),
    loadDocuments,
  );
  const Deposit = useLazy(step.facts.deposit !== null, loadDeposit);
  const SimType = useLazy(step.status === 'ready' && simTypeShown(step), loadSimType);

  // an empty cart has nothing to give details for: the hook takes the shopper to the empty-cart page
  if (step.status === 'loading' || step.status === 'empty') return <Skeleton count={3} label={t(COMMON.loading)} />;
  if (step.status === 'error') {
    return <ErrorState message={t(messageFor(step.error ?? 'failure'))} retryLabel={t(COMMON.retry)} onRetry={step.retry} />;
  }

  const error = (key: FormErrorKey) => {
    const message = step.errors[key];
    return message ? t(message) : null;
  };
  const steps = [t(FLOW.personal), t(FLOW.delivery), t(FLOW.payment)];

  return (
    <section className="personal" aria-labelledby="personal-title" part="personal-info">
      <Stepper steps={steps} current={0} />
      <h2 className="h" id="personal-title">
        {t(FLOW.personal)}
      </h2>
      <StepLayout summaryTitle={t(FLOW.orderSummary)} summary={<Summary step={step} />}>
        <form
          ref={form}
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            step.next();
          }}
        >
          {step.notice && (
            <p className="notice warning" role="status" part="notice">
              {t(step.notice)}
            </p>
          )}
          <fieldset className="card" part="contact">
            <legend>{t({ message: 'Contact details', comment: '000 §2.9 contact part' })}</legend>
            <div className="fields">
              <TextField
                step={step}
                name="user_email"
                label={t`E-mail`}
                type="email"
                autoComplete="email"
                noClipboard
                error={error('user_email')}
              />
              <TextField
                step={step}
                name="confirm_email"
                label={t`Confirm e-mail`}
                type="email"
                autoComplete="off"
                noClipboard
                error={error('confirm_email')}
              />
              <CountryCode step={step} countries={step.countries.list} error={error('country_code')} />
              <TextField
                step={step}
                name="user_phone_number"
                label={t({ message: 'Contact number', comment: '000 §2.9 contact number' })}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                error={error('user_phone_number')}
              />
            </div>
          </fieldset>

          <ExistingCustomer step={step} />

          <Identity step={step} error={error} />

          {Documents && <Documents step={step} error={error} />}

          {step.facts.deposit && Deposit && <Deposit step={step} error={error('security_deposit_type')} />}

          {SimType && simTypeShown(step) && <SimType step={step} />}

          <Terms step={step} error={error('terms')} id="terms-main" />

          <div className="actions">
            <LinkButton variant="secondary" href={step.backHref} part="back">
              {t(FLOW.back)}
            </LinkButton>
            <Button type="submit" busy={step.busy} part="next">
              {t(FLOW.next)}
            </Button>
          </div>
          {step.done && !step.done.nextHref && (
            <p className="notice success" role="status" part="saved">
              {t({
                message: 'Your details are saved.',
                comment: '000 §4.1: the personal details were recorded (shown while the next step has no page)',
              })}
            </p>
          )}
        </form>
      </StepLayout>
      {Overlays && <Overlays step={step} />}
    </section>
  );
}

interface TextFieldProps {
  step: PersonalInfoTalon;
  name: FieldName;
  label: string;
  error: string | null;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'email';
  autoComplete?: string;
  /** 000 §5.2: cut, copy and paste blocked (the e-mail and its confirmation) */
  noClipboard?: boolean;
  hint?: string | undefined;
  placeholder?: string | undefined;
  dir?: 'ltr' | undefined;
}

export function TextField({
  step,
  name,
  label,
  error,
  type = 'text',
  inputMode,
  autoComplete,
  noClipboard,
  hint,
  placeholder,
  dir,
}: TextFieldProps) {
  const block = noClipboard ? (event: { preventDefault(): void }) => event.preventDefault() : undefined;
  return (
    <Field name={name} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder}
          dir={dir}
          value={step.values[name]}
          onChange={(event) => step.change(name, event.currentTarget.value)}
          onBlur={() => step.blur(name)}
          onCut={block}
          onCopy={block}
          onPaste={block}
          disabled={step.busy}
        />
      )}
    </Field>
  );
}

/**
 * 000 §5.2: the country code, +968 by default and the only one for postpaid, reactivation and
 * port-in. Searchable as the select's own type-ahead: the options read 'Oman (+968)', by name.
 */
function CountryCode({ step, countries, error }: { step: PersonalInfoTalon; countries: readonly Country[]; error: string | null }) {
  const { t } = useLingui();
  const locked = ['postpaid', 'sim_reactivation', 'port-in'].includes(step.facts.orderType);
  const codes = countries.filter((country) => (locked ? country.dial_code === '968' : country.dial_code !== ''));
  return (
    <Field name="country_code" label={t({ message: 'Country code', comment: '000 §2.9 the contact number’s country code' })} error={error}>
      {(control) => (
        <select
          {...control}
          name="country_code"
          value={step.values.country_code}
          onChange={(event) => step.change('country_code', event.currentTarget.value)}
          disabled={locked || step.busy}
          autoComplete="tel-country-code"
        >
          {codes.length === 0 && <option value="968">+968</option>}
          {codes.map((country) => (
            <option key={country.iso_code} value={country.dial_code}>
              {`${country.name} (+${country.dial_code})`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** 000 §2.9: the terms checkbox; every copy of it on the page is one state. */
export function Terms({ step, error, id }: { step: PersonalInfoTalon; error: string | null; id: string }) {
  const { t } = useLingui();
  // 000 §2.9: two copies (the form's and the summary's), one state
  const label =
    step.facts.orderType === 'migration'
      ? t({ message: 'I agree to the migration terms and conditions', comment: '000 §2.9 migration variant' })
      : undefined;
  return <TermsBox id={id} checked={step.facts.terms} onChange={step.setTerms} error={error} {...(label ? { label } : {})} />;
}

/** The order summary beside the step: the reserved number and its countdown, or that it expired (000 §4.3). */
function Summary({ step }: { step: PersonalInfoTalon }) {
  const { reservation } = step;
  return (
    <div className="card" part="summary">
      {reservation && <ReservationNote reservation={reservation} />}
      <Terms step={step} error={null} id="terms-summary" />
    </div>
  );
}
