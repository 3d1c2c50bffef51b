import type { ReactNode } from 'react';
import { visuallyHidden } from '../../a11y/visuallyHidden.css';
import * as styles from './Badge.css';

export const badgeTones = [
  'neutral',
  'brand',
  'info',
  'positive',
  'caution',
  'critical',
  'delivery',
] as const;
export const badgeEmphases = ['soft', 'solid'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export type BadgeEmphasis = (typeof badgeEmphases)[number];

export interface BadgeProps {
  tone?: BadgeTone;
  emphasis?: BadgeEmphasis;
  /** Short text such as '신규', '완료' or a count. Colour is never the only cue: the words carry it. */
  children: ReactNode;
  /** Extra words for screen readers when the badge alone is terse, e.g. '읽지 않은 알림 3개'. */
  srLabel?: string;
}

/** A small, non-interactive status label. */
export function Badge({ tone = 'neutral', emphasis = 'soft', children, srLabel }: BadgeProps) {
  if (srLabel) {
    return (
      <span className={styles.badge({ tone, emphasis })}>
        <span aria-hidden="true">{children}</span>
        <span className={visuallyHidden}>{srLabel}</span>
      </span>
    );
  }
  return <span className={styles.badge({ tone, emphasis })}>{children}</span>;
}
