import type { ReactNode } from 'react';
import {
  QnaForm as QnaFields,
  type QnaFormMessages,
  type QnaFormValues,
} from '@tonggye/analysis-forms';
import {
  getQnaCategories,
  QNA_ATTACHMENT_EXTENSIONS,
  QNA_ATTACHMENT_MAX_BYTES,
  QNA_ATTACHMENT_MAX_FILES,
  type QnaDetail,
} from '@tonggye/api';
import {
  fileDropMessagesEn,
  fileDropMessagesKo,
  Heading,
  Stack,
  textareaLabelsEn,
  textareaLabelsKo,
} from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { useLoad } from '../my-activity/useRequest';
import { ActionFailure, categoryLabel, LoadFailure, plainText, useCentreText } from './parts';

export type { QnaFormValues };

export interface QnaFormProps {
  /** The id of the form's h2 (the section is labelled by it). */
  headingId: string;
  heading: string;
  submitLabel: string;
  /** The title of the failure alert of this action. */
  failedTitle: string;
  /** The question being edited (its type, title, text and files fill the form); none to ask. */
  question?: QnaDetail;
  /** Asking: the type chosen beforehand (`/qna?category=…`). */
  initialCategoryId?: string;
  busy: boolean;
  /** The failure of the last attempt (an `ApiError` in both languages). */
  error: unknown;
  /** The result of the last send, shown above the form (the caller clears it). */
  notice?: ReactNode;
  /** Sends the values; resolves true when they were taken (the form then empties itself). */
  onSubmit: (values: QnaFormValues) => Promise<boolean>;
  /** Any change of a field (the caller clears its last result). */
  onChange?: () => void;
  /** Shows a cancel button (editing). */
  onCancel?: () => void;
}

/**
 * The one-to-one question form of `/qna` (asking) and `/qna/{id}` (editing an unanswered one):
 * the forms package's `QnaForm` (react-hook-form + zod) with the Q&A types, the catalogue's
 * words and this action's result and failure above it.
 */
export function QnaForm({
  headingId,
  heading,
  submitLabel,
  failedTitle,
  question,
  initialCategoryId,
  busy,
  error,
  notice,
  onSubmit,
  onChange,
  onCancel,
}: QnaFormProps) {
  const { t, english } = useCentreText();
  const categories = useLoad((signal) => getQnaCategories(apiClient, { signal }), 'qna-types');
  const messages: QnaFormMessages = {
    category: t('qna.category'),
    chooseCategory: t('qna.chooseCategory'),
    title: t('qna.subject'),
    contents: t('qna.contents'),
    files: t('qna.files'),
    newFiles: t('qna.newFiles'),
    keptFiles: t('qna.keptFiles'),
    filesHint: t('qna.filesHint', { count: QNA_ATTACHMENT_MAX_FILES }),
    remove: (name) => t('qna.remove', { name }),
    removeShort: t('qna.removeShort'),
    submit: submitLabel,
    cancel: t('qna.cancelEdit'),
    errors: {
      categoryRequired: t('qna.errors.categoryRequired'),
      titleRequired: t('qna.errors.titleRequired'),
      titleTooLong: t('qna.errors.titleTooLong'),
      markup: t('qna.errors.markup'),
      contentsRequired: t('qna.errors.contentsRequired'),
      contentsTooLong: t('qna.errors.contentsTooLong'),
      tooManyFiles: t('qna.tooMany', { count: QNA_ATTACHMENT_MAX_FILES }),
    },
    textarea: english ? textareaLabelsEn : textareaLabelsKo,
    fileDrop: english ? fileDropMessagesEn : fileDropMessagesKo,
  };
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="medium">
        <Heading level={2} id={headingId}>
          {heading}
        </Heading>
        {notice}
        {error ? <ActionFailure title={failedTitle} error={error} /> : null}
        {categories.error ? (
          <LoadFailure error={categories.error} onRetry={categories.reload} />
        ) : null}
        <QnaFields
          categories={(categories.data ?? []).map((category) => ({
            value: category.id,
            label: categoryLabel(category, english),
          }))}
          defaultValues={
            question
              ? {
                  categoryId: question.categoryId ?? '',
                  title: question.title,
                  contents: plainText(question.contents),
                }
              : undefined
          }
          initialCategoryId={initialCategoryId}
          attachments={question?.attachments}
          accept={QNA_ATTACHMENT_EXTENSIONS}
          maxBytes={QNA_ATTACHMENT_MAX_BYTES}
          busy={busy}
          messages={messages}
          onSubmit={onSubmit}
          onChange={onChange}
          onCancel={onCancel}
        />
      </Stack>
    </section>
  );
}
