import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { COMMUNITY_REPLY_MAX, GUEST_PASSWORD_MAX, useTranslation } from '@tonggye/analysis-forms';
import {
  createCommunityReply,
  deleteCommunityPost,
  deleteCommunityReply,
  getCommunityPost,
  type CommunityPost,
  type CommunityReply,
} from '@tonggye/api';
import {
  AlertDialog,
  Badge,
  Button,
  CommentList,
  Container,
  formatDotDateTime,
  Heading,
  Inline,
  RichText,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextField,
  type CommentItem,
} from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { AppLink } from '../../app/AppLink';
import { useIsAdmin, useIsMember } from '../../app/SessionContext';
import { usePageTitle } from '../../app/UiStateContext';
import { useAction, useLoad } from '../my-activity/useRequest';
import {
  ActionFailure,
  BOARD_PATH,
  LoadFailure,
  replyText,
  useKitMessages,
  writePath,
} from './parts';

const VIEWER = 'me';
const passwordValid = (value: string) => value.length >= 4 && value.length <= 30;

/** `/qaiclink/free-board/detail?id=…`: the post, its replies, a reply form, edit and delete. */
export function PostDetailPage() {
  const { t } = useTranslation();
  const id = new URLSearchParams(useSearch()).get('id')?.trim() ?? '';
  const post = useLoad(
    (signal) =>
      id === ''
        ? Promise.reject(new Error('no post id'))
        : getCommunityPost(apiClient, id, { signal }),
    id,
  );
  usePageTitle(post.data?.title ?? t('community.freeBoard'));
  if (id === '')
    return (
      <Container>
        <Stack gap="medium">
          <Heading level={1}>{t('community.detail.notFoundTitle')}</Heading>
          <AppLink href={BOARD_PATH}>{t('community.detail.back')}</AppLink>
        </Stack>
      </Container>
    );
  return (
    <Container>
      <Stack gap="large">
        {post.error ? (
          <Stack gap="medium">
            <Heading level={1}>{t('community.detail.notFoundTitle')}</Heading>
            <LoadFailure error={post.error} onRetry={post.reload} />
            <AppLink href={BOARD_PATH}>{t('community.detail.back')}</AppLink>
          </Stack>
        ) : post.data && post.data.id === id ? (
          <PostView key={post.data.id} post={post.data} />
        ) : (
          <div role="status" aria-busy="true" aria-label={t('community.loading')}>
            <Stack gap="medium">
              <Skeleton height="2.5rem" width="70%" />
              <Skeleton lines={6} />
            </Stack>
          </div>
        )}
      </Stack>
    </Container>
  );
}

function PostView({ post }: { post: CommunityPost }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const isAdmin = useIsAdmin();
  const needsPassword = post.isGuest && !isAdmin;
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const remove = useAction((value: string) =>
    deleteCommunityPost(apiClient, { id: post.id, ...(needsPassword ? { password: value } : {}) }),
  );
  const confirmDelete = async () => {
    if (needsPassword && !passwordValid(password)) {
      setPasswordError(t('community.detail.passwordRequired'));
      return;
    }
    const done = await remove.run(password);
    if (done) navigate(BOARD_PATH, { replace: true });
  };
  return (
    <Stack gap="large">
      <article aria-labelledby="post-title">
        <Stack gap="medium">
          <Heading level={1} id="post-title">
            {post.title}
          </Heading>
          <Inline gap="small" align="center">
            <Text as="span" weight="strong">
              {post.nickname}
            </Text>
            {post.isGuest ? <Badge tone="neutral">{t('community.detail.guest')}</Badge> : null}
            <Text as="span" size="small" tone="muted">
              <time dateTime={post.createdAt}>{formatDotDateTime(post.createdAt)}</time>
            </Text>
            <Text as="span" size="small" tone="muted">
              {t('community.detail.views', { count: post.viewCount })}
            </Text>
          </Inline>
          <RichText html={post.contentHtml} label={t('community.detail.body')} />
        </Stack>
      </article>
      <Stack gap="small">
        <Inline gap="small" align="center">
          <AppLink href={BOARD_PATH}>{t('community.detail.back')}</AppLink>
          {post.canEdit ? (
            <>
              <Button variant="secondary" size="sm" onClick={() => navigate(writePath(post.id))}>
                {t('community.detail.edit')}
              </Button>
              <AlertDialog
                open={confirming}
                onOpenChange={setConfirming}
                tone="danger"
                title={t('community.detail.deleteTitle')}
                description={
                  <Stack gap="small">
                    <span>{t('community.detail.deleteText')}</span>
                    {needsPassword ? (
                      <TextField
                        type="password"
                        label={t('community.detail.password')}
                        description={t('community.detail.passwordHint')}
                        autoComplete="current-password"
                        required
                        maxLength={GUEST_PASSWORD_MAX}
                        value={password}
                        onChange={(event) => {
                          setPassword(event.target.value);
                          setPasswordError(null);
                        }}
                      />
                    ) : null}
                  </Stack>
                }
                confirmLabel={t('community.detail.deleteConfirm')}
                cancelLabel={t('community.detail.cancel')}
                onConfirm={() => void confirmDelete()}
                trigger={
                  <Button variant="danger" size="sm" loading={remove.busy}>
                    {t('community.detail.delete')}
                  </Button>
                }
              />
            </>
          ) : null}
        </Inline>
        {passwordError ? (
          <ActionFailure
            error={{ message: passwordError, messageEn: passwordError }}
            title={t('community.detail.deleteFailed')}
          />
        ) : null}
        <ActionFailure error={remove.error} title={t('community.detail.deleteFailed')} />
      </Stack>
      <Replies post={post} />
    </Stack>
  );
}

