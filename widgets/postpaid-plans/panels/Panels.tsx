// 000 §2.5 the postpaid listing's slide-up panels: the order-now chooser, the plan's details, its
// roaming countries and its roam-like-home countries. Shown only after a click, so a chunk of their
// own, loaded then with their texts (widget.json `parts`).
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../src/components/Button';
import { Popup } from '../../../src/components/Popup';
import { OVERLAY_CSS } from '../../../src/components/overlay-styles';
import { siteLink, type LinkContext } from '../../../src/domain/routes';
import { i18n, loadCatalog, type Catalog } from '../../../src/i18n';
import type { Lang } from '../../../src/domain/lang';
import type { ListingPlan } from '../schema';

const PANELS_CATALOG: Catalog = {
  en: () => import('../../../locales/en/postpaid-plans-panels'),
  ar: () => import('../../../locales/ar/postpaid-plans-panels'),
};

/** The panels, once their texts are in. */
export const withTexts = () => loadCatalog(i18n.locale as Lang, [PANELS_CATALOG]).then(() => Panels);

export type PanelKind = 'order' | 'details' | 'roaming' | 'home';

export interface PanelsProps {
  kind: PanelKind;
  plan: ListingPlan;
  /** the card's chosen term (contract / no contract) */
  term: ListingPlan['terms'][number];
  /** the chosen SIM type ('' for none): added to the links; an eSIM has no self-activation */
  sim: string;
  links: LinkContext;
  onClose(): void;
}

/** A slide-up sheet: the popup's dialog at the bottom of the screen. */
const SHEET_CSS = `.scrim{place-items:end center;padding-block-end:0}.dialog{border-end-start-radius:0;border-end-end-radius:0}
.choices{display:grid;gap:var(--_g);margin:0;padding:0;list-style:none}.choices .btn{inline-size:100%}`;

export function Panels({ kind, plan, term, sim, links, onClose }: PanelsProps) {
  const { t } = useLingui();
  const typed = sim ? { type: sim } : {};
  const choices = [
    [t({ message: 'New line', comment: '000 §2.5 order-now chooser: activation' }), term.activation_url, {}],
    sim !== 'esim' && [
      t({ message: 'Activate it yourself', comment: '000 §2.5 order-now chooser: self-activation (activation=self)' }),
      term.activation_url,
      { activation: 'self' },
    ],
    term.migration_url && [t({ message: 'Switch from prepaid', comment: '000 §2.5 order-now chooser: migration' }), term.migration_url, {}],
    term.portin_url && [t({ message: 'Bring your number', comment: '000 §2.5 order-now chooser: port-in' }), term.portin_url, {}],
  ].filter(Boolean) as [string, string, Record<string, string>][];
  const countries = kind === 'roaming' ? plan.roaming_countries : plan.roam_like_home_countries;
  const title = {
    order: t({ message: `Order ${plan.plan_name}`, comment: '000 §2.5 the order-now chooser: its title' }),
    details: plan.plan_name,
    roaming: t({ message: 'Roaming countries', comment: '000 §2.5 the roaming countries panel' }),
    home: t({ message: 'Roam like home', comment: '000 §2.5 the roam-like-home countries panel: priced as at home' }),
  }[kind];
  return (
    <>
      <style>{OVERLAY_CSS + SHEET_CSS}</style>
      <Popup
        title={title}
        onEscape={onClose}
        actions={<Button onClick={onClose}>{t({ message: 'Close', comment: '000 §2.5 a slide-up panel: its close button' })}</Button>}
      >
        {kind === 'order' ? (
          <ul className="choices">
            {choices.map(([label, href, query]) => (
              <li key={label}>
                <a className="btn secondary" part="button" href={siteLink(links, href, { ...query, ...typed })}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        ) : kind === 'details' ? (
          // contract §8.1: details_html is sanitised by the bridge (wp_kses), a list of the plan's lines
          <div dangerouslySetInnerHTML={{ __html: plan.details_html }} />
        ) : (
          <ul>
            {countries.map((country) => (
              <li key={country}>{country}</li>
            ))}
          </ul>
        )}
      </Popup>
    </>
  );
}
