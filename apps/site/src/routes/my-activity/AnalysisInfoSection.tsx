import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import {
  ANALYSIS_NAMESPACE,
  downloadWordReport,
  formatDate,
  reportLabels,
  useCallFailureText,
  useTranslation,
} from '@tonggye/analysis-forms';
import {
  getAnalysisHistory,
  listAnalysisHistory,
  removeAnalysisHistory,
  type AnalysisHistoryItem,
} from '@tonggye/api';
import {
  Alert,
  AlertDialog,
  Button,
  Card,
  Checkbox,
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
import { historyReportSections } from './historyReport';
import { LoadFailure, Loading } from './sectionParts';
import { useAction, useLoad } from './useRequest';

const PAGE_SIZE = 10;

/**
 * `/my-activity/analysis-info`: the member's runs, newest first; reopen or delete each, or
 * tick several and export them into one Word report.
 */
export function AnalysisInfoSection() {
  const { t, i18n } = useTranslation(['site', ANALYSIS_NAMESPACE]);
  const analysisName = useAnalysisName();
  const failureText = useCallFailureText();
  const [page, setPage] = useState(1);
  const text = (key: string, item?: AnalysisHistoryItem) =>
    t(`accountScreens.myActivity.analysisInfo.${key}`, {
      analysis: item ? analysisName(item.analysis) : '',
      file: item?.fileName ?? '',
    });
  const [removing, setRemoving] = useState<AnalysisHistoryItem | null>(null);
  // The ticked runs (kept across pages), in the order they were ticked.
  const [chosen, setChosen] = useState<AnalysisHistoryItem[]>([]);
  const [nothingChosen, setNothingChosen] = useState(false);
  const language = i18n.language === 'en' ? 'en' : 'ko';
  const exportWord = useAction(async (items: AnalysisHistoryItem[]) => {
    const sections = await historyReportSections(items, {
      detail: (analysisId) => getAnalysisHistory(apiClient, analysisId),
      language,
      analysisName,
    });
    await downloadWordReport(
      sections,
      { decimals: 3, pValueStyle: 'spss', locale: language },
      reportLabels((key) => t(key, { ns: ANALYSIS_NAMESPACE })),
      text('reportFileName'),
    );
  });
  const toggle = (item: AnalysisHistoryItem, checked: boolean) => {
    setNothingChosen(false);
    exportWord.reset();
    setChosen((current) =>
      checked
        ? [...current.filter((other) => other.analysisId !== item.analysisId), item]
        : current.filter((other) => other.analysisId !== item.analysisId),
    );
  };
  const startExport = () => {
    if (chosen.length === 0) {
      setNothingChosen(true);
      return;
    }
    // The history's order (newest first), whatever order they were ticked in.
    const order = (item: AnalysisHistoryItem) => -Date.parse(item.createdAt);
    void exportWord.run([...chosen].sort((a, b) => order(a) - order(b)));
  };
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
        <div role="group" aria-label={text('exportGroup')}>
          <Stack gap="small">
            <Inline gap="small" align="center">
              <Button variant="secondary" loading={exportWord.busy} onClick={startExport}>
                {text('exportWord')}
              </Button>
              <Text size="small">
                <span role="status">
                  {t('accountScreens.myActivity.analysisInfo.chosenCount', {
                    count: chosen.length,
                  })}
                </span>
              </Text>
            </Inline>
            {nothingChosen ? <Alert tone="caution">{text('exportNone')}</Alert> : null}
            {exportWord.done ? <Alert tone="positive">{text('exportDone')}</Alert> : null}
            {exportWord.error ? (
              <Alert tone="critical" title={text('exportFailedTitle')}>
                {failureText(exportWord.error)}
              </Alert>
            ) : null}
          </Stack>
        </div>
      ) : null}
      {history.data && history.data.items.length > 0 ? (
        <Stack gap="medium">
          {history.data.items.map((item) => {
            const href = reopenPath(item);
            return (
              <Card key={item.analysisId} title={analysisName(item.analysis)}>
                <Stack gap="small">
                  <Checkbox
                    label={text('choose', item)}
                    checked={chosen.some((other) => other.analysisId === item.analysisId)}
                    onCheckedChange={(checked) => toggle(item, checked)}
                  />
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
