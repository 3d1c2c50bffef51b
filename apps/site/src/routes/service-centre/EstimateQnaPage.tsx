import { getMyQna, type QnaDetail } from '@tonggye/api';
import { Alert, Heading, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { AppLink } from '../../app/AppLink';
import { usePageTitle } from '../../app/UiStateContext';
import { useLoad } from '../my-activity/useRequest';
import { CentrePage, ListSkeleton, LoadFailure, useCentreText } from './parts';
import { QnaThread } from './QnaThread';

/** The made-to-order details the server keeps with the question, in display order. */
const DETAIL_FIELDS = [
  ['productName', 'estimate.product'],
  ['quantity', 'estimate.quantity'],
  ['size', 'estimate.size'],
  ['desiredDate', 'estimate.desiredDate'],
  ['name', 'estimate.contactName'],
] as const;

/**
 * `/estimateQna/{id}` (members): the quotation (made-to-order) question of that id with its
 * answer. An unknown id, or another member's, is the server's bilingual not-found.
 */
export function EstimateQnaPage({ id }: { id: string }) {
  const { t } = useCentreText();
  usePageTitle(t('estimate.title'));
  const qna = useLoad((signal) => getMyQna(apiClient, id, { signal }), id);
  return (
    <CentrePage>
      <Heading level={1}>{t('estimate.title')}</Heading>
      {qna.error ? <LoadFailure error={qna.error} onRetry={qna.reload} /> : null}
      {qna.loading && !qna.data ? <ListSkeleton rows={6} /> : null}
      {qna.data && qna.data.kind !== 'ordermade' ? (
        <Alert tone="caution">{t('estimate.notOrdermade')}</Alert>
      ) : null}
      {qna.data && qna.data.kind === 'ordermade' ? <Estimate qna={qna.data} /> : null}
      <div>
        <AppLink href="/my-activity/quotation-inquiry-history">{t('estimate.back')}</AppLink>
      </div>
    </CentrePage>
  );
}

function Estimate({ qna }: { qna: QnaDetail }) {
  const { t } = useCentreText();
  const detail = qna.detail ?? {};
  const shown = DETAIL_FIELDS.filter(([field]) => {
    const value = detail[field];
    return typeof value === 'string' || typeof value === 'number';
  });
  return (
    <Stack gap="large">
      <Text weight="strong">{qna.title}</Text>
      {shown.length > 0 ? (
        <dl>
          {shown.map(([field, label]) => (
            <div key={field}>
              <dt>
                <Text size="small" tone="muted">
                  {t(label)}
                </Text>
              </dt>
              <dd>
                <Text>{String(detail[field])}</Text>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <QnaThread qna={qna} />
    </Stack>
  );
}
