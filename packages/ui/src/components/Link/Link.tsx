import type { AnchorHTMLAttributes } from 'react';
import * as styles from './Link.css';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement>;

/** Styled anchor in the accessible orange shade; underlined so colour is not the only cue. */
export function Link({ className, ...props }: LinkProps) {
  return <a className={[styles.link, className].filter(Boolean).join(' ')} {...props} />;
}
