import { Spinner } from '../Spinner';
import type { SpinnerSize } from '../Spinner';
import * as styles from './FullScreenSpinner.css';

export const fullScreenSpinnerPlacements = ['viewport', 'wrapper'] as const;
export type FullScreenSpinnerPlacement = (typeof fullScreenSpinnerPlacements)[number];

/** The site's spinner: 35 px, 30 px inside the page wrapper. */
const spinnerSizeFor = {
  viewport: 35,
  wrapper: 30,
} as const satisfies Record<FullScreenSpinnerPlacement, SpinnerSize>;

export interface FullScreenSpinnerProps {
  /** What is loading, read by screen readers, e.g. '화면을 불러오는 중'. */
  label: string;
  /** 'viewport' covers the whole window; 'wrapper' fills the page wrapper it is placed in. */
  placement?: FullScreenSpinnerPlacement;
  /** Also shows the label under the spinner (hidden from screen readers, which hear it once). */
  showLabel?: boolean;
}

/**
 * The loading screen shown while a lazily loaded route arrives (home, login, terms, sign-up):
 * a 35 px spinner over the viewport, or a 30 px one filling the page wrapper.
 */
export function FullScreenSpinner({
  label,
  placement = 'viewport',
  showLabel = false,
}: FullScreenSpinnerProps) {
  return (
    <div className={styles.root({ placement })} data-placement={placement}>
      <Spinner size={spinnerSizeFor[placement]} label={label} />
      {showLabel ? (
        <p className={styles.message} aria-hidden="true">
          {label}
        </p>
      ) : null}
    </div>
  );
}
