import { usePlanCards } from '../../src/hooks/use-plan-cards';
import { useT } from '../../src/i18n';
import { validityText } from '../../src/i18n/format';
import { LinkButton } from '../../src/components/Button';
import { MoneyText } from '../../src/components/MoneyText';
import { Skeleton } from '../../src/components/Skeleton';
import { ErrorState } from '../../src/components/ErrorState';
import type { PlanCardsAttributes } from '../../src/schemas/config';

export function PlanCardsScreen({ serviceType }: PlanCardsAttributes) {
  const { status, plans, retry } = usePlanCards(serviceType);
  const t = useT();
  const title = t(`plans.title.${serviceType}`);

  if (status === 'loading') return <Skeleton className="grid" label={t('common.loading')} />;
  // homepage-plans is public: it fails as failure, rate_limited or not_found, all the generic failure (000 §8)
  if (status === 'error') return <ErrorState message={t('error.failure')} retryLabel={t('common.retry')} onRetry={retry} />;
  if (plans.length === 0) return <p>{t('plans.empty')}</p>;

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
                <dt>{t('plans.data')}</dt>
                <dd>{`${plan.data.quota} ${plan.data.units}`}</dd>
              </>
            )}
            {plan.voice && (
              <>
                <dt>{t('plans.voice')}</dt>
                <dd>{`${plan.voice.quota} ${plan.voice.units}`}</dd>
              </>
            )}
            <dt>{t('plans.validity')}</dt>
            <dd>{validityText(t, plan.validity)}</dd>
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
            <span className="vat">{t('plans.inclVat')}</span>
          </p>
          <LinkButton href={plan.href} aria-describedby={`n-${plan.sku}`}>
            {t(plan.inCart ? 'plans.inCart' : 'plans.buyNow')}
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}
