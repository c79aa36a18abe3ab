// The cart's popups (000 §2.8 remove from cart, §4.3 number expired) and its toast: shown only
// after an action or an ended hold, so they are their own chunk, loaded when first needed, with
// their styles.
import { Button } from '../../src/components/Button';
import { Popup } from '../../src/components/Popup';
import { Toast } from '../../src/components/Toast';
import { NumberExpiredPopup } from '../../src/components/NumberExpiredPopup';
import { OVERLAY_CSS } from '../../src/components/overlay-styles';
import { SPINNER_CSS } from '../../src/components/spinner-styles';
import type { Translate } from '../../src/i18n';
import type { CartTalon } from '../../src/hooks/use-cart';

export interface OverlaysProps {
  cart: CartTalon;
  /** the toast's text (the cart's messages stay with the cart, so this chunk imports nothing of its) */
  toast: string | null;
  t: Translate;
}

export function Overlays({ cart, toast, t }: OverlaysProps) {
  const busy = cart.removal === 'busy';
  return (
    <>
      <style>{OVERLAY_CSS + SPINNER_CSS}</style>
      {cart.removal !== 'closed' && (
        <Popup
          title={t('popup.removeFromCart.title')}
          onEscape={busy ? null : cart.cancelRemoval}
          actions={
            <>
              <Button variant="secondary" onClick={cart.cancelRemoval} disabled={busy}>
                {t('common.cancel')}
              </Button>
              <Button onClick={cart.confirmRemoval} busy={busy}>
                {t('popup.removeFromCart.confirm')}
              </Button>
            </>
          }
        >
          <p>{t('popup.removeFromCart.body')}</p>
        </Popup>
      )}
      {cart.guard.popup && <NumberExpiredPopup {...cart.guard.popup} />}
      {toast && <Toast message={toast} onDone={cart.dismissToast} />}
    </>
  );
}
