import { zodResolver } from '@hookform/resolvers/zod';
import {
  AttachmentPicker,
  Button,
  formatBytes,
  Inline,
  Select,
  Stack,
  Text,
  Textarea,
  TextField,
  type FileDropMessages,
  type TextareaLabels,
} from '@tonggye/ui';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  QNA_FORM_CONTENTS_MAX,
  QNA_FORM_FILES_MAX,
  QNA_FORM_TITLE_MAX,
  qnaFormSchema,
  type QnaFormError,
  type QnaFormInput,
  type QnaFormValues,
} from './qnaSchema';

/** Every word of the form, from the site's catalogue (Korean first, English the alternative). */
export interface QnaFormMessages {
  category: string;
  chooseCategory: string;
  title: string;
  contents: string;
  /** The picker's label when asking. */
  files: string;
  /** The picker's label when editing (the question's files are listed above it). */
  newFiles: string;
  /** The heading of the list of the question's files (editing). */
  keptFiles: string;
  filesHint: string;
  remove: (name: string) => string;
  removeShort: string;
  submit: string;
  /** The cancel button when editing. */
  cancel?: string;
  errors: Record<QnaFormError, string>;
  textarea?: Partial<TextareaLabels>;
  fileDrop?: Partial<FileDropMessages>;
}

/** A file the question already has (editing): it stays unless removed. */
export interface QnaFormAttachment {
  id: string;
  fileName: string;
  sizeBytes: number;
}

export interface QnaFormProps {
  /** The kinds of question the service centre offers (`qnaCategories`), in the reader's words. */
  categories: readonly { value: string; label: string }[];
  /** The question being edited; empty fields to ask a new one. */
  defaultValues?: { categoryId: string; title: string; contents: string };
  /** Asking: the type chosen beforehand (a link to one kind of request), kept after sending. */
  initialCategoryId?: string;
  /** The question's files (editing). */
  attachments?: readonly QnaFormAttachment[];
  /** Extensions with the dot and the largest size of one file, as the server takes them. */
  accept: readonly string[];
  maxBytes: number;
  /** Sends the values; resolves true when they were taken, and the form empties itself. */
  onSubmit(values: QnaFormValues): Promise<boolean> | boolean;
  /** Any change of a field (the caller clears its last result). */
  onChange?(): void;
  /** Shows a cancel button (editing). */
  onCancel?(): void;
  busy?: boolean;
  messages: QnaFormMessages;
}

const EMPTY = { categoryId: '', title: '', contents: '' };

/**
 * A one-to-one question (`/qna`) or the edit of an unanswered one (`/qna/{id}`): type, title,
 * text and attachments. When editing, the question's files are listed, each removable; new ones
 * count against the same limit of five. Validated with the server's rules before anything is sent.
 */
export function QnaForm({
  categories,
  defaultValues,
  initialCategoryId = '',
  attachments = [],
  accept,
  maxBytes,
  onSubmit,
  onChange,
  onCancel,
  busy = false,
  messages,
}: QnaFormProps) {
  const keptId = useId();
  const kept = (removed: readonly string[]) =>
    attachments.filter((file) => !removed.includes(file.id)).length;
  const { control, handleSubmit, reset } = useForm<QnaFormInput, unknown, QnaFormValues>({
    resolver: zodResolver(qnaFormSchema(kept)),
    mode: 'onTouched',
    defaultValues: {
      ...(defaultValues ?? { ...EMPTY, categoryId: initialCategoryId }),
      files: [],
      removeAttachmentIds: [],
    },
  });
  const removed = useWatch({ control, name: 'removeAttachmentIds' });
  const keptFiles = attachments.filter((file) => !removed.includes(file.id));
  const errorText = (message: string | undefined): string | null =>
    message ? (messages.errors[message as QnaFormError] ?? message) : null;
  const changed =
    <T,>(update: (value: T) => void) =>
    (value: T) => {
      onChange?.();
      update(value);
    };
  const submit = handleSubmit(async (values) => {
    // Asking: the form is empty again once the question went (editing: the caller closes it).
    if ((await onSubmit(values)) && defaultValues === undefined)
      reset({ ...EMPTY, categoryId: initialCategoryId, files: [], removeAttachmentIds: [] });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="medium">
        <Controller
          control={control}
          name="categoryId"
          render={({ field, fieldState }) => (
            <Select
              label={messages.category}
              required
              name={field.name}
              value={field.value}
              onChange={changed(field.onChange)}
              options={[{ value: '', label: messages.chooseCategory }, ...categories]}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="title"
          render={({ field, fieldState }) => (
            <TextField
              label={messages.title}
              required
              maxLength={QNA_FORM_TITLE_MAX}
              name={field.name}
              value={field.value}
              onChange={(event) => changed(field.onChange)(event.target.value)}
              onBlur={field.onBlur}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="contents"
          render={({ field, fieldState }) => (
            <Textarea
              label={messages.contents}
              required
              rows={8}
              maxLength={QNA_FORM_CONTENTS_MAX}
              name={field.name}
              value={field.value}
              onChange={changed(field.onChange)}
              labels={messages.textarea}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        {keptFiles.length > 0 ? (
          <Controller
            control={control}
            name="removeAttachmentIds"
            render={({ field }) => (
              <Stack gap="small">
                <Text weight="strong" id={keptId}>
                  {messages.keptFiles}
                </Text>
                <ul aria-labelledby={keptId}>
                  {keptFiles.map((file) => (
                    <li key={file.id}>
                      <Inline gap="small" align="center">
                        <Text as="span">
                          {file.fileName} ({formatBytes(file.sizeBytes)})
                        </Text>
                        <Button
                          type="button"
                          variant="secondary"
                          size="sm"
                          aria-label={messages.remove(file.fileName)}
                          onClick={() => changed(field.onChange)([...field.value, file.id])}
                        >
                          {messages.removeShort}
                        </Button>
                      </Inline>
                    </li>
                  ))}
                </ul>
              </Stack>
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="files"
          render={({ field, fieldState }) => (
            <AttachmentPicker
              label={attachments.length > 0 ? messages.newFiles : messages.files}
              description={messages.filesHint}
              accept={accept}
              maxBytes={maxBytes}
              maxFiles={Math.max(0, QNA_FORM_FILES_MAX - keptFiles.length)}
              files={field.value}
              onChange={changed(field.onChange)}
              error={errorText(fieldState.error?.message)}
              messages={{
                remove: messages.remove,
                removeShort: messages.removeShort,
                tooMany: () => messages.errors.tooManyFiles,
              }}
              fileDropMessages={messages.fileDrop}
            />
          )}
        />
        <Inline gap="small">
          <Button type="submit" size="lg" loading={busy}>
            {messages.submit}
          </Button>
          {onCancel && messages.cancel ? (
            <Button type="button" size="lg" variant="secondary" onClick={onCancel}>
              {messages.cancel}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
