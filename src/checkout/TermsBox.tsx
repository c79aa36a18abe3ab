// The terms checkbox of the checkout (000 §2.9, §5.7): required on the personal step, on place-order
// delivery and on payment; its error under it, named by the box.
import { useLingui } from '@lingui/react/macro';

export interface TermsBoxProps {
  /** unique in the widget: the box's id, and `<id>-error` for its message */
  id: string;
  checked: boolean;
  onChange(agreed: boolean): void;
  error: string | null;
  disabled?: boolean;
  /** another wording (the migration's terms); the shop's terms by default */
  label?: string;
}

export function TermsBox({ id, checked, onChange, error, disabled, label }: TermsBoxProps) {
  const { t } = useLingui();
  return (
    <div className="field" data-field="terms" part="terms">
      <label className="choice">
        <input
          type="checkbox"
          id={id}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={disabled}
        />
        <span>{label ?? t({ message: 'I agree to the terms and conditions', comment: '000 §2.9, §5.7 the terms checkbox' })}</span>
      </label>
      {error && (
        <span className="error" id={`${id}-error`} part="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
