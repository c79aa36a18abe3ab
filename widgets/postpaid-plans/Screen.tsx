// 000 §2.5 the postpaid listing (contract §8.1): family tabs addressed by the URL hash, the SIM type
// choice, and per tab a carousel of plan cards. The slide-up panels (the order-now chooser, plan
// details, roaming countries, roam like home) and the change-plan call load on the first use
// (./panels). The page's mode comes from its URL: ?sim_type=portin|migration (the bridge leaves out
// what the mode hides) and ?method=change-plan (a plan replaces the cart's).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { usePage } from '../../src/hooks/use-page';
import { useShop } from '../../src/store';
import { routeUrl } from '../../src/domain/routes';
import { dataAllowance, voiceAllowance } from '../../src/domain/allowance';
import { validityOf } from '../../src/domain/validity';
import { bridgeErrorCode } from '../../src/api/client';
import { allowanceText, validityMessage } from '../../src/i18n/texts';
import { COMMON, failure } from '../../src/i18n/messages';
import { Button, LinkButton } from '../../src/components/Button';
import { Price } from '../../src/components/Price';
import { MoneyText } from '../../src/components/MoneyText';
import { Skeleton } from '../../src/components/Skeleton';
import { ErrorState } from '../../src/components/ErrorState';
import { useLazy } from '../../src/components/use-lazy';
import { ListingSchema, type Listing, type ListingPlan } from './schema';
import type { PanelKind } from './panels/Panels';

const loadPanels = () => import('./panels/Panels').then((part) => part.withTexts());

/** 000 §8 change to the same plan (wording as specified). */
const SAME_PLAN = msg({ message: 'Already selected the same plan, Please try another.', comment: '000 §8 change to the same plan' });

/** The listing's own mode (000 §2.5): a new line, a port-in or a migration. */
const modeOf = (value: string | null) => (value === 'portin' || value === 'migration' ? value : '');