function toComment(reply: CommunityReply): CommentItem {
  return {
    id: reply.id,
    author: reply.nickname,
    ...(reply.isMine ? { authorId: VIEWER } : {}),
    createdAt: reply.createdAt,
    content: replyText(reply.contents),
  };
}

function Replies({ post }: { post: CommunityPost }) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const isMember = useIsMember();
  const isAdmin = useIsAdmin();
  const [replies, setReplies] = useState<CommunityReply[]>(post.replies);
  const [deleting, setDeleting] = useState<CommunityReply | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const remove = useAction((reply: CommunityReply, value: string) =>
    deleteCommunityReply(apiClient, {
      replyId: reply.id,
      ...(reply.isGuest && !isAdmin ? { password: value } : {}),
    }),
  );
  const confirmDelete = async () => {
    const reply = deleting;
    if (!reply) return;
    if (reply.isGuest && !isAdmin && !passwordValid(password)) {
      setPasswordError(t('community.detail.passwordRequired'));
      return;
    }
    const done = await remove.run(reply, password);
    if (done) setReplies((current) => current.filter((item) => item.id !== reply.id));
    setPassword('');
  };
  return (
    <section aria-labelledby="replies-title">
      <Stack gap="medium">
        <Inline gap="small" align="baseline">
          <Heading level={2} id="replies-title">
            {t('community.replies.title')}
          </Heading>
          <Text as="span" tone="muted" size="small">
            {t('community.replies.count', { count: replies.length })}
          </Text>
        </Inline>
        <CommentList
          comments={replies.map(toComment)}
          label={t('community.replies.label')}
          viewerId={VIEWER}
          messages={kit.comments}
          onDelete={(comment) => {
            setPasswordError(null);
            setPassword('');
            setDeleting(replies.find((reply) => reply.id === comment.id) ?? null);
          }}
        />
        {passwordError ? (
          <ActionFailure
            error={{ message: passwordError, messageEn: passwordError }}
            title={t('community.replies.deleteFailed')}
          />
        ) : null}
        <ActionFailure error={remove.error} title={t('community.replies.deleteFailed')} />
        <AlertDialog
          open={deleting !== null}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          tone="danger"
          title={t('community.replies.deleteTitle')}
          description={
            <Stack gap="small">
              <span>{t('community.replies.deleteText')}</span>
              {deleting?.isGuest && !isAdmin ? (
                <TextField
                  type="password"
                  label={t('community.detail.password')}
                  description={t('community.replies.passwordHint')}
                  autoComplete="current-password"
                  required
                  maxLength={GUEST_PASSWORD_MAX}
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setPasswordError(null);
                  }}
                />
              ) : null}
            </Stack>
          }
          confirmLabel={t('community.detail.deleteConfirm')}
          cancelLabel={t('community.detail.cancel')}
          onConfirm={() => void confirmDelete()}
        />
        <ReplyForm
          postId={post.id}
          guest={!isMember}
          onCreated={(reply) => setReplies((current) => [...current, reply])}
        />
      </Stack>
    </section>
  );
}

interface ReplyErrors {
  contents?: string;
  nickname?: string;
  password?: string;
}

function ReplyForm({
  postId,
  guest,
  onCreated,
}: {
  postId: string;
  guest: boolean;
  onCreated: (reply: CommunityReply) => void;
}) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const [contents, setContents] = useState('');
  const [nickname, setNickname] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<ReplyErrors>({});
  const send = useAction(() =>
    createCommunityReply(apiClient, {
      postId,
      contents: contents.trim(),
      ...(guest ? { nickname: nickname.trim(), password } : {}),
    }),
  );
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.busy) return;
    const next: ReplyErrors = {};
    const text = contents.trim();
    if (text === '') next.contents = t('community.replies.required');
    else if (text.length > COMMUNITY_REPLY_MAX) next.contents = t('community.replies.tooLong');
    if (guest) {
      const name = nickname.trim();
      if (name === '') next.nickname = t('community.form.errors.nicknameRequired');
      else if (name.length > 20) next.nickname = t('community.form.errors.nicknameTooLong');
      else if (/[<>]/.test(name)) next.nickname = t('community.form.errors.markup');
      if (!passwordValid(password)) next.password = t('community.form.errors.passwordLength');
    }
    setErrors(next);
    if (next.contents || next.nickname || next.password) return;
    const reply = await send.run();
    if (reply) {
      onCreated(reply);
      setContents('');
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="reply-form-title">
      <Stack gap="small">
        <Heading level={3} id="reply-form-title">
          {t('community.replies.write')}
        </Heading>
        {guest ? (
          <Inline gap="small">
            <TextField
              label={t('community.replies.nickname')}
              autoComplete="nickname"
              required
              maxLength={20}
              value={nickname}
              onChange={(event) => setNickname(event.target.value)}
              error={errors.nickname ?? null}
            />
            <TextField
              type="password"
              label={t('community.replies.password')}
              autoComplete="new-password"
              required
              maxLength={GUEST_PASSWORD_MAX}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password ?? null}
            />
          </Inline>
        ) : null}
        <Textarea
          label={t('community.replies.contents')}
          placeholder={t('community.replies.placeholder')}
          required
          rows={3}
          maxLength={COMMUNITY_REPLY_MAX}
          value={contents}
          onChange={setContents}
          labels={kit.textarea}
          error={errors.contents ?? null}
        />
        <ActionFailure error={send.error} title={t('community.replies.failed')} />
        <div>
          <Button type="submit" loading={send.busy}>
            {t('community.replies.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
