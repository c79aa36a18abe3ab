import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { usePlanCards } from '../../src/hooks/use-plan-cards';
import { usePage } from '../../src/hooks/use-page';
import { routeUrl } from '../../src/domain/routes';
import { COMMON, failure } from '../../src/i18n/messages';
import { allowanceText, validityMessage } from '../../src/i18n/texts';
import { LinkButton } from '../../src/components/Button';
import { Price } from '../../src/components/Price';
import { Skeleton } from '../../src/components/Skeleton';
import { ErrorState } from '../../src/components/ErrorState';

/** Heading (layout=section) or accessible name (layout=grid) of the plan list, per service-type attribute. */
const TITLES = {
  all: msg({ message: 'Plans', comment: 'Accessible name of the plan list' }),
  prepaid: msg({ message: 'Prepaid plans', comment: 'Heading or accessible name of the plan list' }),
  postpaid: msg({ message: 'Postpaid plans', comment: 'Heading or accessible name of the plan list' }),
};
/** layout=section: the family's listing page and how many cards the section shows. */
const LISTING = { prepaid: 'prepaid-plan-page', postpaid: 'postpaid' } as const;
const SECTION_CARDS = 4;

/** The attributes of widget.json, as the schema built from it gives them (src/schemas/attributes.ts). */
export interface PlanCardsAttributes {
  serviceType: 'prepaid' | 'postpaid' | 'all';
  layout: 'grid' | 'section';
  /** one plan family only (a campaign page); null: every family of the service type */
  family?: string | null;
}

export function PlanCardsScreen({ serviceType, layout, family }: PlanCardsAttributes) {
  const { status, plans, retry } = usePlanCards(serviceType, family);
  const { links } = usePage();
  const { t } = useLingui();
  const title = t(TITLES[serviceType]);
  const section = layout === 'section' && serviceType !== 'all';

  let body;
  if (status === 'loading') body = <Skeleton className="grid" label={t(COMMON.loading)} />;
  // homepage-plans is public: it fails as failure, rate_limited or not_found, all the generic failure (000 §8)
  else if (status === 'error') body = <ErrorState message={t(failure)} retryLabel={t(COMMON.retry)} onRetry={retry} />;
  else if (plans.length === 0) body = <p className="muted">{t`No plans are available right now.`}</p>;
  else
    body = (
      <ul className="grid" aria-label={section ? undefined : title} part="plans">
        {(section ? plans.slice(0, SECTION_CARDS) : plans).map((plan) => (
          <li key={plan.sku} className="card" part="card">
            {plan.category && <p className="muted">{plan.category}</p>}
            <h3 className="name">{plan.name}</h3>
            {plan.credit && (
              <>
                {/* 000 §2.4 the plan's credit description behind '?': a native popover */}
                <button
                  type="button"
                  className="btn secondary q"
                  popoverTarget={`credit-${plan.sku}`}
                  aria-label={t({ message: `About the credit of ${plan.name}`, comment: "000 §2.4 the '?' button's name" })}
                  part="credit"
                >
                  ?
                </button>
                <p popover="auto" id={`credit-${plan.sku}`} className="card pop" part="credit-popup">
                  {plan.credit}
                </p>
              </>
            )}
            <dl className="facts">
              {plan.data && (
                <>
                  <dt>{t({ message: 'Data', comment: 'Plan card: data allowance label' })}</dt>
                  <dd>{allowanceText(t, plan.data)}</dd>
                </>
              )}
              {plan.voice && (
                <>
                  <dt>{t({ message: 'Calls', comment: 'Plan card: voice allowance label' })}</dt>
                  <dd>{allowanceText(t, plan.voice)}</dd>
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
            <Price baisa={plan.price} listing monthly={plan.monthly} />
            <LinkButton href={plan.href}>
              {plan.inCart
                ? t({ message: 'In your cart', comment: '000 §2.4: button of a plan already in the cart (goes to my_cart)' })
                : t({ message: 'Buy now', comment: 'Plan card button' })}
              {/* the plan's name completes the button's accessible name: "Buy now Hala 5" */}
              <span className="sr"> {plan.name}</span>
            </LinkButton>
            {plan.migrationHref && (
              <LinkButton href={plan.migrationHref} variant="secondary">
                {t({ message: 'Switch from prepaid', comment: '000 §2.3 migration button: keeps the number, moves it to this plan' })}
                <span className="sr"> {plan.name}</span>
              </LinkButton>
            )}
          </li>
        ))}
      </ul>
    );

  if (!section) return body;
  return (
    <section className="section" aria-labelledby="plans-h" part="section">
      <div className="head">
        <h2 className="h" id="plans-h">
          {title}
        </h2>
        <a href={routeUrl(links, LISTING[serviceType])} part="see-all">
          {serviceType === 'prepaid'
            ? t({ message: 'See all prepaid plans', comment: 'Homepage section link to the prepaid listing' })
            : t({ message: 'See all postpaid plans', comment: 'Homepage section link to the postpaid listing' })}
        </a>
      </div>
      {body}
    </section>
  );
}
