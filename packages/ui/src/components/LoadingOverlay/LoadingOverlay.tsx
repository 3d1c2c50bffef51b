import { Spinner } from '../Spinner';
import * as styles from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  visible: boolean;
  label: string;
}

/** Covers its positioned parent while work runs; fades in and out over 500 ms. */
export function LoadingOverlay({ visible, label }: LoadingOverlayProps) {
  return (
    <div
      className={styles.overlay}
      data-visible={visible}
      aria-hidden={!visible}
      data-testid="loading-overlay"
    >
      {visible ? <Spinner size={30} label={label} /> : null}
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
