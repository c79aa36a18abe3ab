// The number page's popups (000 §4.2 replace the plan, §8 reservation failure, the hold cap of
// issue 6 finding 1) and its toast: shown only after NEXT met a conflict or an error, so they are
// their own chunk, loaded from NEXT on (like the script-error logger, on first need), with their
// styles.
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../src/components/Button';
import { Popup } from '../../src/components/Popup';
import { Toast } from '../../src/components/Toast';
import OVERLAY_CSS from '../../src/components/overlay-styles.css';
import { POPUP } from '../../src/checkout/messages';
import { numberMessageFor, NUMBER_MESSAGES } from './messages';
import type { NumberReservationTalon } from './use-number-reservation';

export function Overlays({ reservation }: { reservation: NumberReservationTalon }) {
  const { t } = useLingui();
  /**
   * A popup that keeps the choice gives the focus back to NEXT (WAI-ARIA dialog pattern): NEXT was
   * disabled while its request ran, so the browser dropped the focus and the popup has none to return.
   */
  const next = (root: ParentNode) => root.querySelector<HTMLElement>('[part="footer"] button');
  const close = reservation.closePopup;
  return (
    <>
      <style>{OVERLAY_CSS}</style>
      {reservation.popup === 'replace-plan' && (
        <Popup
          title={t({ message: 'Replace the plan in your cart?', comment: '000 §4.2 replace-selected-plan popup' })}
          onEscape={close}
          returnFocus={next}
          actions={
            <>
              <Button variant="secondary" onClick={close}>
                {t(POPUP.cancel)}
              </Button>
              <Button onClick={reservation.confirmReplace}>{t`Replace plan`}</Button>
            </>
          }
        >
          <p>{t`Your cart already has a plan. If you continue, it will be replaced by this plan and number.`}</p>
        </Popup>
      )}
      {reservation.popup === 'reservation-failure' && (
        <Popup
          title={t({ message: 'Number not available', comment: '000 §8 reservation-failure popup' })}
          onEscape={reservation.acknowledgeFailure}
          actions={<Button onClick={reservation.acknowledgeFailure}>{t(POPUP.ok)}</Button>}
        >
          <p>{t`We couldn't reserve this number; it may have just been taken. Please choose another one.`}</p>
        </Popup>
      )}
      {reservation.popup === 'hold-limit' && (
        <Popup
          title={t({ message: 'Number not reserved', comment: 'Issue 6 finding 1 hold-limit popup (contract §3 hold_limit): its title' })}
          onEscape={close}
          returnFocus={next}
          actions={<Button onClick={close}>{t(POPUP.ok)}</Button>}
        >
          <p>{t(NUMBER_MESSAGES.hold_limit)}</p>
        </Popup>
      )}
      {reservation.toast && <Toast message={t(numberMessageFor(reservation.toast))} onDone={reservation.dismissToast} />}
    </>
  );
}