export function PostpaidPlansScreen() {
  const { env, links, lang } = usePage();
  const { t } = useLingui();
  const url = env.location();
  const simType = modeOf(url.searchParams.get('sim_type'));
  const changePlan = url.searchParams.get('method') === 'change-plan';
  const [listing, setListing] = useState<Listing | 'error' | null>(null);
  const [tab, setTab] = useState(() => url.hash.slice(1));
  const [sim, setSim] = useState('');
  const [terms, setTerms] = useState<Record<string, number>>({});
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<{ kind: PanelKind; plan: ListingPlan } | null>(null);
  const Panels = useLazy(open !== null, loadPanels);
  const [error, setError] = useState<typeof failure | null>(null);
  const selectedSku = useShop((s) => s.selectedPlanSku);
  const cartCount = useShop((s) => s.cartCount);
  const bootstrap = useShop((s) => s.bootstrap);
  const row = useRef<HTMLUListElement>(null);

  const load = () => {
    setListing(null);
    env.client.rest('postpaid-plans-listing', { sim_type: simType, lang }, ListingSchema).then(setListing, () => setListing('error'));
  };
  useEffect(() => {
    load();
    void bootstrap();
    const onHash = () => setTab(env.location().hash.slice(1));
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per page: the mode is the page's URL
  }, []);

  if (listing === null) return <Skeleton className="grid" label={t(COMMON.loading)} />;
  if (listing === 'error') return <ErrorState message={t(failure)} retryLabel={t(COMMON.retry)} onRetry={load} />;
  const families = listing.families;
  if (families.length === 0) return <p className="muted">{t`No plans are available right now.`}</p>;
  const current = families.find((family) => family.id === tab) ?? families[0]!;
  // migration has no data SIM: a choice the listing no longer offers falls back to the first (000 §2.5)
  const simChoice = listing.sim_options.find((option) => option.value === sim) ?? listing.sim_options[0];
  const simValue = simChoice?.value ?? '';

  const choose = (id: string) => {
    setTab(id);
    history.replaceState(history.state, '', `#${id}`); // addressed by the hash, without a jump
  };
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    // in Arabic the tabs run from the right: the left arrow goes on
    const rtl = lang === 'ar';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = families[(families.indexOf(current) + step + families.length) % families.length]!;
    choose(next.id);
    event.currentTarget.querySelector<HTMLElement>(`#tab-${next.id}`)?.focus();
  };
  const slide = (direction: 1 | -1) => {
    const list = row.current;
    const card = list?.firstElementChild as HTMLElement | null;
    if (list && card) list.scrollBy({ left: direction * (lang === 'ar' ? -1 : 1) * card.offsetWidth, behavior: 'smooth' });
  };
  const replace = (sku: string) => {
    if (busy) return; // a double click sends once
    setBusy(true);
    setError(null);
    import('./panels/change-plan')
      .then((part) => part.changePlan(env.client, sku))
      .then(
        () => env.navigate(routeUrl(links, 'my_cart')),
        (reason: unknown) => {
          setBusy(false);
          setError(bridgeErrorCode(reason) === 'same_plan' ? SAME_PLAN : failure);
        },
      );
  };

  const card = (plan: ListingPlan) => {
    const term = plan.terms[terms[plan.product_sku] ?? 0] ?? plan.terms[0]!;
    const key = plan.product_sku;
    const inCart = term.product_sku === selectedSku && cartCount !== 0;
    const data = dataAllowance(plan.data_quota, plan.data_units);
    const voice = voiceAllowance(plan.voice_quota, plan.voice_units);
    return (
      <li key={key} className="card" part="card">
        <h3 className="name">{plan.plan_name}</h3>
        <dl className="facts">
          {data && (
            <>
              <dt>{t({ message: 'Data', comment: 'Plan card: data allowance label' })}</dt>
              <dd>{allowanceText(t, data)}</dd>
            </>
          )}
          {voice && (
            <>
              <dt>{t({ message: 'Calls', comment: 'Plan card: voice allowance label' })}</dt>
              <dd>{allowanceText(t, voice)}</dd>
            </>
          )}
          <dt>{t({ message: 'Validity', comment: 'Plan card: validity label' })}</dt>
          <dd>{t(validityMessage(validityOf(plan.validity)))}</dd>
        </dl>
        {plan.terms.length > 1 && (
          <fieldset className="terms">
            <legend className="sr">{t({ message: 'Contract', comment: '000 §2.5 the card’s contract / no-contract choice' })}</legend>
            {plan.terms.map((option, index) => (
              <label key={option.id}>
                <input type="radio" name={`term-${key}`} checked={option === term} onChange={() => setTerms({ ...terms, [key]: index })} />
                {option.months
                  ? t({ message: `${option.months}-month contract`, comment: '000 §2.5 contract radio' })
                  : t({ message: 'No contract', comment: '000 §2.5 no-contract radio' })}
              </label>
            ))}
          </fieldset>
        )}
        {term.free_device && !simType && (
          <p className="free" part="free-device">
            {term.free_device.heading}{' '}
            <del>
              <MoneyText baisa={term.free_device.regular_price} />
            </del>
          </p>
        )}
        <Price baisa={term.price_incl_vat} listing monthly />
        {inCart ? (
          <LinkButton href={routeUrl(links, 'my_cart')}>
            {t({ message: 'In your cart', comment: '000 §2.5 a plan already in the cart' })}
          </LinkButton>
        ) : changePlan ? (
          <Button busy={busy} onClick={() => replace(term.product_sku)}>
            {t({ message: 'Choose this plan', comment: '000 §2.5 change-plan mode: replaces the plan in the cart' })}
          </Button>
        ) : (
          <button type="button" className="btn primary" onClick={() => setOpen({ kind: 'order', plan })} part="button">
            {t({ message: 'Order now', comment: '000 §2.5 opens the order-now chooser' })}
          </button>
        )}
        <div className="links">
          <button type="button" className="link" onClick={() => setOpen({ kind: 'details', plan })}>
            {t({ message: 'Plan details', comment: '000 §2.5 opens the plan details panel' })}
          </button>
          {plan.roaming_countries.length > 0 && (
            <button type="button" className="link" onClick={() => setOpen({ kind: 'roaming', plan })}>
              {t({ message: 'Roaming countries', comment: '000 §2.5 opens the roaming countries panel' })}
            </button>
          )}
          {plan.roam_like_home_countries.length > 0 && (
            <button type="button" className="link" onClick={() => setOpen({ kind: 'home', plan })}>
              {t({ message: 'Roam like home', comment: '000 §2.5 opens the roam-like-home countries panel' })}
            </button>
          )}
        </div>
      </li>
    );
  };

  return (
    <section className="listing" part="listing">
      <div role="tablist" className="tabs" onKeyDown={onTabKey} part="tabs">
        {families.map((family) => (
          <button
            key={family.id}
            id={`tab-${family.id}`}
            type="button"
            role="tab"
            aria-selected={family === current}
            aria-controls="plans"
            tabIndex={family === current ? 0 : -1}
            onClick={() => choose(family.id)}
          >
            {family.title}
          </button>
        ))}
      </div>
      <fieldset className="sims" part="sim-type">
        <legend>{t({ message: 'SIM type', comment: '000 §2.5 the SIM type radio' })}</legend>
        {listing.sim_options.map((option) => (
          <label key={option.value}>
            <input type="radio" name="sim" checked={option === simChoice} onChange={() => setSim(option.value)} />
            {option.label}
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="notice danger">
          {t(error)}
        </p>
      )}
      <div id="plans" role="tabpanel" aria-labelledby={`tab-${current.id}`} className="panel">
        <Button variant="secondary" className="prev" onClick={() => slide(-1)} aria-label={t`Previous plans`}>
          ‹
        </Button>
        <ul ref={row} className="row" part="plans">
          {current.plans.map(card)}
        </ul>
        <Button variant="secondary" className="next" onClick={() => slide(1)} aria-label={t`Next plans`}>
          ›
        </Button>
      </div>
      {open && Panels && (
        <Panels
          kind={open.kind}
          plan={open.plan}
          term={open.plan.terms[terms[open.plan.product_sku] ?? 0] ?? open.plan.terms[0]!}
          sim={simValue}
          links={links}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
