// The delivery step's popup (the number expired, 000 §4.3) and its toast: shown only after an
// action or an ended hold, so they are their own chunk, loaded when first needed, with their styles.
import { useLingui } from '@lingui/react/macro';
import { Toast } from '../../../src/components/Toast';
import { NumberExpiredPopup } from '../../../src/checkout/NumberExpiredPopup';
import { OVERLAY_CSS } from '../../../src/components/overlay-styles';
import type { DeliveryTalon } from '../use-delivery';

export function Overlays({ step }: { step: DeliveryTalon }) {
  const { t } = useLingui();
  return (
    <>
      <style>{OVERLAY_CSS}</style>
      {step.popup && <NumberExpiredPopup {...step.popup} />}
      {step.toast && <Toast message={t(step.toast.text)} tone={step.toast.tone} onDone={() => step.showToast(null)} />}
    </>
  );
}
