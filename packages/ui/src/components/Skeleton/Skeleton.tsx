import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** Lines of text to stand in for (shape 'text'); the last of several is shorter. */
  lines?: number;
  /** Width and height of the stand-in as CSS lengths, e.g. '40%' or a token from `vars`. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}

/**
 * A grey stand-in for content that is loading. It is hidden from assistive technology: the region
 * it fills should carry `aria-busy="true"` and a status message (e.g. a visually hidden
 * '불러오는 중'), so the wait is announced once, not once per shape.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height }: SkeletonProps) {
  const size = width === undefined && height === undefined ? undefined : { width, height };
  if (shape === 'text' && lines > 1) {
    return (
      <span
        className={styles.lines}
        style={size?.width ? { width: size.width } : undefined}
        aria-hidden="true"
      >
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className={styles.skeleton({ shape })} />
        ))}
      </span>
    );
  }
  return <span className={styles.skeleton({ shape })} style={size} aria-hidden="true" />;
}
