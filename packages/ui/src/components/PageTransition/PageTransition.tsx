import type { ReactNode } from 'react';
import * as styles from './PageTransition.css';

export interface PageTransitionProps {
  /** Usually the route path: a new key remounts the page and replays the 0.05 s fade. */
  transitionKey: string;
  children: ReactNode;
}

export function PageTransition({ transitionKey, children }: PageTransitionProps) {
  return (
    <div key={transitionKey} className={styles.page} data-transition-key={transitionKey}>
      {children}
    </div>
  );
}
