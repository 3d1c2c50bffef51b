import { useCallFailureText, useTranslation } from '@tonggye/analysis-forms';
import {
  Alert,
  Button,
  commentListMessagesEn,
  commentListMessagesKo,
  paginationMessagesEn,
  paginationMessagesKo,
  postListMessagesEn,
  postListMessagesKo,
  searchBoxLabelsEn,
  searchBoxLabelsKo,
  Skeleton,
  Stack,
  textareaLabelsEn,
  textareaLabelsKo,
  type PostListItem,
  type RenderLinkProps,
} from '@tonggye/ui';
import type { CommunityPostListItem } from '@tonggye/api';
import { Link as RouterLink } from 'wouter';
import { detailPath } from './boardQuery';

export { BOARD_PATH, detailPath, writePath } from './boardQuery';

/** The kit's messages in the reader's language (the kit holds Korean and English sets). */
export function useKitMessages() {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  return {
    english,
    postList: english ? postListMessagesEn : postListMessagesKo,
    pagination: english ? paginationMessagesEn : paginationMessagesKo,
    search: english ? searchBoxLabelsEn : searchBoxLabelsKo,
    comments: english ? commentListMessagesEn : commentListMessagesKo,
    textarea: english ? textareaLabelsEn : textareaLabelsKo,
  };
}

/** Board rows as the kit's PostList takes them; `first` is the running number of the first row. */
export function toPostListItems(
  items: readonly CommunityPostListItem[],
  first: number,
): PostListItem[] {
  return items.map((item, index) => ({
    id: item.id,
    number: first - index,
    title: item.title,
    href: detailPath(item.id),
    author: item.nickname,
    createdAt: item.createdAt,
    views: item.viewCount,
    replyCount: item.replyCount,
  }));
}

/** The kit's PostList links through the router (no page load). */
export function renderRouterLink({ href, className, children }: RenderLinkProps) {
  return (
    <RouterLink href={href} className={className}>
      {children}
    </RouterLink>
  );
}

/** A load that failed: the server's words in the reader's language and a retry. */
export function LoadFailure({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  const text = useCallFailureText()(error);
  return (
    <Alert tone="critical" title={title ?? t('community.loadFailed')}>
      <Stack gap="small">
        <span>{text}</span>
        {onRetry ? (
          <div>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('community.retry')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** An action's refusal next to the action, in the reader's language. */
export function ActionFailure({ error, title }: { error: unknown; title: string }) {
  const text = useCallFailureText()(error);
  if (!text) return null;
  return (
    <Alert tone="critical" title={title}>
      {text}
    </Alert>
  );
}

/** Rows standing in for a list while it loads. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t('community.loading')} role="status">
      <Stack gap="medium">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} lines={2} />
        ))}
      </Stack>
    </div>
  );
}

/** Reply text: the server stores it as escaped HTML paragraphs; shown as plain text again. */
export function replyText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*<p[^>]*>/gi, '\n');
  const parsed = new DOMParser().parseFromString(withBreaks, 'text/html');
  return (parsed.body.textContent ?? '').trim();
}
