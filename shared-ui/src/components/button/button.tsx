import type { ButtonHTMLAttributes } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary (default), secondary, ghost (outlined) or danger. */
  variant?: ButtonVariant;
  /** A smaller button for toolbars and list rows. */
  size?: 'normal' | 'small';
  /** While true the button is disabled, marked aria-busy and shows `busyLabel`. */
  busy?: boolean;
  /** What the button says while busy, e.g. account.create.submitting. */
  busyLabel?: string;
}

/** The class names of a button, for a link that looks like one (`<Link className={buttonClass()}>`). */
export function buttonClass(variant: ButtonVariant = 'primary', size: 'normal' | 'small' = 'normal') {
  return [
    'ui-button',
    variant !== 'primary' && `ui-button--${variant}`,
    size === 'small' && 'ui-button--small',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'normal',
  busy = false,
  busyLabel,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[buttonClass(variant, size), className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="ui-button__spinner" aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
