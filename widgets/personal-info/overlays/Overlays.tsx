// The personal-information step's popups (000 §2.9: eKYC failure, fraud customer, customer not
// found, number expired, the eSIM passcode; session expiry is the page's, src/session-expiry) and its toast: shown only after an
// action or an ended hold, so they are their own chunk, loaded when first needed, with their styles.
import { useLingui } from '@lingui/react/macro';
import { Button, LinkButton } from '../../../src/components/Button';
import { Popup } from '../../../src/components/Popup';
import { Toast } from '../../../src/components/Toast';
import { NumberExpiredPopup } from '../../../src/checkout/NumberExpiredPopup';
import OVERLAY_CSS from '../../../src/components/overlay-styles.css';
import SPINNER_CSS from '../../../src/components/spinner-styles.css';
import { POPUP } from '../../../src/checkout/messages';
import { routeUrl } from '../../../src/domain/routes';
import { usePage } from '../../../src/hooks/use-page';
import { EsimPasscode } from '../passcode/part';
import { personalMessageFor } from '../rules/messages';
import type { PersonalInfoTalon } from '../use-personal-info';

export function Overlays({ step }: { step: PersonalInfoTalon }) {
  const { t } = useLingui();
  const { links } = usePage();
  const close = step.closePopup;
  const ok = (
    <Button onClick={close} autoFocus>
      {t(POPUP.ok)}
    </Button>
  );
  return (
    <>
      <style>{OVERLAY_CSS + SPINNER_CSS}</style>
      {step.popup === 'ekycFailure' && (
        <Popup
          title={t({ message: 'We could not verify your identity', comment: '000 §2.9 eKYC failure popup: title' })}
          onEscape={close}
          actions={ok}
        >
          <p>{t(personalMessageFor('ekycFailure'))}</p>
        </Popup>
      )}
      {step.popup === 'not_eligible' && (
        <Popup
          title={t({ message: 'We cannot take this order online', comment: '000 §2.9 fraud customer popup: title' })}
          onEscape={close}
          actions={
            <>
              <Button variant="secondary" onClick={close}>
                {t(POPUP.close)}
              </Button>
              <LinkButton href={routeUrl(links, 'homepage')}>
                {t({ message: 'Back to the shop', comment: 'Fraud popup: to the homepage' })}
              </LinkButton>
            </>
          }
        >
          <p>{t(personalMessageFor('not_eligible'))}</p>
        </Popup>
      )}
      {step.popup === 'customer_not_found' && (
        <Popup
          title={t({ message: 'Customer not found', comment: '000 §2.9 customer-not-found popup: title' })}
          onEscape={close}
          actions={ok}
        >
          <p>{t(personalMessageFor('new_customer'))}</p>
        </Popup>
      )}
      {step.popup === 'esim' && <EsimPasscode step={step} />}
      {step.guard.popup && <NumberExpiredPopup {...step.guard.popup} />}
      {step.toast && (
        <Toast
          message={typeof step.toast.text === 'string' ? step.toast.text : t(step.toast.text)}
          tone={step.toast.tone}
          onDone={() => step.showToast(null)}
        />
      )}
    </>
  );
}
