import { getMyQna } from '@tonggye/api';
import { Heading, Stack } from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { AppLink } from '../../app/AppLink';
import { usePageTitle } from '../../app/UiStateContext';
import { useLoad } from '../my-activity/useRequest';
import { ListSkeleton, LoadFailure, useCentreText } from './parts';
import { QnaThread } from './QnaThread';

/** `/qna/{id}` (members): one own question with its files and the answer area. */
export function QnaDetailPage({ id }: { id: string }) {
  const { t } = useCentreText();
  const qna = useLoad((signal) => getMyQna(apiClient, id, { signal }), id);
  usePageTitle(qna.data?.title ?? t('qna.title'));
  return (
    <Stack gap="large">
      <Heading level={1}>{qna.data?.title ?? t('qna.title')}</Heading>
      {qna.error ? <LoadFailure error={qna.error} onRetry={qna.reload} /> : null}
      {qna.loading && !qna.data ? <ListSkeleton rows={6} /> : null}
      {qna.data ? <QnaThread qna={qna.data} /> : null}
      <div>
        <AppLink href="/qna">{t('qna.backToList')}</AppLink>
      </div>
    </Stack>
  );
}
