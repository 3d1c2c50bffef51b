import { useSearch } from 'wouter';
import { getSubscription } from '@tonggye/api';
import { Alert, Card, Container, Heading, Inline, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { usePageTitle } from '../../../app/UiStateContext';
import { useLoad } from '../../my-activity/useRequest';
import { BillingCard, BillingNotice } from './BillingParts';
import { Facts, formatDay, LoadFailure, Loading, NothingToConfirm, useServicesText } from './parts';

/**
 * `/subsComplete?id=…` (members): the new subscription read back, with its next delivery date;
 * back from the card registration window with `billing=ok|fail&reason=…` (`BillingParts`).
 */
export function SubscriptionCompletePage() {
  const { t } = useServicesText();
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  usePageTitle(t(id ? 'subsComplete.title' : 'common.noRequestTitle'));
  if (!id)
    return (
      <NothingToConfirm>
        <Inline gap="medium">
          <AppLink href="/my-activity/subs-shipping-list">{t('subsComplete.toList')}</AppLink>
          <AppLink href="/subscription">{t('subsComplete.home')}</AppLink>
        </Inline>
      </NothingToConfirm>
    );
  return <SubscriptionComplete id={id} />;
}

function SubscriptionComplete({ id }: { id: string }) {
  const { t, won } = useServicesText();
  const subscription = useLoad(
    (signal) => getSubscription(apiClient, id, { signal }),
    `subscription-${id}`,
  );
  const data = subscription.data;
  return (
    <Container>
      <Stack gap="large">
        {/* The success headline only beside what it confirms. */}
        <Heading level={1}>{t(data ? 'subsComplete.title' : 'common.requestTitle')}</Heading>
        {data ? <Text>{t('subsComplete.lead')}</Text> : null}
        <BillingNotice />
        {subscription.error ? (
          <LoadFailure error={subscription.error} onRetry={subscription.reload} />
        ) : null}
        {subscription.loading && !data ? <Loading /> : null}
        {data ? (
          <Card>
            <Facts
              rows={[
                [t('subsComplete.next'), formatDay(data.nextDeliveryOn)],
                [t('subsComplete.cycle'), t('common.weeks', { count: data.cycleWeeks })],
                [
                  t('subsComplete.product'),
                  [data.productName, data.optionName].filter(Boolean).join(' · '),
                ],
                [t('subsComplete.quantity'), t('common.pieces', { count: data.quantity })],
                [t('subsComplete.payment'), t(`payment.${data.paymentMethod}`)],
                ...(data.billing ? ([[t('billing.card'), data.billing.cardMasked]] as const) : []),
                ...(data.delivery
                  ? ([[t('subsComplete.perDelivery'), won(data.delivery.total)]] as const)
                  : []),
              ]}
            />
          </Card>
        ) : null}
        {data?.paymentMethod === 'bank' ? <Alert tone="info">{t('payment.bankHint')}</Alert> : null}
        {data && !data.billing ? <BillingCard subscription={data} /> : null}
        <Inline gap="medium">
          <AppLink
            href={
              data
                ? `/my-activity/subs-shipping-list/detail/${encodeURIComponent(data.subscriptionId)}`
                : '/my-activity/subs-shipping-list'
            }
          >
            {t('subsComplete.toList')}
          </AppLink>
          <AppLink href="/subscription">{t('subsComplete.home')}</AppLink>
        </Inline>
      </Stack>
    </Container>
  );
}
