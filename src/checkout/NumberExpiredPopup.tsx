import { useLingui } from '@lingui/react/macro';
import { MESSAGES } from './messages';
import { LinkButton } from '../components/Button';
import { Popup } from '../components/Popup';
import { FLOW } from './messages';

/**
 * 000 §4.3 'number expired' popup of the reservation guard: no close button and Escape ignored;
 * the only way on is the link back to number selection.
 */
export function NumberExpiredPopup({ hasBeenExpired, href }: { hasBeenExpired: boolean; href: string }) {
  const { t } = useLingui();
  const title = hasBeenExpired
    ? t({
        message: 'The selected number has been expired...',
        comment: "000 §4.3 'number expired' popup at personal info and at payment (wording as specified)",
      })
    : t(MESSAGES.reservation_expired);
  return (
    <Popup title={title} onEscape={null} actions={<LinkButton href={href}>{t(FLOW.chooseAnotherNumber)}</LinkButton>}>
      <p>{t({ message: 'Please choose another number to continue.', comment: "000 §4.3 'number expired' popup" })}</p>
    </Popup>
  );
}
