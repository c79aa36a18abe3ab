import { type ReactNode } from 'react';

/**
 * The checkout forms' rules (a purchase-flow primitive, docs/tokens.md): a label above its control,
 * a hint, an error under it with a red border (000 §5 "Errors show under the field with a red
 * border"), radio and check boxes as tappable rows, a fieldset's legend as a group heading (floated: a
 * heading inside the card, not on its border).
 */
export const FORM_CSS = `.form{display:grid;gap:calc(var(--_g)*2)}
.fields{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,var(--_col)),1fr));gap:calc(var(--_g)*2)}
.field{display:grid;gap:calc(var(--_g)/2);align-content:start;min-inline-size:0}
.field label,.field .label{font-weight:600;font-size:var(--_fs)}
.field input:not([type=checkbox]):not([type=radio]),.field select{inline-size:100%;min-block-size:var(--_c);padding-inline:var(--_g);border:var(--_l) solid var(--_b);border-radius:var(--_rs);background:var(--_s);color:var(--_t);font:inherit}
.field [aria-invalid=true]{border-color:var(--_d)}
.field .hint{color:var(--_m);font-size:var(--_fs)}
.error{color:var(--_d);font-size:var(--_fs)}
fieldset{display:grid;gap:var(--_g);margin:0;padding:0;border:0;min-inline-size:0}
legend{float:inline-start;inline-size:100%;padding:0;font-weight:700;font-size:var(--_fl)}
.choice{display:flex;align-items:center;gap:var(--_g);min-block-size:var(--_c);cursor:pointer}
.choice input{accent-color:var(--_p);margin:0;inline-size:calc(var(--_g)*2.5);block-size:calc(var(--_g)*2.5);flex:none}
.choices{display:flex;flex-wrap:wrap;gap:0 calc(var(--_g)*3)}`;

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
