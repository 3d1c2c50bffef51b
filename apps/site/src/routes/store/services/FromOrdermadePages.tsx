import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  deliveryRecipient,
  OrdermadeOrderForm,
  SubscriptionForm,
  type OrdermadeOrderFormValues,
  type SubscriptionFormInput,
  type SubscriptionFormValues,
  type SubscriptionItem,
} from '@tonggye/analysis-forms';
import {
  addDaysTo,
  getOrder,
  getOrdermade,
  getSubscription,
  orderFromOrdermade,
  subscribeFromOrdermade,
  type Ordermade,
} from '@tonggye/api';
import { Alert, Card, Container, Heading, Inline, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { usePageTitle } from '../../../app/UiStateContext';
import { useAction, useLoad } from '../../my-activity/useRequest';
import { postToPaymentWindow } from '../orders/parts';
import {
  Facts,
  formatDay,
  LoadFailure,
  Loading,
  OrdermadeBadge,
  shippingFor,
  NothingToConfirm,
  useServicesText,
} from './parts';
import { OrdermadeSubscriptionNote } from './OrdermadeSubscriptionNote';
import { QuoteFacts, quoteExpired, RequestFacts } from './QuoteParts';
import { cycleOf, useSubscriptionSchedule } from './SubscriptionPage';

/**
 * The request with its quotation, and whether it can be acted on now: ordered while quoted; taken
 * up as a regular delivery while quoted or after one order, once (`subscribable`).
 */
function QuotedRequest({
  id,
  mode = 'order',
  children,
}: {
  id: string;
  mode?: 'order' | 'subscribe';
  children: (request: Ordermade) => ReactNode;
}) {
  const { t } = useServicesText();
  const request = useLoad((signal) => getOrdermade(apiClient, id, { signal }), `om-${id}`);
  if (request.error) return <LoadFailure error={request.error} onRetry={request.reload} />;
  if (!request.data) return <Loading />;
  const data = request.data;
  const open =
    mode === 'order'
      ? data.status === 'quoted'
      : data.status === 'quoted' || (data.status === 'ordered' && !data.subscriptionId);
  const expired = open && quoteExpired(data);
  return (
    <Stack gap="large">
      <Card title={t('quote.request')}>
        <Stack gap="small">
          <Inline gap="small" align="center">
            <OrdermadeBadge status={data.status} />
            <OrdermadeSubscriptionNote request={data} />
          </Inline>
          <RequestFacts request={data} />
        </Stack>
      </Card>
      <Card title={t('quote.title')}>
        {data.quote ? <QuoteFacts request={data} /> : <Text>{t('quote.waiting')}</Text>}
      </Card>
      {expired ? <Alert tone="caution">{t('fromOrdermade.expired')}</Alert> : null}
      {!open ? (
        <Alert tone="caution">
          {mode === 'order' ? t('fromOrdermade.notOrderable') : t('fromOrdermade.subsNotOpen')}
        </Alert>
      ) : null}
      {open && !expired && data.quote ? children(data) : null}
      <AppLink href="/my-activity/quotation-inquiry-history">{t('common.back')}</AppLink>
    </Stack>
  );
}

/** `/orderFromOrdermade/{ordId}` (members): order a quotation, paid by bank transfer or card. */
export function OrderFromOrdermadePage({ ordId }: { ordId: string }) {
  const { t } = useServicesText();
  usePageTitle(t('fromOrdermade.orderTitle'));
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('fromOrdermade.orderTitle')}</Heading>
        <Text>{t('fromOrdermade.orderLead')}</Text>
        <QuotedRequest id={ordId}>{(request) => <OrderForm request={request} />}</QuotedRequest>
      </Stack>
    </Container>
  );
}

function OrderForm({ request }: { request: Ordermade }) {
  const { t, won } = useServicesText();
  const [, navigate] = useLocation();
  const send = useAction(orderFromOrdermade);
  const itemsTotal = request.quote?.itemsTotal ?? 0;
  const total = itemsTotal + shippingFor(itemsTotal);

  const submit = async (values: OrdermadeOrderFormValues) => {
    const ordered = await send.run(apiClient, request.requestId, {
      paymentMethod: values.paymentMethod,
      ...(values.paymentMethod === 'bank' && values.depositorName !== ''
        ? { depositorName: values.depositorName }
        : {}),
      orderer: {
        name: values.ordererName,
        phone: values.ordererPhone,
        ...(values.ordererEmail !== '' ? { email: values.ordererEmail } : {}),
      },
      recipient: deliveryRecipient(values),
    });
    if (!ordered) return;
    if ('payUrl' in ordered.payment && typeof ordered.payment.payUrl === 'string') {
      postToPaymentWindow({
        payUrl: ordered.payment.payUrl,
        fields: (ordered.payment.fields ?? {}) as Record<string, string>,
      });
      return;
    }
    navigate(
      `/orderCompleteFromOrderMade?${new URLSearchParams({
        orderNo: ordered.order.orderNo,
        requestId: request.requestId,
      }).toString()}`,
    );
  };

  return (
    <OrdermadeOrderForm
      label={t('fromOrdermade.orderTitle')}
      ordererEmail={apiClient.session.getEmail()}
      onSubmit={(values) => void submit(values)}
      submitLabel={t('fromOrdermade.submit', { total: won(total) })}
      busy={send.busy}
      failure={send.error}
    />
  );
}

