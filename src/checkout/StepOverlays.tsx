// A checkout step's popup (the number expired, 000 §4.3) and its toast: shown only after an action
// or an ended hold, so the delivery and payment steps load this module the first time one shows (its
// texts are the checkout catalog's; the personal step wraps it in a part with texts of its own).
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Toast } from '../components/Toast';
import OVERLAY_CSS from '../components/overlay-styles.css';
import { NumberExpiredPopup } from './NumberExpiredPopup';
import type { NumberExpiredView } from '../hooks/use-reservation-guard';

export interface StepOverlaysProps {
  step: {
    popup: NumberExpiredView | null;
    toast: { text: MessageDescriptor; tone: 'error' | 'warning' | 'success' } | null;
    showToast(toast: null): void;
  };
}

export function StepOverlays({ step }: StepOverlaysProps) {
  const { t } = useLingui();
  return (
    <>
      <style>{OVERLAY_CSS}</style>
      {step.popup && <NumberExpiredPopup {...step.popup} />}
      {step.toast && <Toast message={t(step.toast.text)} tone={step.toast.tone} onDone={() => step.showToast(null)} />}
    </>
  );
}
