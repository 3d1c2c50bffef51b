import type { ReactNode } from 'react';
import * as styles from './Alert.css';

export const alertTones = ['critical', 'caution', 'positive', 'info'] as const;
export type AlertTone = (typeof alertTones)[number];

export interface AlertProps {
  tone: AlertTone;
  title?: string;
  children: ReactNode;
}

/** Critical messages interrupt (role=alert); the others are polite status messages. */
export function Alert({ tone, title, children }: AlertProps) {
  return (
    <div role={tone === 'critical' ? 'alert' : 'status'} className={styles.alert({ tone })}>
      {title ? <p className={styles.title({ tone })}>{title}</p> : null}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
