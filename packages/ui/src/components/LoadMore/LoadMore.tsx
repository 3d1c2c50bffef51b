import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './LoadMore.css';
import { formatCount } from '../../format/digits';

export interface LoadMoreMessages {
  loadMore: string;
  loading: string;
  progress: (loaded: number, total: number) => string;
  allLoaded: (total: number) => string;
}

const number = formatCount;

export const loadMoreMessagesKo: LoadMoreMessages = {
  loadMore: '더 보기',
  loading: '불러오는 중…',
  progress: (loaded, total) => `전체 ${number(total)}개 중 ${number(loaded)}개`,
  allLoaded: (total) => `전체 ${number(total)}개를 모두 보았습니다`,
};

export const loadMoreMessagesEn: LoadMoreMessages = {
  loadMore: 'Load more',
  loading: 'Loading…',
  progress: (loaded, total) => `${number(loaded)} of ${number(total)}`,
  allLoaded: (total) => `All ${number(total)} shown`,
};

export interface LoadMoreProps {
  loaded: number;
  total: number;
  onLoadMore: () => void;
  /** The next batch is on its way: the button says so (aria-busy) and ignores further presses. */
  loading?: boolean;
  /** id of the list the button adds to (aria-controls). */
  controls?: string;
  messages?: Partial<LoadMoreMessages>;
}

/**
 * 더 보기 under a list: shows how many of how many are loaded, and disappears when all are. If it
 * had focus then, focus moves to the count so it is not lost; moving focus to the first new item is
 * the list's job.
 */
export function LoadMore({
  loaded,
  total,
  onLoadMore,
  loading = false,
  controls,
  messages,
}: LoadMoreProps) {
  const text = { ...loadMoreMessagesKo, ...messages };
  const done = loaded >= total;
  const countRef = useRef<HTMLParagraphElement>(null);
  const focusWasOnButton = useRef(false);
  // In the same commit that removes the button, so focus never rests on <body>.
  useLayoutEffect(() => {
    if (done && focusWasOnButton.current) countRef.current?.focus();
    focusWasOnButton.current = false;
  }, [done]);
  const ratio = total > 0 ? Math.min(loaded / total, 1) : 1;
  return (
    <div className={styles.root}>
      <p ref={countRef} className={styles.count} role="status" tabIndex={-1}>
        {done ? text.allLoaded(total) : text.progress(loaded, total)}
      </p>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.bar} style={{ width: `${ratio * 100}%` }} />
      </div>
      {done ? null : (
        <FocusWatch onRemovedWithFocus={() => (focusWasOnButton.current = true)}>
          <Button
            variant="secondary"
            loading={loading}
            aria-controls={controls}
            onClick={loading ? undefined : onLoadMore}
          >
            {loading ? text.loading : text.loadMore}
          </Button>
        </FocusWatch>
      )}
    </div>
  );
}

/** Tells, as it is removed, whether focus was inside it (checked before the DOM node goes). */
function FocusWatch({
  onRemovedWithFocus,
  children,
}: {
  onRemovedWithFocus: () => void;
  children: ReactNode;
}) {
  const slot = useRef<HTMLSpanElement>(null);
  const report = useRef(onRemovedWithFocus);
  useLayoutEffect(() => {
    report.current = onRemovedWithFocus;
  });
  useLayoutEffect(() => {
    const node = slot.current;
    return () => {
      if (node?.contains(document.activeElement)) report.current();
    };
  }, []);
  return <span ref={slot}>{children}</span>;
}
