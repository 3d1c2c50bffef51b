import { useState } from 'react';
import { useSearch } from 'wouter';
import { createQna, listMyQna, type QnaDetail } from '@tonggye/api';
import { Alert, EmptyState, Heading, Inline, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { AppLink } from '../../app/AppLink';
import { usePageTitle } from '../../app/UiStateContext';
import { useAction, useLoad } from '../my-activity/useRequest';
import { CentrePage, formatDate, ListSkeleton, LoadFailure, Pages, useCentreText } from './parts';
import { QnaForm, type QnaFormValues } from './QnaForm';
import { StatusBadge } from './QnaThread';

const LIST_SIZE = 10;

/** `/qna` (members): the one-to-one question form with attachments and the member's questions. */
export function QnaPage() {
  const { t } = useCentreText();
  usePageTitle(t('qna.title'));
  const [version, setVersion] = useState(0);
  return (
    <CentrePage>
      <Heading level={1}>{t('qna.title')}</Heading>
      <Text>{t('qna.lead')}</Text>
      <AskQuestion onSent={() => setVersion((value) => value + 1)} />
      <MyQuestions version={version} />
    </CentrePage>
  );
}

function AskQuestion({ onSent }: { onSent: () => void }) {
  const { t } = useCentreText();
  // `/qna?category=consulting`: a link to one kind of request (the analysis service's) opens
  // the form with that type chosen.
  const initialCategoryId = new URLSearchParams(useSearch()).get('category') ?? undefined;
  // The last result: the form is empty again after a success, and the notice goes with the
  // next change: a question's sent notice is shown once.
  const [sent, setSent] = useState<QnaDetail | null>(null);
  const send = useAction(({ categoryId, title, contents, files }: QnaFormValues) =>
    createQna(apiClient, { categoryId, title, contents, files }),
  );
  return (
    <QnaForm
      headingId="qna-form"
      heading={t('qna.formTitle')}
      submitLabel={t('qna.submit')}
      initialCategoryId={initialCategoryId}
      failedTitle={t('qna.failed')}
      busy={send.busy}
      error={send.error}
      notice={
        sent ? (
          <Alert tone="positive" title={t('qna.sent')}>
            <AppLink href={`/qna/${encodeURIComponent(sent.id)}`}>{t('qna.sentLink')}</AppLink>
          </Alert>
        ) : null
      }
      onChange={() => setSent(null)}
      onSubmit={async (values) => {
        setSent(null);
        const created = await send.run(values);
        if (!created) return false;
        send.reset();
        setSent(created);
        onSent();
        return true;
      }}
    />
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
