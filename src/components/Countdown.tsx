import { formatCountdown } from '../domain/reservation-timer';

/** mm:ss of a running reservation; red under a minute (000 §4.3). */
export function Countdown({ seconds, red }: { seconds: number; red: boolean }) {
  return (
    <span role="timer" part="countdown" className={`count${red ? ' danger' : ''}`} dir="ltr">
      {formatCountdown(seconds)}
    </span>
  );
}
