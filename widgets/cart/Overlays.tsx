// The cart's popups (000 §2.8 remove from cart, §4.3 number expired) and its toast: shown only
// after an action or an ended hold, so they are their own chunk, loaded when first needed, with
// their styles.
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../src/components/Button';
import { Popup } from '../../src/components/Popup';
import { Toast } from '../../src/components/Toast';
import { NumberExpiredPopup } from '../../src/checkout/NumberExpiredPopup';
import { OVERLAY_CSS } from '../../src/components/overlay-styles';
import { SPINNER_CSS } from '../../src/components/spinner-styles';
import { messageFor, POPUP } from '../../src/checkout/messages';
import type { CartTalon } from '../../src/hooks/use-cart';

export function Overlays({ cart }: { cart: CartTalon }) {
  const { t } = useLingui();
  const busy = cart.removal === 'busy';
  return (
    <>
      <style>{OVERLAY_CSS + SPINNER_CSS}</style>
      {cart.removal !== 'closed' && (
        <Popup
          title={t({ message: 'Remove from cart?', comment: '000 §2.8 remove-from-cart popup' })}
          onEscape={busy ? null : cart.cancelRemoval}
          actions={
            <>
              <Button variant="secondary" onClick={cart.cancelRemoval} disabled={busy}>
                {t(POPUP.cancel)}
              </Button>
              <Button onClick={cart.confirmRemoval} busy={busy}>
                {t`Remove`}
              </Button>
            </>
          }
        >
          <p>{t`The plan and its reserved number will be removed from your cart, and the number released for others.`}</p>
        </Popup>
      )}
      {cart.guard.popup && <NumberExpiredPopup {...cart.guard.popup} />}
      {cart.toast && <Toast message={t(messageFor(cart.toast))} onDone={cart.dismissToast} />}
    </>
  );
}
