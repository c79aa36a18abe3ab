import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { usePlanCards } from '../../src/hooks/use-plan-cards';
import { COMMON, failure } from '../../src/i18n/messages';
import { validityMessage } from '../../src/i18n/texts';
import { LinkButton } from '../../src/components/Button';
import { MoneyText } from '../../src/components/MoneyText';
import { Skeleton } from '../../src/components/Skeleton';
import { ErrorState } from '../../src/components/ErrorState';

/** Accessible name of the plan list, per service-type attribute. */
const TITLES = {
  all: msg({ message: 'Plans', comment: 'Accessible name of the plan list' }),
  prepaid: msg({ message: 'Prepaid plans', comment: 'Accessible name of the plan list' }),
  postpaid: msg({ message: 'Postpaid plans', comment: 'Accessible name of the plan list' }),
};

/** The attributes of widget.json, as the schema built from it gives them (src/schemas/attributes.ts). */
export interface PlanCardsAttributes {
  serviceType: 'prepaid' | 'postpaid' | 'all';
}

export function PlanCardsScreen({ serviceType }: PlanCardsAttributes) {
  const { status, plans, retry } = usePlanCards(serviceType);
  const { t } = useLingui();
  const title = t(TITLES[serviceType]);

  if (status === 'loading') return <Skeleton className="grid" label={t(COMMON.loading)} />;
  // homepage-plans is public: it fails as failure, rate_limited or not_found, all the generic failure (000 §8)
  if (status === 'error') return <ErrorState message={t(failure)} retryLabel={t(COMMON.retry)} onRetry={retry} />;
  if (plans.length === 0) return <p>{t`No plans are available right now.`}</p>;

  return (
    <ul className="grid" aria-label={title} part="plans">
      {plans.map((plan) => (
        <li key={plan.sku} className="card" part="card">
          {plan.category && <p className="cat">{plan.category}</p>}
          <h3 className="name" id={`n-${plan.sku}`}>
            {plan.name}
          </h3>
          <dl className="facts">
            {plan.data && (
              <>
                <dt>{t({ message: 'Data', comment: 'Plan card: data allowance label' })}</dt>
                <dd>{`${plan.data.quota} ${plan.data.units}`}</dd>
              </>
            )}
            {plan.voice && (
              <>
                <dt>{t({ message: 'Calls', comment: 'Plan card: voice allowance label' })}</dt>
                <dd>{`${plan.voice.quota} ${plan.voice.units}`}</dd>
              </>
            )}
            <dt>{t({ message: 'Validity', comment: 'Plan card: validity label' })}</dt>
            <dd>{t(validityMessage(plan.validity))}</dd>
          </dl>
          {plan.highlights.length > 0 && (
            <ul className="hl">
              {plan.highlights.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <p className="price" part="price">
            <MoneyText baisa={plan.price} listing />
            <span className="vat">{t({ message: 'incl. VAT', comment: 'Under the plan price' })}</span>
          </p>
          <LinkButton href={plan.href} aria-describedby={`n-${plan.sku}`}>
            {plan.inCart
              ? t({ message: 'In your cart', comment: '000 §2.4: button of a plan already in the cart (goes to my_cart)' })
              : t({ message: 'Buy now', comment: 'Plan card button' })}
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}
