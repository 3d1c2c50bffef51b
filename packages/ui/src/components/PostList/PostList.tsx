import type { ReactNode } from 'react';
import { visuallyHidden } from '../../a11y/visuallyHidden.css';
import { dateTimeAttribute, formatDotDate } from '../../format/koreanDate';
import type { RenderLinkProps } from '../AppShell';
import { Badge } from '../Badge';
import { EmptyState } from '../EmptyState';
import * as styles from './PostList.css';
import { formatCount } from '../../format/digits';

export interface PostListItem {
  id: string;
  /** The board's running number; notices show the 공지 mark instead. */
  number?: number;
  title: string;
  href: string;
  author: string;
  /** ISO date or date-time; shown as YYYY.MM.DD in Korean time. */
  createdAt: string;
  views: number;
  replyCount?: number;
  /** Notices are pinned above the other posts whatever order they come in. */
  notice?: boolean;
}

export interface PostListMessages {
  /** Column headings, shown above the rows on wide screens. */
  number: string;
  title: string;
  author: string;
  date: string;
  views: string;
  notice: string;
  replies: (count: number) => string;
  empty: string;
}

const count = formatCount;

export const postListMessagesKo: PostListMessages = {
  number: '번호',
  title: '제목',
  author: '작성자',
  date: '작성일',
  views: '조회',
  notice: '공지',
  replies: (replies) => `댓글 ${count(replies)}개`,
  empty: '등록된 게시글이 없습니다.',
};

export const postListMessagesEn: PostListMessages = {
  number: 'No.',
  title: 'Title',
  author: 'Author',
  date: 'Date',
  views: 'Views',
  notice: 'Notice',
  replies: (replies) => `${count(replies)} ${replies === 1 ? 'reply' : 'replies'}`,
  empty: 'No posts yet.',
};

/** Notices first, each group in the order given (the server's order). */
export function pinNotices(posts: readonly PostListItem[]): PostListItem[] {
  return [...posts.filter((post) => post.notice), ...posts.filter((post) => !post.notice)];
}

export interface PostListProps {
  posts: readonly PostListItem[];
  /** Names the list, e.g. '자유게시판 글 목록'. */
  label: string;
  /** Lets the site render its router's link; a plain <a> by default. */
  renderLink?: (props: RenderLinkProps) => ReactNode;
  /** Shown instead of the rows when there are none, e.g. a 글쓰기 button. */
  emptyAction?: ReactNode;
  messages?: Partial<PostListMessages>;
}

const defaultRenderLink = ({ children, ...props }: RenderLinkProps) => <a {...props}>{children}</a>;

/**
 * Board rows (free board, notices, company news): number, title with reply count, author, date
 * and views. A list rather than a table so a row can become a two-line card on a phone; each value
 * carries its heading for screen readers, the visible headings are decoration on wide screens.
 */
export function PostList({
  posts,
  label,
  renderLink = defaultRenderLink,
  emptyAction,
  messages,
}: PostListProps) {
  const text = { ...postListMessagesKo, ...messages };
  if (posts.length === 0) {
    return (
      <section aria-label={label} className={styles.container}>
        <EmptyState title={text.empty} action={emptyAction} />
      </section>
    );
  }
  return (
    <div className={styles.container}>
      <div className={styles.headings} aria-hidden="true">
        <span>{text.number}</span>
        <span>{text.title}</span>
        <span>{text.author}</span>
        <span>{text.date}</span>
        <span>{text.views}</span>
      </div>
      <ul className={styles.list} aria-label={label}>
        {pinNotices(posts).map((post) => (
          <li key={post.id} className={styles.row({ notice: Boolean(post.notice) })}>
            <span className={styles.numberCell}>
              {post.notice ? (
                <span className={styles.noticeMark}>
                  <Badge tone="brand">{text.notice}</Badge>
                </span>
              ) : post.number !== undefined ? (
                <span className={styles.numberText}>
                  <span className={visuallyHidden}>{text.number} </span>
                  {post.number}
                </span>
              ) : null}
            </span>
            <span className={styles.titleCell}>
              {renderLink({
                href: post.href,
                className: styles.titleLink,
                children: post.title,
              })}
              {post.replyCount ? (
                <span className={styles.replies}>
                  <span aria-hidden="true">[{count(post.replyCount)}]</span>
                  <span className={visuallyHidden}>{text.replies(post.replyCount)}</span>
                </span>
              ) : null}
            </span>
            <span className={styles.meta}>
              <span className={styles.metaCell}>
                <span className={visuallyHidden}>{text.author} </span>
                {post.author}
              </span>
              <span className={styles.metaCell}>
                <span className={visuallyHidden}>{text.date} </span>
                <time dateTime={dateTimeAttribute(post.createdAt)}>
                  {formatDotDate(post.createdAt)}
                </time>
              </span>
              <span className={styles.metaCell}>
                <span className={styles.viewsLabel}>{text.views} </span>
                {count(post.views)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