/**
 * `/subsFromOrdermade/{ordId}` (members): regular delivery of a quoted made-to-order product at the
 * quoted unit price (`/shop/ordermade/subscribe`): cycle, first date, quantity per delivery (the
 * quoted quantity or a multiple the quotation allows), address, payment method, terms.
 */
export function SubsFromOrdermadePage({ ordId }: { ordId: string }) {
  const { t } = useServicesText();
  usePageTitle(t('fromOrdermade.subsTitle'));
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('fromOrdermade.subsTitle')}</Heading>
        <Text>{t('fromOrdermade.subsLead')}</Text>
        <QuotedRequest id={ordId} mode="subscribe">
          {(request) => <SubsApplication request={request} />}
        </QuotedRequest>
      </Stack>
    </Container>
  );
}

function SubsApplication({ request }: { request: Ordermade }) {
  const { t, won } = useServicesText();
  const [, navigate] = useLocation();
  const schedule = useSubscriptionSchedule();
  const send = useAction(subscribeFromOrdermade);
  const maxMultiple = Math.max(1, request.quote?.maxMultiple ?? 1);
  const item = useMemo<SubscriptionItem>(
    () => ({ kind: 'ordermade', quantity: request.quantity, maxMultiple }),
    [request.quantity, maxMultiple],
  );
  const [multiple, setMultiple] = useState(1);
  const onValuesChange = useCallback(
    (values: SubscriptionFormInput) => setMultiple(Number(values.multiple) || 1),
    [],
  );
  const unitPrice = request.quote?.unitPrice ?? 0;
  // What the page shows; the server charges from the quotation whatever is sent.
  const quantity = request.quantity * multiple;
  const itemsTotal = unitPrice * quantity;
  const shipping = shippingFor(itemsTotal);

  const submit = async (values: SubscriptionFormValues) => {
    const cycleWeeks = cycleOf(values.cycleWeeks);
    if (cycleWeeks === undefined) return;
    const created = await send.run(apiClient, request.requestId, {
      multiple: values.multiple,
      cycleWeeks,
      firstDeliveryOn: values.firstDeliveryOn,
      paymentMethod: values.paymentMethod,
      recipient: values.recipient,
      agreeTerms: values.agreeTerms,
    });
    if (created)
      navigate(
        `/subsCompleteFromOrderMade?${new URLSearchParams({
          id: created.subscription.subscriptionId,
          requestId: request.requestId,
        }).toString()}`,
      );
  };

  return (
    <SubscriptionForm
      label={t('fromOrdermade.subsTitle')}
      item={item}
      {...schedule.formProps}
      defaultCycle={4}
      defaultFirstDate={addDaysTo(schedule.today, 14)}
      summaryTitle={t('fromOrdermade.subsEstimate')}
      summary={
        <Facts
          rows={[
            [t('fromOrdermade.subsUnit'), won(unitPrice)],
            [t('fromOrdermade.subsQuantity'), t('common.pieces', { count: quantity })],
            [t('subscription.itemsTotal'), won(itemsTotal)],
            [t('subscription.shipping'), won(shipping)],
            [t('subscription.total'), `${won(itemsTotal + shipping)} (${t('common.vatIncluded')})`],
          ]}
        />
      }
      won={won}
      onValuesChange={onValuesChange}
      onSubmit={(values) => void submit(values)}
      submitLabel={t('fromOrdermade.subsSubmit')}
      busy={send.busy}
      failure={send.error}
    />
  );
}

