import { useCallback, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { COMMON } from '../../src/i18n/messages';
import { Button, LinkButton } from '../../src/components/Button';
import { ErrorState } from '../../src/components/ErrorState';
import { Skeleton } from '../../src/components/Skeleton';
import { useLazy } from '../../src/components/use-lazy';
import { usePage } from '../../src/hooks/use-page';
import { Stepper } from '../../src/checkout/Stepper';
import { StepLayout } from '../../src/checkout/StepLayout';
import { TermsBox } from '../../src/checkout/TermsBox';
import { StepFixNotice } from '../../src/checkout/StepFixNotice';
import { ReservationNote } from '../../src/checkout/ReservationNote';
import { Tabs } from '../../src/checkout/Tabs';
import { Field } from '../../src/checkout/Field';
import { FLOW, messageFor } from '../../src/checkout/messages';
import type { ServiceType } from '../../src/domain/routes';
import { useDelivery, type DeliveryTalon } from './use-delivery';
import type { FieldName, Option } from './form';

// The popup and the toast are a part loaded on need (widget.json `parts`)
// the step's popup and toast (src/checkout/StepOverlays.tsx), loaded the first time one shows; their texts are the checkout catalog's
const loadOverlays = () => import('../../src/checkout/StepOverlays').then((part) => part.StepOverlays);
// the address search comes with the home-delivery tab (widget.json `parts`)
const loadPlaceSearch = () => import('./place-search/part').then((part) => part.PlaceSearch);
// the stores' list comes with the store-pickup tab
const loadStorePickup = () => import('./StorePickup').then((part) => part.StorePickup);

/** 000 §5: the first invalid field scrolls into view 150 px below the top, and takes the focus. */
const SCROLL_OFFSET_PX = 150;

export interface DeliveryProps {
  serviceType: ServiceType | null;
}

export function DeliveryScreen({ serviceType }: DeliveryProps) {
  const { t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const scrollToField = useCallback((key: FieldName) => {
    const target = form.current?.querySelector<HTMLElement>(`[data-field="${key}"]`);
    if (!target) return;
    window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX, behavior: 'smooth' });
    target.querySelector<HTMLElement>('input,select,button')?.focus({ preventScroll: true });
  }, []);
  const step = useDelivery(serviceType, scrollToField);
  const Overlays = useLazy(step.toast !== null || step.popup !== null, loadOverlays, step.status === 'ready');
  const StorePickup = useLazy(step.status === 'ready' && step.tab === 'pickup', loadStorePickup);

  if (step.status === 'loading' || step.status === 'empty') return <Skeleton count={3} label={t(COMMON.loading)} />;
  if (step.status === 'error') {
    return <ErrorState message={t(messageFor(step.error ?? 'failure'))} retryLabel={t(COMMON.retry)} onRetry={step.retry} />;
  }
  const steps = [t(FLOW.personal), t(FLOW.delivery), t(FLOW.payment)];
  const home = {
    id: 'home-delivery',
    label: t({ message: 'Home delivery', comment: '000 §2.10 tab' }),
    panel: <HomeDelivery step={step} />,
  };
  const pickup = {
    id: 'store-pickup',
    label: t({ message: 'Store pickup', comment: '000 §2.10 tab' }),
    panel: StorePickup ? <StorePickup step={step} /> : <Skeleton count={1} label={t(COMMON.loading)} />,
  };

  return (
    <section className="delivery" aria-labelledby="delivery-title" part="delivery">
      <Stepper steps={steps} current={1} />
      <h2 className="h" id="delivery-title">
        {t(FLOW.delivery)}
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
          {step.places.status === 'error' ? (
            <ErrorState message={t(messageFor('failure'))} retryLabel={t(COMMON.retry)} onRetry={step.retryPlaces} />
          ) : step.places.status === 'loading' ? (
            <Skeleton count={2} label={t(COMMON.loading)} />
          ) : (
            <Tabs
              label={t({ message: 'Delivery method', comment: '000 §2.10 the tabs’ name' })}
              tabs={step.pickupOnly ? [pickup] : [home, pickup]}
              selected={step.tab === 'home' ? home.id : pickup.id}
              onSelect={(id) => step.selectTab(id === home.id ? 'home' : 'pickup')}
            />
          )}
          {step.placeOrder && (
            // 000 §2.10, §5.7: in place-order mode the terms are agreed on this page
            <TermsBox
              id="delivery-terms"
              checked={step.terms}
              onChange={step.setTerms}
              error={step.termsError ? t(step.termsError) : null}
              disabled={step.busy}
            />
          )}
          {step.fix && <StepFixNotice fix={step.fix} />}
          <div className="actions">
            <LinkButton variant="secondary" href={step.backHref} part="back">
              {t(FLOW.back)}
            </LinkButton>
            <Button type="submit" busy={step.busy} disabled={step.busy || step.places.status !== 'ready'} part="next">
              {step.placeOrder ? t(FLOW.placeOrder) : t(FLOW.next)}
            </Button>
          </div>
          {step.done && !step.done.nextHref && (
            <p className="notice success" role="status" part="saved">
              {t({
                message: 'Your delivery details are saved.',
                comment: '000 §4.1: the delivery details were recorded (shown while the payment step has no page)',
              })}
            </p>
          )}
        </form>
      </StepLayout>
      {Overlays && <Overlays step={step} />}
    </section>
  );
}

