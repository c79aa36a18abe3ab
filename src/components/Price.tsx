import { useLingui } from '@lingui/react/macro';
import type { Baisa } from '../domain/money';
import { MoneyText } from './MoneyText';
import { COMMON } from '../i18n/messages';

export interface PriceProps {
  baisa: Baisa;
  /** 000 §9: a listing strips all-zero decimals */
  listing?: boolean;
  /** a postpaid plan's price: charged every month */
  monthly?: boolean;
}

/**
 * 000 §9, one convention for every price a shopper sees: the amount, "/month" when it is charged
 * monthly, and under it whether it includes VAT. The card, the number page and the cart show a
 * plan's price through this, so it reads the same on each. Every such price includes VAT; the cart's
 * subtotal, the one amount without it, says so in its label.
 */
export function Price({ baisa, listing = false, monthly = false }: PriceProps) {
  const { t } = useLingui();
  return (
    <span className="price" part="price">
      <span>
        <MoneyText baisa={baisa} listing={listing} />
        {monthly && (
          <span className="per"> {t({ message: '/month', comment: 'After a monthly (postpaid) price: OMR 12.600 /month' })}</span>
        )}
      </span>
      <span className="vat">{t(COMMON.inclVat)}</span>
    </span>
  );
}
