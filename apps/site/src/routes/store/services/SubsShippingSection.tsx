import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  changePaymentWithBilling,
  changeSubscription,
  getSubscription,
  listSubscriptions,
  type ServicePaymentMethod,
  type Subscription,
  type SubscriptionAction,
} from '@tonggye/api';
import { Alert, Button, Card, EmptyState, Heading, Inline, Stack, Tabs, Text } from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { NotFoundPage } from '../../NotFoundPage';
import { BillingCard, BillingNotice, CycleOrders } from './BillingParts';
import { openBillingWindow } from './billingLogic';
import { useAction, useLoad } from '../../my-activity/useRequest';
import {
  ActionFailure,
  Facts,
  formatDay,
  LoadFailure,
  Loading,
  PaymentChoice,
  SubscriptionBadge,
  useServicesText,
} from './parts';

const BASE = '/my-activity/subs-shipping-list';
const VIEWS = ['all', 'active', 'cancel'] as const;
type View = (typeof VIEWS)[number];

/**
 * `/my-activity/subs-shipping-list[/detail|cancel|cancel-detail/{id}]`: the member's regular
 * deliveries, one in detail with skip, pause/resume and the payment method, the cancellation
 * step and the cancelled one read back.
 */
export function SubsShippingSection({ path }: { path: string }) {
  const [, step, id, extra] = path.split('/');
  if (step === undefined) return <SubscriptionList />;
  if (!id || extra !== undefined) return <NotFoundPage />;
  const subscriptionId = decodeURIComponent(id);
  switch (step) {
    case 'detail':
      return <SubscriptionDetail key={subscriptionId} id={subscriptionId} />;
    case 'cancel':
      return <SubscriptionCancel key={subscriptionId} id={subscriptionId} />;
    case 'cancel-detail':
      return <SubscriptionCancelDetail key={subscriptionId} id={subscriptionId} />;
    default:
      return <NotFoundPage />;
  }
}

