// The reserved number in a checkout step's summary (000 §4.3): the number (unless the summary's
// lines show it), then its mm:ss countdown, or that its hold ended.
import { useLingui } from '@lingui/react/macro';
import { Countdown } from '../components/Countdown';
import type { ReservationClock } from '../domain/reservation-timer';
import { MESSAGES } from './messages';
import { FLOW } from './messages';

export interface ReservationNoteProps {
  reservation: { display: string; clock: ReservationClock; expired: boolean };
  /** false where the summary's lines already name the number */
  withNumber?: boolean;
}

export function ReservationNote({ reservation, withNumber = true }: ReservationNoteProps) {
  const { t } = useLingui();
  return (
    <p className={reservation.expired ? 'danger' : undefined} part="reservation">
      {withNumber && (
        <>
          {t(FLOW.number)} <bdi dir="ltr">{reservation.display}</bdi>
          <br />
        </>
      )}
      {reservation.expired ? (
        t(MESSAGES.reservation_expired)
      ) : (
        <>
          {t(FLOW.reservedFor)} <Countdown seconds={reservation.clock.remaining} red={reservation.clock.timerRed} />
        </>
      )}
    </p>
  );
}
