// The overlays part (widget.json `parts`): the step's popup and toast (src/checkout/StepOverlays.tsx),
// loaded the first time one shows, with their own texts (locales/<lang>/payment-overlays.po).
import { withCatalog } from '../../../src/i18n/use-catalog';
import { StepOverlays } from '../../../src/checkout/StepOverlays';

export const OVERLAYS_CATALOG = {
  en: () => import('../../../locales/en/payment-overlays'),
  ar: () => import('../../../locales/ar/payment-overlays'),
};

export const Overlays = withCatalog(StepOverlays, OVERLAYS_CATALOG);
