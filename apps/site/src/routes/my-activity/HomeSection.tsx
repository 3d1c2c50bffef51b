import { useSelector } from '@xstate/react';
import { formatDate, useTranslation } from '@tonggye/analysis-forms';
import { listAnalysisHistory } from '@tonggye/api';
import { Card, Heading, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../app/api';
import { AppLink } from '../../app/AppLink';
import { useSessionActor } from '../../app/SessionContext';
import { reopenPath, useAnalysisName } from './analysisNames';
import { LoadFailure, Loading } from './sectionParts';
import { useLoad } from './useRequest';

/** `/my-activity`: a greeting and the latest analyses. */
export function HomeSection() {
  const { t } = useTranslation();
  const session = useSessionActor();
  const name = useSelector(
    session,
    (snapshot) => snapshot.context.user?.nickname ?? snapshot.context.user?.name ?? null,
  );
  const analysisName = useAnalysisName();
  const recent = useLoad(
    (signal) => listAnalysisHistory(apiClient, { page: 1, size: 3 }, { signal }),
    'recent',
  );
  return (
    <Stack gap="large">
      <Heading level={1}>{t('accountScreens.myActivity.pages.home')}</Heading>
      <Text>
        {name
          ? t('accountScreens.myActivity.home.welcome', { name })
          : t('accountScreens.myActivity.home.welcomeAnonymous')}
      </Text>
      <Text>{t('accountScreens.myActivity.home.lead')}</Text>
      <Heading level={2}>{t('accountScreens.myActivity.home.recent')}</Heading>
      {recent.error ? <LoadFailure error={recent.error} onRetry={recent.reload} /> : null}
      {recent.loading && !recent.data ? <Loading /> : null}
      {recent.data && recent.data.items.length === 0 ? (
        <Text tone="muted">{t('accountScreens.myActivity.home.noRecent')}</Text>
      ) : null}
      {recent.data?.items.map((item) => {
        const href = reopenPath(item);
        return (
          <Card key={item.analysisId} title={analysisName(item.analysis)}>
            <Stack gap="xsmall">
              <Text size="small">
                {item.fileName} · {formatDate(item.createdAt)}
              </Text>
              {href ? (
                <AppLink href={href}>{t('accountScreens.myActivity.analysisInfo.reopen')}</AppLink>
              ) : null}
            </Stack>
          </Card>
        );
      })}
      <AppLink href="/my-activity/analysis-info">
        {t('accountScreens.myActivity.home.more')}
      </AppLink>
    </Stack>
  );
}
