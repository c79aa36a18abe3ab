import { type ReactNode } from 'react';

/** The checkout forms' rules (Field.css): each step's widget adopts them with the component (its styles.ts). */
export { default as FORM_CSS } from './Field.css';

export interface FieldProps {
  /** the form's name of the field: the first invalid one is found by it (data-field) */
  name: string;
  label: ReactNode;
  /** the error text, shown under the control */
  error?: string | null | undefined;
  hint?: ReactNode;
  /** renders the control with the ids it must carry */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

/** One labelled control with its hint and its error (aria-invalid, aria-describedby). */
export function Field({ name, label, error, hint, children }: FieldProps) {
  const id = `field-${name}`; // a form's names are unique: so are the ids in its shadow root
  const [hintId, errorId] = [`${id}-hint`, `${id}-error`];
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" data-field={name} part="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described })}
      {hint && (
        <span className="hint" id={hintId}>
          {hint}
        </span>
      )}
      {error && (
        <span className="error" id={errorId} part="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
