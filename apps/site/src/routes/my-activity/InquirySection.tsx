import { useState } from 'react';
import {
  formatDate,
  InquiryForm,
  type InquiryValues,
  useTranslation,
} from '@tonggye/analysis-forms';
import { createQna, getMyQna, getQnaCategories, listMyQna, type QnaListItem } from '@tonggye/api';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  Pagination,
  paginationMessagesEn,
  paginationMessagesKo,
  Stack,
  Text,
} from '@tonggye/ui';
import { apiClient } from '../../app/api';
import { AppLink } from '../../app/AppLink';
import { LoadFailure, Loading } from './sectionParts';
import { useAction, useLoad } from './useRequest';

const PAGE_SIZE = 10;

/** `/my-activity/inquiry` (the form) and `/my-activity/one-on-one-inquiry-history` (the list). */
export function InquirySection({ kind }: { kind: 'inquiry' | 'history' }) {
  return kind === 'inquiry' ? <AskSection /> : <HistorySection />;
}

function AskSection() {
  const { t, i18n } = useTranslation();
  const categories = useLoad((signal) => getQnaCategories(apiClient, { signal }), 'all');
  const send = useAction((values: InquiryValues) => createQna(apiClient, values));
  const english = i18n.language === 'en';
  return (
    <Stack gap="large">
      {categories.error ? (
        <LoadFailure error={categories.error} onRetry={categories.reload} />
      ) : null}
      {categories.loading && !categories.data ? <Loading /> : null}
      {categories.data ? (
        <InquiryForm
          headingLevel={1}
          categories={categories.data.map((category) => ({
            value: category.id,
            label: english && category.nameEn ? category.nameEn : category.name,
          }))}
          onSubmit={(values) => void send.run(values)}
          busy={send.busy}
          failure={send.error}
          done={send.done}
        />
      ) : null}
      {send.done ? (
        <AppLink href="/my-activity/one-on-one-inquiry-history">
          {t('accountScreens.myActivity.pages.inquiryHistory')}
        </AppLink>
      ) : null}
    </Stack>
  );
}

function HistorySection() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useLoad(
    (signal) => listMyQna(apiClient, { page, size: PAGE_SIZE }, { signal }),
    `page-${page}`,
  );
  const text = (key: string) => t(`accountScreens.myActivity.inquiryHistory.${key}`);
  return (
    <Stack gap="large">
      <Heading level={1}>{t('accountScreens.myActivity.pages.inquiryHistory')}</Heading>
      {list.error ? <LoadFailure error={list.error} onRetry={list.reload} /> : null}
      {list.loading && !list.data ? <Loading /> : null}
      {list.data && list.data.totalCount === 0 ? (
        <EmptyState
          title={text('empty')}
          action={
            <AppLink href="/my-activity/inquiry">
              {t('accountScreens.myActivity.pages.inquiry')}
            </AppLink>
          }
        />
      ) : null}
      {list.data?.items.map((item) => (
        <Question
          key={item.id}
          item={item}
          open={open === item.id}
          onToggle={() => setOpen(open === item.id ? null : item.id)}
        />
      ))}
      {list.data && list.data.totalPage > 1 ? (
        <Pagination
          page={page}
          pageCount={list.data.totalPage}
          onPageChange={setPage}
          messages={{
            ...(i18n.language === 'en' ? paginationMessagesEn : paginationMessagesKo),
            label: text('pages'),
          }}
        />
      ) : null}
    </Stack>
  );
}

/** One question; its text and the answer load when it is opened. */
function Question({
  item,
  open,
  onToggle,
}: {
  item: QnaListItem;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const text = (key: string) => t(`accountScreens.myActivity.inquiryHistory.${key}`);
  const answered = item.status === 'answered';
  return (
    <Card title={item.title}>
      <Stack gap="small">
        <Inline gap="small" align="center">
          <Badge tone={answered ? 'positive' : 'neutral'}>
            {answered ? text('answered') : text('waiting')}
          </Badge>
          <Text size="small">{formatDate(item.createdAt)}</Text>
          <Button variant="ghost" size="sm" aria-expanded={open} onClick={onToggle}>
            {open ? text('close') : text('open')}
          </Button>
        </Inline>
        {open ? <QuestionDetail id={item.id} /> : null}
      </Stack>
    </Card>
  );
}

/** The server stores the text as escaped HTML paragraphs; shown here as plain text. */
function plain(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return parsed.body.innerText || parsed.body.textContent || '';
}

function QuestionDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const detail = useLoad((signal) => getMyQna(apiClient, id, { signal }), id);
  const text = (key: string) => t(`accountScreens.myActivity.inquiryHistory.${key}`);
  if (detail.error) return <LoadFailure error={detail.error} onRetry={detail.reload} />;
  if (!detail.data) return <Loading />;
  return (
    <Stack gap="small">
      <Text>{plain(detail.data.contents)}</Text>
      <Text weight="strong">{text('answer')}</Text>
      <Text tone={detail.data.answer ? 'neutral' : 'muted'}>
        {detail.data.answer ? plain(detail.data.answer) : text('noAnswer')}
      </Text>
    </Stack>
  );
}
