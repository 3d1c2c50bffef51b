import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import {
  countNoticeComments,
  createNoticeComment,
  deleteNoticeComment,
  getNotice,
  listNoticeComments,
} from '@tonggye/api';
import {
  Alert,
  AlertDialog,
  Badge,
  Button,
  CommentList,
  commentListMessagesEn,
  commentListMessagesKo,
  Heading,
  Inline,
  RichText,
  Stack,
  Text,
  Textarea,
  textareaLabelsEn,
  textareaLabelsKo,
  type CommentItem,
} from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { AppLink } from '../../app/AppLink';
import { loginPathFor } from '../../app/RequireMember';
import { useIsMember } from '../../app/SessionContext';
import { usePageTitle, useUi } from '../../app/UiStateContext';
import { useAction, useLoad } from '../my-activity/useRequest';
import {
  ActionFailure,
  CentrePage,
  formatDate,
  ListSkeleton,
  LoadFailure,
  Pages,
  plainText,
  useCentreText,
} from './parts';
import { useNoticeAreaExit } from './useNoticeArea';

const COMMENT_PAGE_SIZE = 10;
const COMMENT_MAX = 1000;
/** `authorId` of the viewer's own comments (the server says which are `isMine`). */
const ME = 'me';

/** `/notice/{id}`: the notice, its neighbours and its comments (members write and delete). */
export function NoticeDetailPage({ id }: { id: string }) {
  const { t, english } = useCentreText();
  useNoticeAreaExit();
  const [, navigate] = useLocation();
  const historyIndex = useUi((context) => context.notices.historyIndex);
  const notice = useLoad((signal) => getNotice(apiClient, id, { signal }), id);
  usePageTitle(notice.data?.title ?? t('notice.title'));

  // Back where the list was: the browser's Back when the list is the entry before this one.
  const back = () => {
    if (historyIndex !== -1 && window.history.length === historyIndex + 1) window.history.back();
    else navigate('/notice');
  };
  const backLink = (
    <div>
      <Button variant="secondary" onClick={back}>
        {t('notice.back')}
      </Button>
    </div>
  );

  if (notice.error && !notice.data)
    return (
      <CentrePage>
        <Heading level={1}>{t('notice.title')}</Heading>
        <LoadFailure error={notice.error} onRetry={notice.reload} />
        {backLink}
      </CentrePage>
    );
  if (!notice.data)
    return (
      <CentrePage>
        <Heading level={1}>{t('notice.title')}</Heading>
        <ListSkeleton rows={8} />
      </CentrePage>
    );
  const data = notice.data;
  return (
    <CentrePage>
      <article>
        <Stack gap="medium">
          <Inline gap="small" align="center">
            <Badge tone="brand">
              {english && data.categoryNameEn ? data.categoryNameEn : data.categoryName}
            </Badge>
            <Text size="small">
              <time dateTime={data.createdAt}>{formatDate(data.createdAt)}</time>
            </Text>
            <Text size="small">{t('notice.views', { count: data.viewCount })}</Text>
          </Inline>
          <Heading level={1}>{data.title}</Heading>
          <RichText html={data.contentHtml} label={t('notice.body')} />
        </Stack>
      </article>
      {data.prev || data.next ? (
        <nav aria-label={t('notice.neighbours')}>
          <Stack gap="small">
            {data.prev ? (
              <Text>
                {t('notice.prev')}:{' '}
                <AppLink href={`/notice/${encodeURIComponent(data.prev.id)}`}>
                  {data.prev.title}
                </AppLink>
              </Text>
            ) : null}
            {data.next ? (
              <Text>
                {t('notice.next')}:{' '}
                <AppLink href={`/notice/${encodeURIComponent(data.next.id)}`}>
                  {data.next.title}
                </AppLink>
              </Text>
            ) : null}
          </Stack>
        </nav>
      ) : null}
      {backLink}
      <Comments key={id} noticeId={id} />
    </CentrePage>
  );
}

