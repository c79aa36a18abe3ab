// The number page's popups (000 §4.2 replace the plan, §8 reservation failure, the hold cap of
// issue 6 finding 1) and its toast: shown only after NEXT met a conflict or an error, so they are
// their own chunk, loaded from NEXT on (like the script-error logger, on first need), with their
// styles and their texts.
import { useRef } from 'react';
import { Button } from '../../src/components/Button';
import { Popup } from '../../src/components/Popup';
import { Toast } from '../../src/components/Toast';
import { OVERLAY_CSS } from '../../src/components/overlay-styles';
import type { CatalogLoader, Translate } from '../../src/i18n';
import type { NumberReservationTalon } from '../../src/hooks/use-number-reservation';

/** The popups' texts, loaded with them (scripts/compile-locales.mjs leaves them out of the picker's catalog). */
export const catalog: CatalogLoader = (lang) =>
  lang === 'ar' ? import('whl-catalog/number-picker-overlays/ar') : import('whl-catalog/number-picker-overlays/en');

export interface OverlaysProps {
  reservation: NumberReservationTalon;
  /** the toast's text (the picker's messages stay with the picker) */
  toast: string | null;
  t: Translate;
}

export function Overlays({ reservation, toast, t }: OverlaysProps) {
  const style = useRef<HTMLStyleElement>(null);
  /**
   * Closes a popup that keeps the choice, the focus back on NEXT (WAI-ARIA dialog pattern): NEXT was
   * disabled while its request ran, so the browser dropped the focus and the popup has none to return.
   */
  const close = () => {
    const root = style.current?.getRootNode() as ParentNode | undefined;
    reservation.closePopup();
    root?.querySelector<HTMLElement>('[part="footer"] button')?.focus();
  };
  return (
    <>
      <style ref={style}>{OVERLAY_CSS}</style>
      {reservation.popup === 'replace-plan' && (
        <Popup
          title={t('popup.replacePlan.title')}
          onEscape={close}
          actions={
            <>
              <Button variant="secondary" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button onClick={reservation.confirmReplace}>{t('popup.replacePlan.confirm')}</Button>
            </>
          }
        >
          <p>{t('popup.replacePlan.body')}</p>
        </Popup>
      )}
      {reservation.popup === 'reservation-failure' && (
        <Popup
          title={t('popup.reservationFailure.title')}
          onEscape={reservation.acknowledgeFailure}
          actions={<Button onClick={reservation.acknowledgeFailure}>{t('common.ok')}</Button>}
        >
          <p>{t('popup.reservationFailure.body')}</p>
        </Popup>
      )}
      {reservation.popup === 'hold-limit' && (
        <Popup
          title={t('popup.holdLimit.title')}
          onEscape={close}
          actions={<Button onClick={close}>{t('common.ok')}</Button>}
        >
          <p>{t('error.hold_limit')}</p>
        </Popup>
      )}
      {toast && <Toast message={toast} onDone={reservation.dismissToast} />}
    </>
  );
}
