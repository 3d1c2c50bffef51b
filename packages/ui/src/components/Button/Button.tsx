import type { ButtonHTMLAttributes } from 'react';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a busy indicator and sets aria-busy; the button stays enabled (Braid's habit). */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[styles.button({ variant, size }), className].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={styles.busyIndicator} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
