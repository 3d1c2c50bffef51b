import { useId } from 'react';
import { dateTimeAttribute, formatDotDateTime } from '../../format/koreanDate';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { LoadMore } from '../LoadMore';
import type { LoadMoreMessages } from '../LoadMore';
import { Spinner } from '../Spinner';
import * as styles from './CommentList.css';

export interface CommentItem {
  id: string;
  /** Display name (nickname). */
  author: string;
  /** Whose comment this is (e.g. the member's email); compared with `viewerId` for 삭제. */
  authorId?: string;
  /** ISO date-time; shown as YYYY.MM.DD HH:mm in Korean time. */
  createdAt: string;
  /** Plain text; line breaks are kept. */
  content: string;
  /** Removed but kept because it has replies: shown as the `deleted` message. */
  deleted?: boolean;
  /** One level of replies, oldest first. */
  replies?: readonly CommentItem[];
}

export interface CommentListMessages {
  own: string;
  reply: string;
  delete: string;
  /** Accessible name of 삭제: which comment it removes (keeps the visible word). */
  deleteLabel: (time: string) => string;
  replyLabel: (author: string) => string;
  replies: (count: number) => string;
  deleted: string;
  empty: string;
  emptyDescription: string;
  loading: string;
}

export const commentListMessagesKo: CommentListMessages = {
  own: '내 댓글',
  reply: '답글',
  delete: '삭제',
  deleteLabel: (time) => `${time}에 쓴 내 댓글 삭제`,
  replyLabel: (author) => `${author}님 댓글에 답글`,
  replies: (count) => `답글 ${count}개`,
  deleted: '삭제된 댓글입니다.',
  empty: '아직 댓글이 없습니다.',
  emptyDescription: '첫 댓글을 남겨 보세요.',
  loading: '댓글을 불러오는 중',
};

export const commentListMessagesEn: CommentListMessages = {
  own: 'You',
  reply: 'Reply',
  delete: 'Delete',
  deleteLabel: (time) => `Delete your comment of ${time}`,
  replyLabel: (author) => `Reply to ${author}`,
  replies: (count) => `${count} ${count === 1 ? 'reply' : 'replies'}`,
  deleted: 'This comment was deleted.',
  empty: 'No comments yet.',
  emptyDescription: 'Be the first to comment.',
  loading: 'Loading comments',
};

export interface CommentListProps {
  comments: readonly CommentItem[];
  /** Names the list, e.g. '댓글'. */
  label: string;
  /** The signed-in viewer; 삭제 appears only on comments whose `authorId` matches. */
  viewerId?: string | null;
  /** The app confirms (AlertDialog), calls the API and refreshes `comments`. */
  onDelete?: (comment: CommentItem) => void;
  /** Shows 답글 on top-level comments; the app opens its reply form. */
  onReply?: (comment: CommentItem) => void;
  /** A page of comments is on its way. */
  loading?: boolean;
  /** Top-level comments on the server; with `onLoadMore`, shows 더 보기 until all are loaded. */
  total?: number;
  onLoadMore?: () => void;
  messages?: Partial<CommentListMessages>;
  loadMoreMessages?: Partial<LoadMoreMessages>;
}

interface CommentProps {
  comment: CommentItem;
  isReply: boolean;
  viewerId: string | null | undefined;
  onDelete: CommentListProps['onDelete'];
  onReply: CommentListProps['onReply'];
  text: CommentListMessages;
}

function Comment({ comment, isReply, viewerId, onDelete, onReply, text }: CommentProps) {
  const own = !comment.deleted && Boolean(viewerId) && comment.authorId === viewerId;
  const time = formatDotDateTime(comment.createdAt);
  const replies = comment.replies ?? [];
  return (
    <li className={styles.item({ reply: isReply })}>
      <article className={styles.comment}>
        {comment.deleted ? (
          <p className={styles.deleted}>{text.deleted}</p>
        ) : (
          <>
            <header className={styles.header}>
              <span className={styles.author}>{comment.author}</span>
              {own ? <Badge tone="brand">{text.own}</Badge> : null}
              <time className={styles.time} dateTime={dateTimeAttribute(comment.createdAt)}>
                {time}
              </time>
            </header>
            <p className={styles.content}>{comment.content}</p>
            {(onReply && !isReply) || (own && onDelete) ? (
              <div className={styles.actions}>
                {onReply && !isReply ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={text.replyLabel(comment.author)}
                    onClick={() => onReply(comment)}
                  >
                    {text.reply}
                  </Button>
                ) : null}
                {own && onDelete ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={text.deleteLabel(time)}
                    onClick={() => onDelete(comment)}
                  >
                    {text.delete}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </>
        )}
      </article>
      {replies.length > 0 ? (
        <ol className={styles.replies} aria-label={text.replies(replies.length)}>
          {replies.map((reply) => (
            <Comment
              key={reply.id}
              comment={reply}
              isReply
              viewerId={viewerId}
              onDelete={onDelete}
              onReply={onReply}
              text={text}
            />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/**
 * Comments with one level of replies (notice comments, board replies). Shows data and reports
 * intent through callbacks; fetching, confirming and posting are the app's.
 */
export function CommentList({
  comments,
  label,
  viewerId,
  onDelete,
  onReply,
  loading = false,
  total,
  onLoadMore,
  messages,
  loadMoreMessages,
}: CommentListProps) {
  const text = { ...commentListMessagesKo, ...messages };
  const listId = useId();
  if (comments.length === 0) {
    return (
      <section aria-label={label} aria-busy={loading || undefined} className={styles.root}>
        {loading ? (
          <div className={styles.loading}>
            <Spinner size={30} label={text.loading} />
          </div>
        ) : (
          <EmptyState title={text.empty} description={text.emptyDescription} />
        )}
      </section>
    );
  }
  return (
    <div className={styles.root}>
      <ol id={listId} className={styles.list} aria-label={label} aria-busy={loading || undefined}>
        {comments.map((comment) => (
          <Comment
            key={comment.id}
            comment={comment}
            isReply={false}
            viewerId={viewerId}
            onDelete={onDelete}
            onReply={onReply}
            text={text}
          />
        ))}
      </ol>
      {total !== undefined && onLoadMore ? (
        <LoadMore
          loaded={comments.length}
          total={total}
          onLoadMore={onLoadMore}
          loading={loading}
          controls={listId}
          messages={loadMoreMessages}
        />
      ) : loading ? (
        <div className={styles.loading}>
          <Spinner size={30} label={text.loading} />
        </div>
      ) : null}
    </div>
  );
}
