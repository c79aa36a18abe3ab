// A checkout step's popup (the number expired, 000 §4.3) and its toast: shown only after an action
// or an ended hold, so each step loads them as a part of its own, with its texts (widget.json `parts`:
// widgets/<step>/overlays/part.ts), the first time one shows.
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