function SubscriptionList() {
  const { t } = useServicesText();
  const [view, setView] = useState<View>('all');
  const list = useLoad((signal) => listSubscriptions(apiClient, { view }, { signal }), view);
  return (
    <Stack gap="large">
      <Heading level={1}>{t('mySubs.title')}</Heading>
      <Tabs.Root value={view} onValueChange={(value) => setView(value as View)}>
        <Tabs.List aria-label={t('mySubs.title')}>
          {VIEWS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {t(`mySubs.views.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      {list.error ? <LoadFailure error={list.error} onRetry={list.reload} /> : null}
      {list.loading && !list.data ? <Loading /> : null}
      {list.data && list.data.length === 0 ? (
        <EmptyState
          title={t('mySubs.empty')}
          action={<AppLink href="/subscription">{t('mySubs.start')}</AppLink>}
        />
      ) : null}
      {list.data?.map((item) => (
        <Card key={item.subscriptionId} title={subscriptionName(item)}>
          <Stack gap="small">
            <Inline gap="small" align="center">
              <SubscriptionBadge status={item.status} />
              <Text size="small">{t('common.weeks', { count: item.cycleWeeks })}</Text>
            </Inline>
            <SubscriptionFacts subscription={item} />
            <AppLink
              href={`${BASE}/${item.status === 'cancelled' ? 'cancel-detail' : 'detail'}/${encodeURIComponent(item.subscriptionId)}`}
            >
              {t('mySubs.detail')}
            </AppLink>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function subscriptionName(item: Subscription): string {
  return [item.productName, item.optionName].filter(Boolean).join(' · ');
}

function SubscriptionFacts({ subscription }: { subscription: Subscription }) {
  const { t, won } = useServicesText();
  return (
    <Facts
      rows={[
        ...(subscription.nextDeliveryOn
          ? ([[t('mySubs.next'), formatDay(subscription.nextDeliveryOn)]] as const)
          : []),
        [t('mySubs.cycle'), t('common.weeks', { count: subscription.cycleWeeks })],
        [t('mySubs.quantity'), t('common.pieces', { count: subscription.quantity })],
        [t('mySubs.payment'), t(`payment.${subscription.paymentMethod}`)],
        ...(subscription.billing
          ? ([[t('billing.card'), subscription.billing.cardMasked]] as const)
          : []),
        ...(subscription.delivery
          ? ([[t('mySubs.perDelivery'), won(subscription.delivery.total)]] as const)
          : []),
      ]}
    />
  );
}

function SubscriptionDetail({ id }: { id: string }) {
  const { t } = useServicesText();
  const loaded = useLoad((signal) => getSubscription(apiClient, id, { signal }), id);
  const [current, setCurrent] = useState<Subscription | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const act = useAction((action: SubscriptionAction) => changeSubscription(apiClient, id, action));
  const pay = useAction((method: ServicePaymentMethod) =>
    changePaymentWithBilling(apiClient, id, method),
  );
  const data = current ?? loaded.data;
  const [method, setMethod] = useState<ServicePaymentMethod | null>(null);
  if (loaded.error) return <LoadFailure error={loaded.error} onRetry={loaded.reload} />;
  if (!data) return <Loading />;
  const run = async (action: SubscriptionAction) => {
    setNotice(null);
    const next = await act.run(action);
    if (!next) return;
    setCurrent(next);
    if (action === 'skip') setNotice(t('mySubs.skipped', { date: formatDay(next.nextDeliveryOn) }));
    if (action === 'pause') setNotice(t('mySubs.paused'));
    if (action === 'resume')
      setNotice(t('mySubs.resumed', { date: formatDay(next.nextDeliveryOn) }));
  };
  const savePayment = async () => {
    setNotice(null);
    const next = await pay.run(method ?? data.paymentMethod);
    if (next) {
      setCurrent(next.subscription);
      // To card: the card is registered in the payment window, which brings the member back.
      if (next.billing) openBillingWindow(next.billing);
      else setNotice(t('mySubs.paymentChanged'));
    }
  };
  return (
    <Stack gap="large">
      <Heading level={1}>{t('mySubs.detailTitle')}</Heading>
      <BillingNotice />
      <Card title={subscriptionName(data)}>
        <Stack gap="small">
          <SubscriptionBadge status={data.status} />
          <SubscriptionFacts subscription={data} />
        </Stack>
      </Card>
      {notice ? <Alert tone="positive">{notice}</Alert> : null}
      <ActionFailure error={act.error ?? pay.error} />
      {data.status !== 'cancelled' ? (
        <Inline gap="small">
          {data.status === 'active' ? (
            <>
              <Button variant="secondary" loading={act.busy} onClick={() => void run('skip')}>
                {t('mySubs.skip')}
              </Button>
              <Button variant="secondary" loading={act.busy} onClick={() => void run('pause')}>
                {t('mySubs.pause')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" loading={act.busy} onClick={() => void run('resume')}>
              {t('mySubs.resume')}
            </Button>
          )}
        </Inline>
      ) : null}
      {data.status !== 'cancelled' ? (
        <Card title={t('mySubs.paymentChange')}>
          <Stack gap="small">
            <PaymentChoice value={method ?? data.paymentMethod} onChange={setMethod} />
            <div>
              <Button
                variant="secondary"
                loading={pay.busy}
                disabled={(method ?? data.paymentMethod) === data.paymentMethod}
                onClick={() => void savePayment()}
              >
                {t('mySubs.savePayment')}
              </Button>
            </div>
          </Stack>
        </Card>
      ) : null}
      <BillingCard subscription={data} />
      <CycleOrders subscription={data} />
      <Recipient subscription={data} />
      <History subscription={data} />
      <Inline gap="medium">
        {data.status !== 'cancelled' ? (
          <AppLink href={`${BASE}/cancel/${encodeURIComponent(data.subscriptionId)}`}>
            {t('mySubs.cancel')}
          </AppLink>
        ) : null}
        <AppLink href={BASE}>{t('common.back')}</AppLink>
      </Inline>
    </Stack>
  );
}

function Recipient({ subscription }: { subscription: Subscription }) {
  const { t } = useServicesText();
  const r = subscription.recipient;
  return (
    <Card title={t('mySubs.address')}>
      <Facts
        rows={[
          [t('address.name'), `${r.name ?? ''} (${r.phone ?? ''})`],
          [
            t('address.address1'),
            [r.zipcode ? `(${r.zipcode})` : '', r.address1, r.address2].filter(Boolean).join(' '),
          ],
          ...(r.memo ? ([[t('address.memo'), r.memo]] as const) : []),
          ...(subscription.termsVersion !== null
            ? ([
                [
                  t('mySubs.terms'),
                  t('mySubs.termsVersion', { version: subscription.termsVersion }),
                ],
              ] as const)
            : []),
        ]}
      />
    </Card>
  );
}

function History({ subscription }: { subscription: Subscription }) {
  const { t } = useServicesText();
  return (
    <Card title={t('mySubs.history')}>
      <ol>
        {subscription.history.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <Text size="small">
              {formatDay(event.at)} · {t(`mySubs.actions.${event.action}`)}
            </Text>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function SubscriptionCancel({ id }: { id: string }) {
  const { t } = useServicesText();
  const [, navigate] = useLocation();
  const loaded = useLoad((signal) => getSubscription(apiClient, id, { signal }), id);
  const cancel = useAction(() => changeSubscription(apiClient, id, 'cancel'));
  if (loaded.error) return <LoadFailure error={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return <Loading />;
  const data = loaded.data;
  const confirm = async () => {
    const done = await cancel.run();
    if (done) navigate(`${BASE}/cancel-detail/${encodeURIComponent(id)}`);
  };
  return (
    <Stack gap="large">
      <Heading level={1}>{t('mySubs.cancelTitle')}</Heading>
      <Card title={subscriptionName(data)}>
        <SubscriptionFacts subscription={data} />
      </Card>
      {data.status === 'cancelled' ? (
        <Alert tone="info">
          <AppLink href={`${BASE}/cancel-detail/${encodeURIComponent(id)}`}>
            {t('mySubs.cancelDetailTitle')}
          </AppLink>
        </Alert>
      ) : (
        <Alert tone="caution" title={t('mySubs.cancelTitle')}>
          <Stack gap="small">
            <span>{t('mySubs.cancelText')}</span>
            <ActionFailure error={cancel.error} />
            <Inline gap="small">
              <Button variant="danger" loading={cancel.busy} onClick={() => void confirm()}>
                {t('mySubs.cancelConfirm')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => navigate(`${BASE}/detail/${encodeURIComponent(id)}`)}
              >
                {t('mySubs.cancelKeep')}
              </Button>
            </Inline>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

function SubscriptionCancelDetail({ id }: { id: string }) {
  const { t } = useServicesText();
  const loaded = useLoad((signal) => getSubscription(apiClient, id, { signal }), id);
  if (loaded.error) return <LoadFailure error={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return <Loading />;
  const data = loaded.data;
  const cancelledAt = data.history.findLast((event) => event.action === 'cancel')?.at;
  return (
    <Stack gap="large">
      <Heading level={1}>{t('mySubs.cancelDetailTitle')}</Heading>
      {data.status !== 'cancelled' ? <Alert tone="info">{t('mySubs.notCancelled')}</Alert> : null}
      <Card title={subscriptionName(data)}>
        <Stack gap="small">
          <SubscriptionBadge status={data.status} />
          <Facts
            rows={[
              ...(cancelledAt
                ? ([[t('mySubs.cancelledAt'), formatDay(cancelledAt)]] as const)
                : []),
              [t('mySubs.cycle'), t('common.weeks', { count: data.cycleWeeks })],
              [t('mySubs.quantity'), t('common.pieces', { count: data.quantity })],
              [t('mySubs.payment'), t(`payment.${data.paymentMethod}`)],
            ]}
          />
        </Stack>
      </Card>
      <History subscription={data} />
      <AppLink href={BASE}>{t('common.back')}</AppLink>
    </Stack>
  );
}
