import type { ReactNode } from 'react';
import * as styles from './Text.css';

export const textTones = [
  'neutral',
  'muted',
  'brand',
  'critical',
  'positive',
  'caution',
  'info',
] as const;
export const textSizes = ['small', 'body', 'large'] as const;
export type TextTone = (typeof textTones)[number];
export type TextSize = (typeof textSizes)[number];

export interface TextProps {
  tone?: TextTone;
  size?: TextSize;
  weight?: 'regular' | 'strong';
  as?: 'p' | 'span' | 'div';
  id?: string;
  children: ReactNode;
}

export function Text({
  tone = 'neutral',
  size = 'body',
  weight = 'regular',
  as: Tag = 'p',
  id,
  children,
}: TextProps) {
  return (
    <Tag id={id} className={styles.text({ tone, size, weight })}>
      {children}
    </Tag>
  );
}
