import { useState } from 'react';
import { useTranslation } from '@tonggye/analysis-forms';
import { getLoginHistory } from '@tonggye/api';
import {
  Badge,
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
import { LoadFailure, Loading } from './sectionParts';
import { useLoad } from './useRequest';

const PAGE_SIZE = 10;

/** The browser of a user-agent string, enough to recognise one's own device. */
function browserOf(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const match = /(Edg|OPR|Chrome|Firefox|Safari)\/[\d.]+/.exec(userAgent);
  const os = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/.exec(userAgent)?.[1];
  const name = match?.[1] === 'Edg' ? 'Edge' : match?.[1] === 'OPR' ? 'Opera' : match?.[1];
  return [name, os].filter(Boolean).join(' · ') || userAgent.slice(0, 60);
}

/** `/my-activity/login-info`: successful and failed sign-ins, newest first. */
export function LoginInfoSection() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useLoad(
    (signal) => getLoginHistory(apiClient, { page, size: PAGE_SIZE }, { signal }),
    `page-${page}`,
  );
  const text = (key: string) => t(`accountScreens.myActivity.loginInfo.${key}`);
  const locale = i18n.language === 'en' ? 'en-GB' : 'ko-KR';
  return (
    <Stack gap="large">
      <Heading level={1}>{t('accountScreens.myActivity.pages.loginInfo')}</Heading>
      <Text>{text('lead')}</Text>
      {history.error ? <LoadFailure error={history.error} onRetry={history.reload} /> : null}
      {history.loading && !history.data ? <Loading /> : null}
      {history.data && history.data.totalCount === 0 ? <EmptyState title={text('empty')} /> : null}
      {history.data && history.data.items.length > 0 ? (
        <Stack gap="small">
          {history.data.items.map((item, index) => (
            <Card key={`${item.time}-${index}`}>
              <Inline gap="medium" align="center">
                <Badge tone={item.success ? 'positive' : 'critical'}>
                  {item.success ? text('success') : text('failure')}
                </Badge>
                <Text size="small">{new Date(item.time).toLocaleString(locale)}</Text>
                <Text size="small" tone="muted">
                  {text('columns.ip')} {item.ip ?? text('unknown')} ·{' '}
                  {browserOf(item.userAgent) ?? text('unknown')}
                </Text>
              </Inline>
            </Card>
          ))}
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
    </Stack>
  );
}
