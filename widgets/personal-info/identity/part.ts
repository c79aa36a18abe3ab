// The identity part (widget.json `parts`): the fields a scan would fill, loaded when the step asks
// for them (a failed or disabled eKYC, 000 §4.6), with their own texts
// (locales/<lang>/personal-info-identity.po).
import { withCatalog } from '../../../src/i18n/use-catalog';
import { ManualFields as Fields } from './ManualFields';

export const IDENTITY_CATALOG = {
  en: () => import('../../../locales/en/personal-info-identity'),
  ar: () => import('../../../locales/ar/personal-info-identity'),
};

export const ManualFields = withCatalog(Fields, IDENTITY_CATALOG);
