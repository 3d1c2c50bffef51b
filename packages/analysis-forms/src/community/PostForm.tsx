import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Editor, Inline, Stack, TextField, type EditorProps } from '@tonggye/ui';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCallFailureText } from '../accounts/useCallFailureText';
import {
  GUEST_NICKNAME_MAX,
  GUEST_PASSWORD_MAX,
  POST_TEXT_MAX,
  POST_TITLE_MAX,
  postFormSchema,
  type PostAuthorMode,
  type PostFormError,
  type PostFormInput,
  type PostFormValues,
} from './postSchema';

/** Every word of the form, from the site's catalogue (Korean first, English the alternative). */
export interface PostFormMessages {
  title: string;
  content: string;
  contentPlaceholder?: string;
  nickname: string;
  nicknameDescription: string;
  password: string;
  passwordDescription: string;
  /** The password field of a guest's own post being changed. */
  passwordEdit: string;
  passwordEditDescription: string;
  submit: string;
  submitEdit: string;
  /** Title of the alert that shows why the server refused. */
  failedTitle: string;
  errors: Record<PostFormError, string>;
  editor?: EditorProps['messages'];
}

export interface PostFormProps {
  mode: PostAuthorMode;
  /** True when changing a post: the submit button says so. */
  editing?: boolean;
  defaultValues?: { title: string; content: string };
  onSubmit(values: PostFormValues): void;
  busy?: boolean;
  /** The error of the last attempt (an `ApiError`), shown in its own words above the button. */
  failure?: unknown;
  messages: PostFormMessages;
  /** Next to the submit button, e.g. a link back to the list. */
  secondaryAction?: ReactNode;
  /** The editor's image button: uploads a picture, answers its `/boards/image/…` address. */
  onUploadImage?: EditorProps['onUploadImage'];
}

/**
 * Writing or changing a community post (`/qaiclink/free-board/write`): title, the kit's Editor
 * (safe with Korean IME composition) and, for a guest, a nickname and a password. Validated
 * with the server's rules before anything is sent.
 */
export function PostForm({
  mode,
  editing = false,
  defaultValues,
  onSubmit,
  busy = false,
  failure,
  messages,
  secondaryAction,
  onUploadImage,
}: PostFormProps) {
  const failureText = useCallFailureText()(failure);
  const { control, handleSubmit } = useForm<PostFormInput, unknown, PostFormValues>({
    resolver: zodResolver(postFormSchema(mode)),
    mode: 'onTouched',
    defaultValues: {
      title: defaultValues?.title ?? '',
      content: defaultValues?.content ?? '',
      nickname: '',
      password: '',
    },
  });
  const errorText = (message: string | undefined): string | null =>
    message ? (messages.errors[message as PostFormError] ?? message) : null;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="medium">
        {mode === 'guest' ? (
          <Inline gap="medium">
            <Controller
              control={control}
              name="nickname"
              render={({ field, fieldState }) => (
                <TextField
                  label={messages.nickname}
                  description={messages.nicknameDescription}
                  required
                  autoComplete="nickname"
                  maxLength={GUEST_NICKNAME_MAX}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="password"
              render={({ field, fieldState }) => (
                <TextField
                  type="password"
                  label={messages.password}
                  description={messages.passwordDescription}
                  required
                  autoComplete="new-password"
                  maxLength={GUEST_PASSWORD_MAX}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
          </Inline>
        ) : null}
        <Controller
          control={control}
          name="title"
          render={({ field, fieldState }) => (
            <TextField
              label={messages.title}
              required
              maxLength={POST_TITLE_MAX}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="content"
          render={({ field, fieldState }) => (
            <Editor
              label={messages.content}
              placeholder={messages.contentPlaceholder}
              required
              maxLength={POST_TEXT_MAX}
              value={field.value}
              onChange={field.onChange}
              error={errorText(fieldState.error?.message)}
              messages={messages.editor}
              onUploadImage={onUploadImage}
            />
          )}
        />
        {mode === 'guestEdit' ? (
          <Controller
            control={control}
            name="password"
            render={({ field, fieldState }) => (
              <TextField
                type="password"
                label={messages.passwordEdit}
                description={messages.passwordEditDescription}
                required
                autoComplete="current-password"
                maxLength={GUEST_PASSWORD_MAX}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
        ) : null}
        {failureText ? (
          <Alert tone="critical" title={messages.failedTitle}>
            {failureText}
          </Alert>
        ) : null}
        <Inline gap="small" align="center">
          <Button type="submit" size="lg" loading={busy}>
            {editing ? messages.submitEdit : messages.submit}
          </Button>
          {secondaryAction}
        </Inline>
      </Stack>
    </form>
  );
}
