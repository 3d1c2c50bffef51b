import { visuallyHidden } from '../../a11y/visuallyHidden.css';
import * as styles from './Spinner.css';

export const spinnerSizes = [35, 30] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Read by screen readers, e.g. '불러오는 중'. */
  label: string;
}

export function Spinner({ size = 35, label }: SpinnerProps) {
  return (
    <span role="status" className={styles.root}>
      <span className={styles.ring({ size })} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
