import { useTranslation } from '@tonggye/analysis-forms';
import { getStandaloneContent, isApiError } from '@tonggye/api';
import { Heading, RichText, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { AppLink } from '../../app/AppLink';
import { usePageTitle } from '../../app/UiStateContext';
import { useLoad } from '../my-activity/useRequest';
import { NotFoundPage } from '../NotFoundPage';
import { CentrePage, formatDate, ListSkeleton, LoadFailure, useCentreText } from './parts';

/** `/standalone/{id}`: a content page the administrators keep on the server. */
export function StandalonePage({ id }: { id: string }) {
  const { t } = useCentreText();
  const page = useLoad((signal) => getStandaloneContent(apiClient, id, { signal }), id);
  const title = page.data?.title ?? t('standalone.title');
  const notFound = isApiError(page.error) && page.error.status === 404;
  const { t: siteText } = useTranslation();
  usePageTitle(notFound ? siteText('notFound.title') : title);
  // No page of that id: the site's not-found page, not a failure naming the server's record.
  if (notFound) return <NotFoundPage />;
  return (
    <CentrePage>
      <Heading level={1}>{title}</Heading>
      {page.error ? <LoadFailure error={page.error} onRetry={page.reload} /> : null}
      {page.loading && !page.data ? <ListSkeleton rows={8} /> : null}
      {page.data ? (
        <Stack gap="medium">
          {page.data.updatedAt ? (
            <Text size="small" tone="muted">
              {t('standalone.updatedAt', { date: formatDate(page.data.updatedAt) })}
            </Text>
          ) : null}
          <RichText html={page.data.content} />
        </Stack>
      ) : null}
      {page.error ? (
        <div>
          <AppLink href="/">{t('standalone.home')}</AppLink>
        </div>
      ) : null}
    </CentrePage>
  );
}
