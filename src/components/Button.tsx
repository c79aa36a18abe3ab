import type { ButtonHTMLAttributes, AnchorHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

type Variant = 'primary' | 'secondary';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** in flight: disabled, aria-busy and a spinner */
  busy?: boolean;
}

export function Button({ variant = 'primary', busy = false, disabled, children, className, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      part="button"
      {...rest}
      className={`btn ${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: Variant;
}

export function LinkButton({ variant = 'primary', children, className, ...rest }: LinkButtonProps) {
  return (
    <a part="button" {...rest} className={`btn ${variant}${className ? ` ${className}` : ''}`}>
      {children}
    </a>
  );
}