function Choice({ step, name, label, options }: { step: DeliveryTalon; name: FieldName; label: string; options: readonly Option[] }) {
  const { t } = useLingui();
  const error = step.errors[name];
  return (
    <Field name={name} label={label} error={error ? (typeof error === 'string' ? error : t(error)) : null}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={step.values[name]}
          onChange={(event) => step.change(name, event.currentTarget.value)}
          disabled={step.busy}
        >
          <option value="">{t(FLOW.choose)}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function Text({ step, name, label, numeric }: { step: DeliveryTalon; name: FieldName; label: string; numeric?: boolean }) {
  const { t } = useLingui();
  const error = step.errors[name];
  return (
    <Field name={name} label={label} error={error ? (typeof error === 'string' ? error : t(error)) : null}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="text"
          inputMode={numeric ? 'numeric' : 'text'}
          dir={numeric ? 'ltr' : undefined}
          value={step.values[name]}
          onChange={(event) => step.change(name, event.currentTarget.value)}
          onBlur={() => step.blur(name)}
          disabled={step.busy}
        />
      )}
    </Field>
  );
}

/** 000 §2.10 home delivery: the cascade, then the way, the Villa/Apartment and the landmark. */
function HomeDelivery({ step }: { step: DeliveryTalon }) {
  const { t } = useLingui();
  const { env, lang } = usePage();
  const PlaceSearch = useLazy(true, loadPlaceSearch);
  const { options } = step;
  return (
    <fieldset className="fields" part="home-delivery">
      {PlaceSearch && (
        <PlaceSearch ajaxUrl={env.config.ajaxUrl} lang={lang} knows={step.knowsPlace} onChoose={step.choosePlace} disabled={step.busy} />
      )}
      <Choice step={step} name="governorate" label={t({ message: 'Governorate', comment: '000 §2.10' })} options={options.governorates} />
      <Choice step={step} name="wilayat" label={t({ message: 'Wilayat', comment: '000 §2.10' })} options={options.wilayats} />
      <Choice step={step} name="city" label={t({ message: 'City/Locality', comment: '000 §2.10 city_city' })} options={options.cities} />
      <Choice
        step={step}
        name="area"
        label={t({ message: 'Area', comment: '000 §2.10 the city’s areas' })}
        options={options.areas.map((area) => ({ value: area, label: area }))}
      />
      <Text step={step} name="way_no" label={t({ message: 'Way number', comment: '000 §2.10' })} numeric />
      <Text step={step} name="apt_no" label={t({ message: 'Villa/Apartment', comment: '000 §2.10 apartment number' })} numeric />
      <Text step={step} name="landmark" label={t({ message: 'Address/Landmark', comment: '000 §2.10 landmark' })} />
    </fieldset>
  );
}

/** The order summary beside the step: the reserved number and its countdown, or that it expired (000 §4.3). */
function Summary({ step }: { step: DeliveryTalon }) {
  const { reservation } = step;
  return (
    <div className="card" part="summary">
      {reservation && <ReservationNote reservation={reservation} />}
    </div>
  );
}
