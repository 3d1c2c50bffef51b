import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  PostForm,
  type PostAuthorMode,
  type PostFormMessages,
  type PostFormValues,
  useTranslation,
} from '@tonggye/analysis-forms';
import {
  createCommunityPost,
  getCommunityPost,
  updateCommunityPost,
  uploadCommunityImage,
  type CommunityPost,
} from '@tonggye/api';
import {
  Alert,
  Container,
  editorMessagesEn,
  editorMessagesKo,
  Heading,
  Skeleton,
  Stack,
  Text,
} from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { AppLink } from '../../app/AppLink';
import { useIsAdmin, useIsMember } from '../../app/SessionContext';
import { usePageTitle } from '../../app/UiStateContext';
import { useAction, useLoad } from '../my-activity/useRequest';
import { BOARD_PATH, detailPath, LoadFailure } from './parts';

/**
 * `/qaiclink/free-board/write`: a new post; with `?id=…` the same form changes that post. A
 * guest gives a nickname and a password (or, to change a guest post, its password). After
 * saving, the visitor lands on the post.
 */
export function PostWritePage() {
  const id = new URLSearchParams(useSearch()).get('id')?.trim() ?? '';
  return id === '' ? <NewPost /> : <EditPost id={id} />;
}

function NewPost() {
  const { t } = useTranslation();
  const isMember = useIsMember();
  usePageTitle(t('community.write.title'));
  const [, navigate] = useLocation();
  const messages = usePostFormMessages();
  const save = useAction((values: PostFormValues) =>
    createCommunityPost(apiClient, {
      title: values.title,
      content: values.content,
      ...(isMember ? {} : { nickname: values.nickname, password: values.password }),
    }),
  );
  const submit = async (values: PostFormValues) => {
    if (save.busy) return;
    const post = await save.run(values);
    if (post) navigate(detailPath(post.id), { replace: true });
  };
  return (
    <Frame title={t('community.write.title')}>
      <PostForm
        key={isMember ? 'member' : 'guest'}
        mode={isMember ? 'member' : 'guest'}
        onSubmit={(values) => void submit(values)}
        busy={save.busy}
        failure={save.error}
        messages={messages}
        onUploadImage={uploadImage}
        secondaryAction={<AppLink href={BOARD_PATH}>{t('community.write.cancel')}</AppLink>}
      />
    </Frame>
  );
}

function EditPost({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle(t('community.write.editTitle'));
  const post = useLoad((signal) => getCommunityPost(apiClient, id, { signal }), id);
  return (
    <Frame title={t('community.write.editTitle')}>
      {post.error ? <LoadFailure error={post.error} onRetry={post.reload} /> : null}
      {post.data && post.data.id === id ? (
        <EditForm post={post.data} />
      ) : !post.error ? (
        <div role="status" aria-busy="true" aria-label={t('community.loading')}>
          <Stack gap="medium">
            <Skeleton height="2.75rem" />
            <Skeleton lines={8} />
          </Stack>
        </div>
      ) : null}
    </Frame>
  );
}

function EditForm({ post }: { post: CommunityPost }) {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const [, navigate] = useLocation();
  const messages = usePostFormMessages();
  const mode: PostAuthorMode = post.isGuest && !isAdmin ? 'guestEdit' : 'member';
  const save = useAction((values: PostFormValues) =>
    updateCommunityPost(apiClient, {
      id: post.id,
      title: values.title,
      content: values.content,
      ...(mode === 'guestEdit' ? { password: values.password } : {}),
    }),
  );
  if (!post.canEdit)
    return (
      <Alert tone="critical" title={t('community.write.notYours')}>
        <Stack gap="small">
          <span>{t('community.write.notYoursText')}</span>
          <AppLink href={detailPath(post.id)}>{t('community.detail.back')}</AppLink>
        </Stack>
      </Alert>
    );
  const submit = async (values: PostFormValues) => {
    if (save.busy) return;
    const saved = await save.run(values);
    if (saved) navigate(detailPath(saved.id), { replace: true });
  };
  return (
    <PostForm
      mode={mode}
      editing
      defaultValues={{ title: post.title, content: post.contentHtml }}
      onSubmit={(values) => void submit(values)}
      busy={save.busy}
      failure={save.error}
      messages={messages}
      onUploadImage={uploadImage}
      secondaryAction={<AppLink href={detailPath(post.id)}>{t('community.write.cancel')}</AppLink>}
    />
  );
}

/** The editor's image button: `POST /boards/image`, answering the picture's `/boards/image/…` path. */
async function uploadImage(file: File): Promise<string> {
  return (await uploadCommunityImage(apiClient, file, file.name)).url;
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container>
      <Stack gap="large">
        <Stack gap="small">
          <Heading level={1}>{title}</Heading>
          <Text>{t('community.write.lead')}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** The write form's words from the site catalogue. */
function usePostFormMessages(): PostFormMessages {
  const { t, i18n } = useTranslation();
  const editor = i18n.language === 'en' ? editorMessagesEn : editorMessagesKo;
  const text = (key: string) => t(`community.form.${key}`);
  return {
    title: text('title'),
    content: text('content'),
    contentPlaceholder: text('contentPlaceholder'),
    nickname: text('nickname'),
    nicknameDescription: text('nicknameDescription'),
    password: text('password'),
    passwordDescription: text('passwordDescription'),
    passwordEdit: text('passwordEdit'),
    passwordEditDescription: text('passwordEditDescription'),
    submit: text('submit'),
    submitEdit: text('submitEdit'),
    failedTitle: text('failedTitle'),
    errors: {
      titleRequired: text('errors.titleRequired'),
      titleTooLong: text('errors.titleTooLong'),
      markup: text('errors.markup'),
      contentRequired: text('errors.contentRequired'),
      contentTooLong: text('errors.contentTooLong'),
      nicknameRequired: text('errors.nicknameRequired'),
      nicknameTooLong: text('errors.nicknameTooLong'),
      passwordLength: text('errors.passwordLength'),
    },
    editor,
  };
}