function Comments({ noticeId }: { noticeId: string }) {
  const { t, english } = useCentreText();
  const isMember = useIsMember();
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const key = `${noticeId}:${page}:${isMember}:${version}`;
  const comments = useLoad(
    (signal) =>
      listNoticeComments(apiClient, { noticeId, page, size: COMMENT_PAGE_SIZE }, { signal }),
    key,
  );
  const count = useLoad((signal) => countNoticeComments(apiClient, noticeId, { signal }), key);
  const [text, setText] = useState('');
  const [emptyError, setEmptyError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<CommentItem | null>(null);
  const write = useAction((contents: string) =>
    createNoticeComment(apiClient, { noticeId, contents }),
  );
  const remove = useAction(async (commentId: string) => {
    await deleteNoticeComment(apiClient, commentId);
    return true;
  });
  const [location] = useLocation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setEmptyError(t('comments.empty'));
      return;
    }
    setEmptyError(null);
    remove.reset();
    const created = await write.run(text.trim());
    if (created) {
      setText('');
      // The newest comment is on the last page.
      const total = (count.data ?? 0) + 1;
      setPage(Math.max(1, Math.ceil(total / COMMENT_PAGE_SIZE)));
      setVersion((value) => value + 1);
    }
  };
  const confirmDelete = async () => {
    const target = confirming;
    setConfirming(null);
    if (!target) return;
    write.reset();
    await remove.run(target.id);
    // Also after a failure: a comment removed elsewhere meanwhile disappears from the list.
    setVersion((value) => value + 1);
  };

  const items: CommentItem[] = (comments.data?.items ?? []).map((comment) => ({
    id: comment.id,
    author: comment.nickname,
    authorId: comment.isMine ? ME : undefined,
    createdAt: comment.createdAt,
    content: plainText(comment.contents),
    replies: comment.children.map((child) => ({
      id: child.id,
      author: child.nickname,
      authorId: child.isMine ? ME : undefined,
      createdAt: child.createdAt,
      content: plainText(child.contents),
    })),
  }));

  return (
    <section aria-labelledby="notice-comments">
      <Stack gap="medium">
        <Heading level={2} id="notice-comments">
          {t('comments.title', { count: count.data ?? comments.data?.totalCount ?? 0 })}
        </Heading>
        {remove.error ? (
          <ActionFailure title={t('comments.deleteFailed')} error={remove.error} />
        ) : null}
        {remove.done ? <Alert tone="positive">{t('comments.deleted')}</Alert> : null}
        {comments.error ? <LoadFailure error={comments.error} onRetry={comments.reload} /> : null}
        <CommentList
          label={t('comments.label')}
          comments={items}
          loading={comments.loading && !comments.data}
          viewerId={isMember ? ME : null}
          onDelete={isMember ? setConfirming : undefined}
          messages={english ? commentListMessagesEn : commentListMessagesKo}
        />
        {comments.data ? (
          <Pages
            page={page}
            pageCount={comments.data.totalPage}
            onPageChange={setPage}
            label={t('comments.pages')}
          />
        ) : null}
        {isMember ? (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <Stack gap="small">
              {write.error ? (
                <ActionFailure title={t('comments.writeFailed')} error={write.error} />
              ) : null}
              {write.done ? <Alert tone="positive">{t('comments.written')}</Alert> : null}
              <Textarea
                label={t('comments.write')}
                value={text}
                onChange={(value) => {
                  setText(value);
                  if (emptyError) setEmptyError(null);
                }}
                placeholder={t('comments.placeholder')}
                rows={3}
                maxLength={COMMENT_MAX}
                error={emptyError}
                labels={english ? textareaLabelsEn : textareaLabelsKo}
              />
              <div>
                <Button type="submit" loading={write.busy}>
                  {t('comments.submit')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : (
          <Alert tone="info" title={t('comments.signIn')}>
            <AppLink href={loginPathFor(location, '')}>{t('comments.signInLink')}</AppLink>
          </Alert>
        )}
        <AlertDialog
          open={confirming !== null}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={t('comments.confirmTitle')}
          description={t('comments.confirmText')}
          confirmLabel={t('comments.confirm')}
          cancelLabel={t('comments.cancel')}
          tone="danger"
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(null)}
        />
      </Stack>
    </section>
  );
}
