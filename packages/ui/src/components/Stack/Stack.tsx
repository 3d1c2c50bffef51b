import type { ReactNode } from 'react';
import type { Space } from '../../theme/sprinkles.css';
import { Box } from '../Box';

export const stackAligns = ['stretch', 'flex-start', 'center', 'flex-end'] as const;

export interface StackProps {
  gap: Space;
  align?: (typeof stackAligns)[number];
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form' | 'fieldset';
  children: ReactNode;
}

/** Vertical rhythm: children stacked with one gap from the spacing grid. */
export function Stack({ gap, align = 'stretch', as = 'div', children }: StackProps) {
  return (
    <Box as={as} display="flex" flexDirection="column" gap={gap} alignItems={align}>
      {children}
    </Box>
  );
}
