import { useLingui } from '@lingui/react/macro';
import { formatOmr, type Baisa } from '../domain/money';
import type { Lang } from '../domain/lang';

/** An OMR amount, formatted once here (000 §9): "OMR 5.250" / "5.250 ر.ع." with Latin digits. */
export function MoneyText({ baisa, listing = false }: { baisa: Baisa; listing?: boolean }) {
  const { i18n, t } = useLingui();
  const amount = formatOmr(baisa, i18n.locale as Lang, listing ? 'listing' : 'padded');
  return (
    <bdi className="money" part="money">
      {t({ message: `OMR ${amount}`, comment: 'An amount in Omani rials; {amount} is already formatted with Latin digits' })}
    </bdi>
  );
}
