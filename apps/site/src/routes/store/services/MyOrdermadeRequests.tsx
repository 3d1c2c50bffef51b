import { listOrdermade } from '@tonggye/api';
import { Heading, Inline, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { useIsMember } from '../../../app/SessionContext';
import { useLoad } from '../../my-activity/useRequest';
import { LoadFailure, Loading, OrdermadeBadge, useServicesText } from './parts';

/** How many of the member's latest requests the made-to-order pages show. */
const SHOWN = 3;

/**
 * A member's latest made-to-order requests with their status, from the server, on `/ordermade`
 * and `/ordermadeDetail/{type}`; the full history with the quotations is in my activity.
 */
export function MyOrdermadeRequests() {
  return useIsMember() ? <LatestRequests /> : null;
}

function LatestRequests() {
  const { t } = useServicesText();
  const list = useLoad((signal) => listOrdermade(apiClient, { signal }), 'ordermade-latest');
  if (list.error) return <LoadFailure error={list.error} onRetry={list.reload} />;
  if (!list.data) return <Loading />;
  if (list.data.length === 0) return null;
  return (
    <section aria-labelledby="ordermade-mine">
      <Stack gap="small">
        <Heading level={2} id="ordermade-mine">
          {t('ordermade.mineTitle')}
        </Heading>
        <ul aria-labelledby="ordermade-mine" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.data.slice(0, SHOWN).map((request) => (
            <li key={request.requestId}>
              <Inline gap="small" align="center">
                <OrdermadeBadge status={request.status} />
                <Text>
                  {t('ordermade.mineItem', {
                    kind: t(`kinds.${request.kind}.name`),
                    material: request.material,
                    quantity: request.quantity.toLocaleString('ko-KR'),
                  })}
                </Text>
              </Inline>
            </li>
          ))}
        </ul>
        <AppLink href="/my-activity/quotation-inquiry-history">{t('ordermade.mineMore')}</AppLink>
      </Stack>
    </section>
  );
}
