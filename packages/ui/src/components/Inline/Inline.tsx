import type { ReactNode } from 'react';
import type { Space } from '../../theme/sprinkles.css';
import { Box } from '../Box';

export interface InlineProps {
  gap: Space;
  align?: 'flex-start' | 'center' | 'flex-end' | 'baseline';
  justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
  /** Column on narrow screens is a common need; `direction` switches the axis outright. */
  direction?: 'row' | 'column';
  children: ReactNode;
}

/** Horizontal flow that wraps: buttons, badges, form actions. */
export function Inline({
  gap,
  align = 'center',
  justify = 'flex-start',
  direction = 'row',
  children,
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection={direction}
      flexWrap="wrap"
      gap={gap}
      alignItems={direction === 'row' ? align : 'flex-start'}
      justifyContent={justify}
    >
      {children}
    </Box>
  );
}
