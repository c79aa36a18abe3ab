// The overlays part (widget.json `parts`): the step's popups and toast, loaded the first time one
// shows, with their own texts (locales/<lang>/personal-info-overlays.po).
import { withCatalog } from '../../../src/i18n/use-catalog';
import { Overlays as OverlayList } from './Overlays';

export const OVERLAYS_CATALOG = {
  en: () => import('../../../locales/en/personal-info-overlays'),
  ar: () => import('../../../locales/ar/personal-info-overlays'),
};

export const Overlays = withCatalog(OverlayList, OVERLAYS_CATALOG);
