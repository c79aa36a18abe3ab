// The passcode part (widget.json `parts`): the existing-customer check and the eSIM passcode popup
// with their passcode boxes, loaded when first needed, with their own texts
// (locales/<lang>/personal-info-passcode.po).
import { withCatalog } from '../../../src/i18n/use-catalog';
import { CustomerCheck as CustomerCheckForm } from './CustomerCheck';
import { EsimPasscode as EsimPasscodePopup } from './EsimPasscode';

export const PASSCODE_CATALOG = {
  en: () => import('../../../locales/en/personal-info-passcode'),
  ar: () => import('../../../locales/ar/personal-info-passcode'),
};

export const CustomerCheck = withCatalog(CustomerCheckForm, PASSCODE_CATALOG);
export const EsimPasscode = withCatalog(EsimPasscodePopup, PASSCODE_CATALOG);
