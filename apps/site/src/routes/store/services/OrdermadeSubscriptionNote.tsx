import type { Ordermade } from '@tonggye/api';
import { Badge, Inline } from '@tonggye/ui';
import { AppLink } from '../../../app/AppLink';
import { useServicesText } from './parts';
import { quoteExpired } from './QuoteParts';

/**
 * Whether a made-to-order request can become a regular delivery now (`/subsFromOrdermade`): a
 * valid quotation, quoted or ordered once, not yet on regular delivery (the server decides again).
 */
export function subscribable(request: Ordermade, now = new Date()): boolean {
  const open =
    request.status === 'quoted' || (request.status === 'ordered' && !request.subscriptionId);
  return open && request.quote !== null && !quoteExpired(request, now);
}

/**
 * A made-to-order request's regular delivery: "on regular delivery" with a link to it, or, for a
 * quotation ordered once and still valid, the link to start one.
 */
export function OrdermadeSubscriptionNote({ request }: { request: Ordermade }) {
  const { t } = useServicesText();
  if (request.subscriptionId)
    return (
      <Inline gap="small" align="center">
        <Badge tone="info">{t('fromOrdermade.onSubscription')}</Badge>
        <AppLink
          href={`/my-activity/subs-shipping-list/detail/${encodeURIComponent(request.subscriptionId)}`}
        >
          {t('fromOrdermade.toSubscription')}
        </AppLink>
      </Inline>
    );
  if (request.status === 'ordered' && subscribable(request))
    return (
      <AppLink href={`/subsFromOrdermade/${encodeURIComponent(request.requestId)}`}>
        {t('myQuotes.subscribe')}
      </AppLink>
    );
  return null;
}
