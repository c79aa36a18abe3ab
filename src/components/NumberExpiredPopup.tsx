import { useT } from '../i18n';
import { LinkButton } from './Button';
import { Popup } from './Popup';

/**
 * 000 §4.3 'number expired' popup of the reservation guard: no close button and Escape ignored;
 * the only way on is the link back to number selection.
 */
export function NumberExpiredPopup({ hasBeenExpired, href }: { hasBeenExpired: boolean; href: string }) {
  const t = useT();
  return (
    <Popup title={t(hasBeenExpired ? 'popup.numberExpired.hasBeenExpired' : 'error.reservation_expired')} onEscape={null} actions={<LinkButton href={href}>{t('popup.numberExpired.choose')}</LinkButton>}>
      <p>{t('popup.numberExpired.body')}</p>
    </Popup>
  );
}
