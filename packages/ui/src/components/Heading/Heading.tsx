import type { ReactNode } from 'react';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps {
  level: HeadingLevel;
  id?: string;
  children: ReactNode;
}

export function Heading({ level, id, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={styles.heading({ level })}>
      {children}
    </Tag>
  );
}
