import { useRef } from 'react';
import type { ReactNode } from 'react';
import { CloseIcon } from '../IconButton/icons';
import * as styles from './TopBanner.css';

export interface TopBannerProps {
  /** The announcement, one short line. */
  children: ReactNode;
  href?: string;
  linkLabel?: string;
  /** Shows the × button; the app hides the banner and remembers that it was closed. */
  onDismiss?: () => void;
  closeLabel?: string;
  /** Name of the banner's region landmark. */
  label?: string;
}

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Moves focus to the first control after `element`, so closing the banner does not drop it. */
function focusNextAfter(element: HTMLElement) {
  const next = Array.from(document.querySelectorAll<HTMLElement>(tabbable)).find(
    (candidate) =>
      !element.contains(candidate) &&
      element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  next?.focus();
}

/**
 * The dismissible strip above the header (main_top banner): a message, a link, and ×. Closing it
 * moves focus to the next control on the page (the header's first link) before the app removes it.
 */
export function TopBanner({
  children,
  href,
  linkLabel = '자세히 보기',
  onDismiss,
  closeLabel = '배너 닫기',
  label = '알림 배너',
}: TopBannerProps) {
  const root = useRef<HTMLElement>(null);
  return (
    <section ref={root} aria-label={label} className={styles.banner}>
      <div className={styles.inner}>
        <div className={styles.content}>
          <p className={styles.message}>{children}</p>
          {href ? (
            <a className={styles.link} href={href}>
              {linkLabel}
            </a>
          ) : null}
        </div>
        {onDismiss ? (
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            onClick={() => {
              if (root.current) focusNextAfter(root.current);
              onDismiss();
            }}
          >
            <CloseIcon />
          </button>
        ) : null}
      </div>
    </section>
  );
}
