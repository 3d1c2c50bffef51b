import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { formatDate, useCallFailureText, useTranslation } from '@tonggye/analysis-forms';
import { listAnalysisHistory, removeAnalysisHistory, type AnalysisHistoryItem } from '@tonggye/api';
import {
  Alert,
  AlertDialog,
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  Link,
  Pagination,
  paginationMessagesEn,
  paginationMessagesKo,
  Stack,
  Text,
} from '@tonggye/ui';
import { apiClient } from '../../app/api';
import { AppLink } from '../../app/AppLink';
import { reopenPath, useAnalysisName } from './analysisNames';
import { LoadFailure, Loading } from './sectionParts';
import { useAction, useLoad } from './useRequest';

const PAGE_SIZE = 10;

/** `/my-activity/analysis-info`: the member's runs, newest first; reopen or delete each. */
export function AnalysisInfoSection() {
  const { t, i18n } = useTranslation();
  const analysisName = useAnalysisName();
  const failureText = useCallFailureText();
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<AnalysisHistoryItem | null>(null);
  const history = useLoad(
    (signal) => listAnalysisHistory(apiClient, { page, size: PAGE_SIZE }, { signal }),
    `page-${page}`,
  );
  const remove = useAction(async (item: AnalysisHistoryItem) => {
    await removeAnalysisHistory(apiClient, item.analysisId);
    // The last line of a later page: show the page before.
    if (history.data?.items.length === 1 && page > 1) setPage(page - 1);
    else history.reload();
  });
  const text = (key: string, item?: AnalysisHistoryItem) =>
    t(`accountScreens.myActivity.analysisInfo.${key}`, {
      analysis: item ? analysisName(item.analysis) : '',
      file: item?.fileName ?? '',
    });

  return (
    <Stack gap="large">
      <Heading level={1}>{t('accountScreens.myActivity.pages.analysisInfo')}</Heading>
      <Text>{text('lead')}</Text>
      {remove.done ? <Alert tone="positive">{text('removed')}</Alert> : null}
      {remove.error ? (
        <Alert tone="critical" title={text('removeFailedTitle')}>
          {failureText(remove.error)}
        </Alert>
      ) : null}
      {history.error ? <LoadFailure error={history.error} onRetry={history.reload} /> : null}
      {history.loading && !history.data ? <Loading /> : null}
      {history.data && history.data.totalCount === 0 ? (
        <EmptyState
          title={text('empty')}
          action={<AppLink href="/services">{text('start')}</AppLink>}
        />
      ) : null}
      {history.data && history.data.items.length > 0 ? (
        <Stack gap="medium">
          {history.data.items.map((item) => {
            const href = reopenPath(item);
            return (
              <Card key={item.analysisId} title={analysisName(item.analysis)}>
                <Stack gap="small">
                  <Text size="small">
                    {text('columns.file')}: {item.fileName} · {text('columns.date')}:{' '}
                    {formatDate(item.createdAt)}
                  </Text>
                  <Inline gap="small" align="center">
                    {href ? (
                      <RouterLink href={href} asChild>
                        <Link aria-label={text('reopenLabel', item)}>{text('reopen')}</Link>
                      </RouterLink>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={text('removeLabel', item)}
                      loading={remove.busy && removing?.analysisId === item.analysisId}
                      onClick={() => setRemoving(item)}
                    >
                      {text('remove')}
                    </Button>
                  </Inline>
                </Stack>
              </Card>
            );
          })}
        </Stack>
      ) : null}
      {history.data && history.data.totalPage > 1 ? (
        <Pagination
          page={page}
          pageCount={history.data.totalPage}
          onPageChange={setPage}
          messages={{
            ...(i18n.language === 'en' ? paginationMessagesEn : paginationMessagesKo),
            label: text('pages'),
          }}
        />
      ) : null}
      <AlertDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        tone="danger"
        title={text('removeTitle')}
        description={text('removeText', removing ?? undefined)}
        confirmLabel={text('removeConfirm')}
        cancelLabel={text('cancel')}
        onConfirm={() => {
          if (removing) void remove.run(removing);
        }}
      />
    </Stack>
  );
}
