// What is due today (000 §2.8, §2.11, §9): the subtotal before VAT, the VAT at the bridge's rate and
// the total that includes it, as the cart, the payment step and the thank-you page show it.
import { useLingui } from '@lingui/react/macro';
import { MoneyText } from '../components/MoneyText';
import type { Baisa } from '../domain/money';

export { default as TOTALS_CSS } from './DueToday.css';
import { COMMON } from '../i18n/messages';

export interface DueTodayProps {
  subtotal: Baisa;
  vat: Baisa;
  total: Baisa;
  vatPercent: number;
  /** false on an order that was not paid today: its last row is the order's total (000 §2.12) */
  dueToday?: boolean;
}

export function DueToday({ subtotal, vat, total, vatPercent, dueToday = true }: DueTodayProps) {
  const { t } = useLingui();
  const percent = vatPercent; // the placeholder {percent} of the VAT label
  return (
    <dl className="totals" part="totals">
      <div>
        <dt>{t({ message: 'Subtotal (excl. VAT)', comment: 'Cart totals: what is due today, before VAT' })}</dt>
        <dd>
          <MoneyText baisa={subtotal} />
        </dd>
      </div>
      <div>
        <dt>{t({ message: `VAT (${percent}%)`, comment: '{percent} is the VAT rate from the bridge (5)' })}</dt>
        <dd>
          <MoneyText baisa={vat} />
        </dd>
      </div>
      <div className="total">
        {dueToday ? (
          <dt>
            {t({ message: 'Due today', comment: 'Cart totals: what the shopper pays now' })}{' '}
            <span className="vat">{t(COMMON.inclVat)}</span>
          </dt>
        ) : (
          <dt>{t({ message: 'Total (incl. VAT)', comment: '000 §2.12 the order’s total, VAT included' })}</dt>
        )}
        <dd>
          <MoneyText baisa={total} />
        </dd>
      </div>
    </dl>
  );
}
