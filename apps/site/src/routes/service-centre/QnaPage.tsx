import { useState, type FormEvent } from 'react';
import {
  createQna,
  getQnaCategories,
  listMyQna,
  QNA_ATTACHMENT_EXTENSIONS,
  QNA_ATTACHMENT_MAX_BYTES,
  QNA_ATTACHMENT_MAX_FILES,
  type QnaDetail,
} from '@tonggye/api';
import {
  Alert,
  AttachmentPicker,
  Button,
  EmptyState,
  fileDropMessagesEn,
  fileDropMessagesKo,
  Heading,
  Inline,
  Select,
  Stack,
  Text,
  Textarea,
  textareaLabelsEn,
  textareaLabelsKo,
  TextField,
} from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { AppLink } from '../../app/AppLink';
import { usePageTitle } from '../../app/UiStateContext';
import { useAction, useLoad } from '../my-activity/useRequest';
import {
  ActionFailure,
  categoryLabel,
  formatDate,
  ListSkeleton,
  LoadFailure,
  Pages,
  useCentreText,
} from './parts';
import { StatusBadge } from './QnaThread';

const LIST_SIZE = 10;
const TITLE_MAX = 200;
const CONTENTS_MAX = 5000;

interface Draft {
  categoryId: string;
  title: string;
  contents: string;
  files: File[];
}
const emptyDraft: Draft = { categoryId: '', title: '', contents: '', files: [] };

/** `/qna` (members): the one-to-one question form with attachments and the member's questions. */
export function QnaPage() {
  const { t } = useCentreText();
  usePageTitle(t('qna.title'));
  const [version, setVersion] = useState(0);
  return (
    <Stack gap="large">
      <Heading level={1}>{t('qna.title')}</Heading>
      <Text>{t('qna.lead')}</Text>
      <QnaForm onSent={() => setVersion((value) => value + 1)} />
      <MyQuestions version={version} />
    </Stack>
  );
}

function QnaForm({ onSent }: { onSent: () => void }) {
  const { t, english } = useCentreText();
  const categories = useLoad((signal) => getQnaCategories(apiClient, { signal }), 'qna-types');
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [showErrors, setShowErrors] = useState(false);
  // The last result: the form is empty again after a success, and the notice goes with the page.
  const [sent, setSent] = useState<QnaDetail | null>(null);
  const send = useAction((request: Draft) => createQna(apiClient, request));
  const required = (value: string) =>
    showErrors && value.trim() === '' ? t('qna.required') : null;
  const change = (patch: Partial<Draft>) => {
    setSent(null);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.categoryId || !draft.title.trim() || !draft.contents.trim()) {
      setShowErrors(true);
      return;
    }
    setShowErrors(false);
    const created = await send.run({
      ...draft,
      title: draft.title.trim(),
      contents: draft.contents.trim(),
    });
    if (created) {
      setDraft(emptyDraft);
      setSent(created);
      onSent();
    }
  };
  return (
    <section aria-labelledby="qna-form">
      <Stack gap="medium">
        <Heading level={2} id="qna-form">
          {t('qna.formTitle')}
        </Heading>
        {sent ? (
          <Alert tone="positive" title={t('qna.sent')}>
            <AppLink href={`/qna/${encodeURIComponent(sent.id)}`}>{t('qna.sentLink')}</AppLink>
          </Alert>
        ) : null}
        {send.error ? <ActionFailure title={t('qna.failed')} error={send.error} /> : null}
        {categories.error ? (
          <LoadFailure error={categories.error} onRetry={categories.reload} />
        ) : null}
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="medium">
            <Select
              label={t('qna.category')}
              required
              name="categoryId"
              value={draft.categoryId}
              onChange={(categoryId) => change({ categoryId })}
              options={[
                { value: '', label: t('qna.chooseCategory') },
                ...(categories.data ?? []).map((category) => ({
                  value: category.id,
                  label: categoryLabel(category, english),
                })),
              ]}
              error={required(draft.categoryId)}
            />
            <TextField
              label={t('qna.subject')}
              required
              name="title"
              maxLength={TITLE_MAX}
              value={draft.title}
              onChange={(event) => change({ title: event.target.value })}
              error={required(draft.title)}
            />
            <Textarea
              label={t('qna.contents')}
              required
              name="contents"
              rows={8}
              maxLength={CONTENTS_MAX}
              value={draft.contents}
              onChange={(contents) => change({ contents })}
              error={required(draft.contents)}
              labels={english ? textareaLabelsEn : textareaLabelsKo}
            />
            <AttachmentPicker
              label={t('qna.files')}
              description={t('qna.filesHint', { count: QNA_ATTACHMENT_MAX_FILES })}
              accept={QNA_ATTACHMENT_EXTENSIONS}
              maxBytes={QNA_ATTACHMENT_MAX_BYTES}
              maxFiles={QNA_ATTACHMENT_MAX_FILES}
              files={draft.files}
              onChange={(files) => change({ files })}
              messages={{
                remove: (name) => t('qna.remove', { name }),
                removeShort: t('qna.removeShort'),
                tooMany: (count) => t('qna.tooMany', { count }),
              }}
              fileDropMessages={english ? fileDropMessagesEn : fileDropMessagesKo}
            />
            <div>
              <Button type="submit" size="lg" loading={send.busy}>
                {t('qna.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </section>
  );
}

function MyQuestions({ version }: { version: number }) {
  const { t } = useCentreText();
  const [page, setPage] = useState(1);
  const list = useLoad(
    (signal) => listMyQna(apiClient, { page, size: LIST_SIZE }, { signal }),
    `${page}:${version}`,
  );
  return (
    <section aria-labelledby="qna-mine">
      <Stack gap="medium">
        <Heading level={2} id="qna-mine">
          {t('qna.mine')}
        </Heading>
        {list.error ? <LoadFailure error={list.error} onRetry={list.reload} /> : null}
        {list.loading && !list.data ? <ListSkeleton rows={3} /> : null}
        {list.data && list.data.totalCount === 0 ? <EmptyState title={t('qna.empty')} /> : null}
        {list.data && list.data.items.length > 0 ? (
          <ul aria-label={t('qna.list')}>
            {list.data.items.map((item) => (
              <li key={item.id}>
                <Inline gap="small" align="center">
                  <StatusBadge status={item.status} />
                  <AppLink href={`/qna/${encodeURIComponent(item.id)}`}>{item.title}</AppLink>
                  <Text size="small">{formatDate(item.createdAt)}</Text>
                </Inline>
              </li>
            ))}
          </ul>
        ) : null}
        {list.data ? (
          <Pages
            page={page}
            pageCount={list.data.totalPage}
            onPageChange={setPage}
            label={t('common.pages')}
          />
        ) : null}
      </Stack>
    </section>
  );
}
