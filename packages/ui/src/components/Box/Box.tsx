import { createElement } from 'react';
import type { AllHTMLAttributes, ElementType, ReactNode } from 'react';
import { sprinkles } from '../../theme/sprinkles.css';
import type { Sprinkles } from '../../theme/sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> & {
    as?: ElementType;
    children?: ReactNode;
  };

const sprinkleKeys = new Set<string>(sprinkles.properties);

/** The layout primitive: sprinkles props become atomic classes, everything else goes to the element. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleKeys.has(key)) atoms[key] = value;
    else native[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...native, className: classes });
}
