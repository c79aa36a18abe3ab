import { useLingui } from '@lingui/react/macro';
import type { Baisa } from '../domain/money';
import { MoneyText } from './MoneyText';

export interface PriceProps {
  baisa: Baisa;
  /** 000 §9: a listing strips all-zero decimals */
  listing?: boolean;
  /** a postpaid plan's price: charged every month */
  monthly?: boolean;
  /** what the amount holds: VAT included (what a shopper pays) or not (a cart's subtotal) */
  vat?: 'incl' | 'excl';
}

/**
 * 000 §9, one convention for every price a shopper sees: the amount, "/month" when it is charged
 * monthly, and under it whether it includes VAT. The card, the number page and the cart show a
 * plan's price through this, so it reads the same on each.
 */
export function Price({ baisa, listing = false, monthly = false, vat = 'incl' }: PriceProps) {
  const { t } = useLingui();
  return (
    <span className="price" part="price">
      <span>
        <MoneyText baisa={baisa} listing={listing} />
        {monthly && (
          <span className="per"> {t({ message: '/month', comment: 'After a monthly (postpaid) price: OMR 12.600 /month' })}</span>
        )}
      </span>
      <span className="vat">
        {vat === 'incl'
          ? t({ message: 'incl. VAT', comment: 'Under a price that includes VAT (000 §9)' })
          : t({ message: 'excl. VAT', comment: 'Under a price without VAT (000 §9)' })}
      </span>
    </span>
  );
}
