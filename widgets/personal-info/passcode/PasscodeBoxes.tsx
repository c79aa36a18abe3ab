import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { normaliseDigits } from '../../../src/domain/digits';

export const PASSCODE_LENGTH = 6;

interface PasscodeBoxesProps {
  /** the digits typed so far (at most 6) */
  value: string;
  onChange(value: string): void;
  /** names the group: "Passcode" */
  label: string;
  /** the id of the error under the boxes, when one shows */
  errorId?: string | undefined;
  disabled?: boolean | undefined;
  /**
   * Each new value asks for the focus on the first empty box once the boxes can take it: a passcode
   * was just sent (the button that sent it was disabled, then gone, so the focus fell to the page).
   */
  focusRequest?: number | undefined;
}

/**
 * 000 §5.8 passcode boxes: six boxes of one digit (an Arabic keyboard's too); a full box moves the
 * focus to the next, emptying one moves it back, a pasted code fills them all.
 */
export function PasscodeBoxes({ value, onChange, label, errorId, disabled, focusRequest }: PasscodeBoxesProps) {
  const { t } = useLingui();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: PASSCODE_LENGTH }, (_, index) => value[index] ?? '');
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(PASSCODE_LENGTH - 1, index))]?.focus();
  const handled = useRef(0);
  useEffect(() => {
    if (!focusRequest || disabled || handled.current === focusRequest) return;
    handled.current = focusRequest;
    const empty = digits.indexOf('');
    focus(empty === -1 ? PASSCODE_LENGTH - 1 : empty);
  });

  const set = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(next.join('').slice(0, PASSCODE_LENGTH));
  };
  const onInput = (index: number, raw: string) => {
    let typed = normaliseDigits(raw).replace(/\D/g, '');
    // a digit typed beside the one the box held replaces it
    if (typed.length === 2 && digits[index] !== '') typed = typed[0] === digits[index] ? typed.slice(1) : typed.slice(0, 1);
    if (typed.length > 1) return fill(index, typed); // an autofilled or pasted code
    set(index, typed);
    if (typed) focus(index + 1);
  };
  const fill = (from: number, typed: string) => {
    const next = [...digits];
    [...typed].slice(0, PASSCODE_LENGTH - from).forEach((digit, offset) => (next[from + offset] = digit));
    onChange(next.join(''));
    focus(from + typed.length);
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '') {
      event.preventDefault();
      set(index - 1 >= 0 ? index - 1 : 0, '');
      focus(index - 1);
    }
  };
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, normaliseDigits(event.clipboardData.getData('text')).replace(/\D/g, ''));
  };

  return (
    <div role="group" aria-label={label} aria-describedby={errorId} className="passcode" part="passcode">
      {digits.map((digit, index) => {
        const [position, total] = [index + 1, PASSCODE_LENGTH];
        return (
          <input
            key={index}
            ref={(node) => void (boxes.current[index] = node)}
            value={digit}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={PASSCODE_LENGTH}
            aria-label={t({ message: `Digit ${position} of ${total}`, comment: 'One box of the 6-digit passcode (its accessible name)' })}
            aria-invalid={Boolean(errorId)}
            disabled={disabled}
            onChange={(event) => onInput(index, event.currentTarget.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
          />
        );
      })}
    </div>
  );
}
