import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['neutral', 'ghost', 'secondary', 'primary'] as const;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** The button's accessible name (and tooltip), e.g. '검색어 지우기'. The icon itself is hidden. */
  label: string;
  /** An icon drawn in `currentColor` at 1em, e.g. one from `./icons`. */
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
}

/**
 * A square button that shows only an icon. The name comes from `label`, never from the icon, so
 * screen readers and voice control get words. Use `aria-disabled` rather than `disabled` when the
 * button may be focused at the moment it becomes unavailable (a stepper at its limit).
 */
export function IconButton({
  label,
  icon,
  variant = 'neutral',
  size = 'md',
  type = 'button',
  className,
  title,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={title ?? label}
      className={[styles.iconButton({ variant, size }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
    </button>
  );
}
