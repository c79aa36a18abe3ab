import { useCallback, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { COMMON } from '../../src/i18n/messages';
import { Button, LinkButton } from '../../src/components/Button';
import { ErrorState } from '../../src/components/ErrorState';
import { Price } from '../../src/components/Price';
import { Skeleton } from '../../src/components/Skeleton';
import { useLazy } from '../../src/components/use-lazy';
import { Stepper } from '../../src/checkout/Stepper';
import { StepLayout } from '../../src/checkout/StepLayout';
import { TermsBox } from '../../src/checkout/TermsBox';
import { ReservationNote } from '../../src/checkout/ReservationNote';
import { Tabs } from '../../src/checkout/Tabs';
import { FLOW, messageFor } from '../../src/checkout/messages';
import { DueToday } from '../../src/checkout/DueToday';
import { StepFixNotice } from '../../src/checkout/StepFixNotice';
import type { ServiceType } from '../../src/domain/routes';
import { usePayment, type Method, type PaymentTalon } from './use-payment';

// The popup and the toast are a part loaded on need (widget.json `parts`)
// the step's popup and toast (src/checkout/StepOverlays.tsx), loaded the first time one shows; their texts are the checkout catalog's
const loadOverlays = () => import('../../src/checkout/StepOverlays').then((part) => part.StepOverlays);

/** 000 §5: the first invalid field (here the terms) scrolls into view 150 px below the top, and takes the focus. */
const SCROLL_OFFSET_PX = 150;

export interface PaymentProps {
  serviceType: ServiceType | null;
}

export function PaymentScreen({ serviceType }: PaymentProps) {
  const { t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const focusTerms = useCallback(() => {
    const box = form.current?.querySelector<HTMLInputElement>('#payment-terms');
    if (!box) return;
    window.scrollTo({ top: box.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX, behavior: 'smooth' });
    box.focus({ preventScroll: true });
  }, []);
  const step = usePayment(serviceType, focusTerms);
  const Overlays = useLazy(step.toast !== null || step.popup !== null, loadOverlays, step.status === 'ready');

  if (step.status === 'loading' || step.status === 'empty') return <Skeleton count={3} label={t(COMMON.loading)} />;
  if (step.status === 'error') {
    return <ErrorState message={t(messageFor(step.error ?? 'failure'))} retryLabel={t(COMMON.retry)} onRetry={step.retry} />;
  }
  const steps = [t(FLOW.personal), t(FLOW.delivery), t(FLOW.payment)];
  // 000 §2.11: the methods as tabs, each with a line on what follows
  const tabs: Record<Method, { label: string; about: string }> = {
    online: {
      label: t({ message: 'Pay online', comment: '000 §2.11 tab' }),
      about: t({
        message: 'You will pay by card on the bank’s secure page, then come back to the shop.',
        comment: '000 §2.11 / §4.11 pay online: the gateway’s hosted page',
      }),
    },
    cashondelivery: {
      label: t({ message: 'Cash on delivery', comment: '000 §2.11 tab' }),
      about: t({ message: 'You will pay in cash when your order is delivered.', comment: '000 §2.11 cash on delivery' }),
    },
    cardondelivery: {
      label: t({ message: 'Card on delivery', comment: '000 §2.11 tab' }),
      about: t({ message: 'You will pay by card when your order is delivered.', comment: '000 §2.11 card on delivery' }),
    },
  };
  // 000 §2.11: pay online goes on (NEXT, to the gateway); on delivery the order is confirmed here
  const action = step.free
    ? t(FLOW.placeOrder)
    : step.method === 'online'
      ? t(FLOW.next)
      : t({ message: 'CONFIRM', comment: '000 §2.11 the cash/card on delivery button (as specified, in capitals)' });

  return (
    <section className="payment" aria-labelledby="payment-title" part="payment">
      <Stepper steps={steps} current={2} />
      <h2 className="h" id="payment-title">
        {t(FLOW.payment)}
      </h2>
      <StepLayout summaryTitle={t(FLOW.orderSummary)} summary={<Summary step={step} />}>
        <form
          ref={form}
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            step.place();
          }}
        >
          {step.free ? (
            <p className="notice" part="free">
              {t({ message: 'Nothing is due today. Place your order to finish.', comment: '000 §4.11 nothing to pay today' })}
            </p>
          ) : step.methods.length === 0 ? (
            <p className="notice danger" role="alert" part="no-method">
              {t({
                message: 'No payment method is available for this order.',
                comment: '000 §4.11 every method removed by the shipping options',
              })}
            </p>
          ) : (
            <Tabs
              label={t({ message: 'Payment method', comment: '000 §2.11 the tabs’ name' })}
              tabs={step.methods.map((method) => ({
                id: method,
                label: tabs[method].label,
                panel: <p part="method-about">{tabs[method].about}</p>,
              }))}
              selected={step.method ?? ''}
              onSelect={(id) => step.selectMethod(id as Method)}
            />
          )}
          <TermsBox
            id="payment-terms"
            checked={step.terms}
            onChange={step.setTerms}
            error={step.termsError ? t(step.termsError) : null}
            disabled={step.busy}
          />
          {step.fix && <StepFixNotice fix={step.fix} />}
          <div className="actions">
            <LinkButton variant="secondary" href={step.backHref} part="back">
              {t(FLOW.back)}
            </LinkButton>
            <Button
              type="submit"
              busy={step.busy}
              disabled={step.busy || (!step.free && !step.method) || step.placed !== null}
              part="place"
            >
              {action}
            </Button>
          </div>
          {step.placed && (
            <p className="notice success" role="status" part="placed">
              {t({
                message: `Your order ${step.placed.orderId} is placed.`,
                comment: 'contract §4.15: placed, shown while the thank-you page does not exist on the site; {0} is the order id',
              })}
            </p>
          )}
        </form>
      </StepLayout>
      {Overlays && <Overlays step={step} />}
    </section>
  );
}

/** The order summary beside the step: the lines (each price incl. VAT), what is due today, the number's countdown (000 §4.3). */
function Summary({ step }: { step: PaymentTalon }) {
  const { t } = useLingui();
  const { reservation, dueToday } = step;
  return (
    <div className="card summary" part="summary">
      <ul className="lines" part="lines">
        {step.lines.map((line) => (
          <li key={line.key} className="row" part="line">
            <span className="item">{line.name}</span>
            <Price baisa={line.price} monthly={line.monthly} />
            {line.number && (
              <>
                <span>
                  {t(FLOW.number)} <bdi dir="ltr">{line.number.display}</bdi>
                </span>
                <Price baisa={line.number.price} />
              </>
            )}
          </li>
        ))}
      </ul>
      {dueToday && <DueToday {...dueToday} />}
      {reservation && <ReservationNote reservation={reservation} withNumber={false} />}
    </div>
  );
}
