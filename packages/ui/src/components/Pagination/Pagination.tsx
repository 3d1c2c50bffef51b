import type { ReactNode } from 'react';
import * as styles from './Pagination.css';

export interface PaginationMessages {
  /** Name of the navigation landmark. */
  label: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  page: (page: number) => string;
}

export const paginationMessagesKo: PaginationMessages = {
  label: '페이지 이동',
  first: '첫 페이지',
  previous: '이전 페이지',
  next: '다음 페이지',
  last: '마지막 페이지',
  page: (page) => `${page} 페이지`,
};

export const paginationMessagesEn: PaginationMessages = {
  label: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: (page) => `Page ${page}`,
};

export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (start: number, end: number): number[] =>
  end < start ? [] : Array.from({ length: end - start + 1 }, (_, index) => start + index);

/**
 * The pages to show: `boundaryCount` at each end, `siblingCount` either side of the current page,
 * ellipses for the gaps. An ellipsis always hides at least two pages (a single hidden page is shown
 * instead), so the number of items stays the same as the current page moves.
 */
export function paginationItems(
  page: number,
  pageCount: number,
  siblingCount = 1,
  boundaryCount = 1,
): PaginationItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const startPages = range(1, Math.min(boundaryCount, pageCount));
  const endPages = range(Math.max(pageCount - boundaryCount + 1, boundaryCount + 1), pageCount);
  const siblingsStart = Math.max(
    Math.min(current - siblingCount, pageCount - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblingCount, boundaryCount + siblingCount * 2 + 2),
    (endPages[0] ?? pageCount + 1) - 2,
  );
  const before: PaginationItem[] =
    siblingsStart > boundaryCount + 2
      ? ['start-ellipsis']
      : boundaryCount + 1 < pageCount - boundaryCount
        ? [boundaryCount + 1]
        : [];
  const after: PaginationItem[] =
    siblingsEnd < pageCount - boundaryCount - 1
      ? ['end-ellipsis']
      : pageCount - boundaryCount > boundaryCount
        ? [pageCount - boundaryCount]
        : [];
  return [...startPages, ...before, ...range(siblingsStart, siblingsEnd), ...after, ...endPages];
}

export interface PaginationProps {
  /** Current page, counted from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown either side of the current one. */
  siblingCount?: number;
  /** Pages always shown at each end. */
  boundaryCount?: number;
  /** 처음/마지막 buttons, besides 이전/다음. */
  showFirstLast?: boolean;
  messages?: Partial<PaginationMessages>;
}

function Chevron({ double = false, flip = false }: { double?: boolean; flip?: boolean }) {
  const path = double ? 'M8.5 4L4.5 8l4 4M12.5 4l-4 4 4 4' : 'M10 4L6 8l4 4';
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      className={flip ? styles.flipped : undefined}
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Page numbers with 처음/이전/다음/마지막; the current page has aria-current="page". Nothing is
 * rendered for a single page. Buttons at an end stay focusable (aria-disabled) so focus is kept.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblingCount = 1,
  boundaryCount = 1,
  showFirstLast = true,
  messages,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const text = { ...paginationMessagesKo, ...messages };
  const current = Math.min(Math.max(page, 1), pageCount);
  const step = (target: number, label: string, icon: ReactNode) => {
    const inert = target === current || target < 1 || target > pageCount;
    return (
      <li className={styles.item}>
        <button
          type="button"
          className={styles.button}
          aria-label={label}
          aria-disabled={inert || undefined}
          onClick={inert ? undefined : () => onPageChange(target)}
        >
          {icon}
        </button>
      </li>
    );
  };
  return (
    <nav aria-label={text.label}>
      <ul className={styles.list}>
        {showFirstLast ? step(1, text.first, <Chevron double />) : null}
        {step(current - 1, text.previous, <Chevron />)}
        {paginationItems(current, pageCount, siblingCount, boundaryCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className={styles.item}>
              <button
                type="button"
                className={styles.button}
                aria-label={text.page(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={item === current ? undefined : () => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        {step(current + 1, text.next, <Chevron flip />)}
        {showFirstLast ? step(pageCount, text.last, <Chevron double flip />) : null}
      </ul>
    </nav>
  );
}