/** `/orderCompleteFromOrderMade?orderNo=…` (members): the order read back, with where to pay. */
export function OrderCompleteFromOrdermadePage() {
  const { t } = useServicesText();
  const orderNo = new URLSearchParams(useSearch()).get('orderNo') ?? '';
  usePageTitle(t(orderNo ? 'orderComplete.title' : 'common.noRequestTitle'));
  if (!orderNo)
    return (
      <NothingToConfirm>
        <Inline gap="medium">
          <AppLink href="/my-activity/order-shipping-list">{t('orderComplete.toOrders')}</AppLink>
          <AppLink href="/my-activity/quotation-inquiry-history">
            {t('orderComplete.toHistory')}
          </AppLink>
        </Inline>
      </NothingToConfirm>
    );
  return <OrderCompleteFromOrdermade orderNo={orderNo} />;
}

function OrderCompleteFromOrdermade({ orderNo }: { orderNo: string }) {
  const { t, won } = useServicesText();
  const order = useLoad((signal) => getOrder(apiClient, { orderNo }, { signal }), orderNo);
  const data = order.data;
  return (
    <Container>
      <Stack gap="large">
        {/* The success headline only beside what it confirms. */}
        <Heading level={1}>{t(data ? 'orderComplete.title' : 'common.requestTitle')}</Heading>
        {data ? <Text>{t('orderComplete.lead')}</Text> : null}
        {order.error ? <LoadFailure error={order.error} onRetry={order.reload} /> : null}
        {order.loading && !data ? <Loading /> : null}
        {data ? (
          <Card>
            <Stack gap="small">
              <Facts
                rows={[
                  [t('orderComplete.orderNo'), data.orderNo],
                  ...data.items.map(
                    (item) =>
                      [
                        item.productName,
                        `${item.optionName} · ${t('common.pieces', { count: item.quantity })} · ${won(item.lineTotal)}`,
                      ] as const,
                  ),
                  [t('quote.shipping'), won(data.shippingFee)],
                  [t('orderComplete.total'), `${won(data.total)} (${t('common.vatIncluded')})`],
                ]}
              />
            </Stack>
          </Card>
        ) : null}
        {data?.bankAccount ? (
          <Card title={t('orderComplete.bankTitle')}>
            <Facts
              rows={[
                [t('orderComplete.bank'), data.bankAccount.bank],
                [t('orderComplete.account'), data.bankAccount.account],
                [t('orderComplete.holder'), data.bankAccount.holder],
                [t('orderComplete.depositor'), data.bankAccount.depositorName ?? ''],
                [t('orderComplete.dueAt'), formatDay(data.bankAccount.dueAt)],
              ]}
            />
          </Card>
        ) : null}
        <Inline gap="medium">
          <AppLink href="/my-activity/order-shipping-list">{t('orderComplete.toOrders')}</AppLink>
          <AppLink href="/my-activity/quotation-inquiry-history">
            {t('orderComplete.toHistory')}
          </AppLink>
        </Inline>
      </Stack>
    </Container>
  );
}

/**
 * `/subsCompleteFromOrderMade?id=…&requestId=…` (members): the made-to-order subscription just
 * started, read back from the server, with the quoted unit price it is charged.
 */
export function SubsCompleteFromOrdermadePage() {
  const { t } = useServicesText();
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  usePageTitle(t(id ? 'subsFromOrdermadeComplete.title' : 'common.noRequestTitle'));
  if (!id)
    return (
      <NothingToConfirm>
        <Inline gap="medium">
          <AppLink href="/my-activity/subs-shipping-list">{t('subsComplete.toList')}</AppLink>
          <AppLink href="/my-activity/quotation-inquiry-history">
            {t('orderComplete.toHistory')}
          </AppLink>
        </Inline>
      </NothingToConfirm>
    );
  return <SubsCompleteFromOrdermade id={id} />;
}

function SubsCompleteFromOrdermade({ id }: { id: string }) {
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
        <Heading level={1}>
          {t(data ? 'subsFromOrdermadeComplete.title' : 'common.requestTitle')}
        </Heading>
        {data ? <Text>{t('subsFromOrdermadeComplete.lead')}</Text> : null}
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
                ...(typeof data.unitPrice === 'number'
                  ? ([[t('fromOrdermade.subsUnit'), won(data.unitPrice)]] as const)
                  : []),
                [t('subsComplete.payment'), t(`payment.${data.paymentMethod}`)],
                ...(data.delivery
                  ? ([
                      [
                        t('fromOrdermade.subsEstimate'),
                        `${won(data.delivery.total)} (${t('common.vatIncluded')})`,
                      ],
                    ] as const)
                  : []),
              ]}
            />
          </Card>
        ) : null}
        {data?.paymentMethod === 'bank' ? <Alert tone="info">{t('payment.bankHint')}</Alert> : null}
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
          <AppLink href="/my-activity/quotation-inquiry-history">
            {t('orderComplete.toHistory')}
          </AppLink>
        </Inline>
      </Stack>
    </Container>
  );
}
