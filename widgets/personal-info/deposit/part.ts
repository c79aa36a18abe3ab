// The deposit part (widget.json `parts`): the security-deposit section, loaded when the bridge asks
// for a deposit (000 §4.8), with its own texts (locales/<lang>/personal-info-deposit.po).
import { withCatalog } from '../../../src/i18n/use-catalog';
import { Deposit as DepositSection } from './Deposit';

export const DEPOSIT_CATALOG = {
  en: () => import('../../../locales/en/personal-info-deposit'),
  ar: () => import('../../../locales/ar/personal-info-deposit'),
};

export const Deposit = withCatalog(DepositSection, DEPOSIT_CATALOG);
