import { useId } from 'react';
import type { ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  title?: string;
  children: ReactNode;
}

/** A titled surface; with a title it is a labelled region. */
export function Card({ title, children }: CardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
