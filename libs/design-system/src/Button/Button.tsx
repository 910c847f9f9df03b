import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from '../a11y.css.ts';
import { buttonBase, buttonFullWidth, buttonVariant, spinner } from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'positive'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /**
   * While a request runs the button stays focusable (so a screen reader keeps its place) but
   * ignores presses and says it is busy.
   */
  pending?: boolean;
  /** Announced next to the label while pending, e.g. "Please wait". */
  pendingLabel?: string;
  children: ReactNode;
}

/**
 * A native button: keyboard, focus and form semantics come from the platform. A disabled button
 * uses aria-disabled rather than `disabled`, so it stays in the tab order and its label is read.
 */
export function Button({
  variant = 'primary',
  fullWidth = false,
  pending = false,
  pendingLabel,
  disabled = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const inert = disabled || pending;
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, fullWidth })}
      aria-disabled={inert || undefined}
      aria-busy={pending || undefined}
      onClick={(event) => {
        if (inert) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {pending ? <span className={spinner} aria-hidden="true" /> : null}
      {children}
      {pending && pendingLabel ? <span className={visuallyHidden}>{pendingLabel}</span> : null}
    </button>
  );
}

/** For links that look like buttons (e.g. ENTER on the landing page): `<Link className={buttonClass()}>`. */
export function buttonClass(options: { variant?: ButtonVariant; fullWidth?: boolean } = {}): string {
  return `${buttonBase} ${buttonVariant[options.variant ?? 'primary']}${options.fullWidth ? ` ${buttonFullWidth}` : ''}`;
}
