import type { ReactNode } from 'react';
import * as styles from './Container.css';

/** Centres page content at the site's maximum width with side gutters. */
export function Container({ children }: { children: ReactNode }) {
  return <div className={styles.container}>{children}</div>;
}
