// The overlays part (widget.json `parts`): the step's popup and toast, loaded the first time one
// shows, with their own texts (locales/<lang>/payment-overlays.po).
import { withCatalog } from '../../../src/i18n/use-catalog';
import { Overlays as OverlayList } from './Overlays';

export const OVERLAYS_CATALOG = {
  en: () => import('../../../locales/en/payment-overlays'),
  ar: () => import('../../../locales/ar/payment-overlays'),
};

export const Overlays = withCatalog(OverlayList, OVERLAYS_CATALOG);
