import type { ReactNode } from 'react';
import type { RenderLinkProps } from '../AppShell';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  label: string;
  /** Every item but the last is a link; the last is the current page. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Name of the navigation landmark. */
  ariaLabel?: string;
  /** Lets the site render its router's link; a plain <a> by default (as in AppShell). */
  renderLink?: (props: RenderLinkProps) => ReactNode;
}

const defaultRenderLink = ({ children, ...props }: RenderLinkProps) => <a {...props}>{children}</a>;

/** Where the page sits: 홈 › 고객센터 › 자주 묻는 질문, the last marked aria-current="page". */
export function Breadcrumbs({
  items,
  ariaLabel = '현재 위치',
  renderLink = defaultRenderLink,
}: BreadcrumbsProps) {
  return (
    <nav aria-label={ariaLabel}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {isLast || !item.href ? (
                <span
                  className={isLast ? styles.current : undefined}
                  aria-current={isLast ? 'page' : undefined}
                >
                  {item.label}
                </span>
              ) : (
                renderLink({ href: item.href, className: styles.link, children: item.label })
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
