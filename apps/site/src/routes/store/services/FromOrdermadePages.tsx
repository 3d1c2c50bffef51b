import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  addDaysTo,
  getOrder,
  getOrdermade,
  getSubscription,
  koreanDate,
  orderFromOrdermade,
  ordermadeOrderRequestSchema,
  ordermadeSubscribeRequestSchema,
  SUBSCRIPTION_CYCLES,
  SUBSCRIPTION_LEAD_DAYS,
  SUBSCRIPTION_MAX_START_DAYS,
  subscribeFromOrdermade,
  type Ordermade,
  type ServicePaymentMethod,
  type ServiceRecipient,
} from '@tonggye/api';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Container,
  DateField,
  dateFieldLabelsEn,
  dateFieldLabelsKo,
  Heading,
  Inline,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
} from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { usePageTitle } from '../../../app/UiStateContext';
import { useAction, useLoad } from '../../my-activity/useRequest';
import { postToPaymentWindow } from '../orders/parts';
import {
  ActionFailure,
  AddressFields,
  emptyRecipient,
  Facts,
  formatDay,
  issuesOf,
  LoadFailure,
  Loading,
  OrdermadeBadge,
  PaymentChoice,
  shippingFor,
  useFieldErrors,
  useServicesText,
} from './parts';
import { OrdermadeSubscriptionNote } from './OrdermadeSubscriptionNote';
import { QuoteFacts, quoteExpired, RequestFacts } from './QuoteParts';
import { SubscriptionTerms } from './SubscriptionPage';

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

interface OrderDraft {
  name: string;
  phone: string;
  email: string;
  same: boolean;
  recipient: ServiceRecipient;
  paymentMethod: ServicePaymentMethod;
  depositorName: string;
}

function OrderForm({ request }: { request: Ordermade }) {
  const { t, won } = useServicesText();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<OrderDraft>({
    name: '',
    phone: '',
    email: apiClient.session.getEmail() ?? '',
    same: true,
    recipient: emptyRecipient,
    paymentMethod: 'bank',
    depositorName: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldError = useFieldErrors(errors);
  const send = useAction(orderFromOrdermade);
  const change = (patch: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const itemsTotal = request.quote?.itemsTotal ?? 0;
  const total = itemsTotal + shippingFor(itemsTotal);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const recipient = draft.same
      ? { ...draft.recipient, name: draft.name, phone: draft.phone }
      : draft.recipient;
    const checked = ordermadeOrderRequestSchema.safeParse({
      paymentMethod: draft.paymentMethod,
      ...(draft.paymentMethod === 'bank' && draft.depositorName.trim()
        ? { depositorName: draft.depositorName }
        : {}),
      orderer: {
        name: draft.name,
        phone: draft.phone,
        ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
      },
      recipient,
    });
    setErrors(issuesOf(checked));
    if (!checked.success) return;
    const ordered = await send.run(apiClient, request.requestId, checked.data);
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
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="large">
        <fieldset>
          <legend>
            <Text weight="strong">{t('fromOrdermade.orderer')}</Text>
          </legend>
          <Stack gap="small">
            <TextField
              label={t('fromOrdermade.ordererName')}
              name="orderer.name"
              required
              autoComplete="name"
              value={draft.name}
              onChange={(event) => change({ name: event.target.value })}
              error={fieldError('orderer.name')}
            />
            <TextField
              label={t('fromOrdermade.ordererPhone')}
              name="orderer.phone"
              required
              type="tel"
              autoComplete="tel"
              value={draft.phone}
              onChange={(event) => change({ phone: event.target.value })}
              error={fieldError('orderer.phone')}
            />
            <TextField
              label={t('fromOrdermade.ordererEmail')}
              name="orderer.email"
              type="email"
              autoComplete="email"
              value={draft.email}
              onChange={(event) => change({ email: event.target.value })}
              error={fieldError('orderer.email')}
            />
          </Stack>
        </fieldset>
        <Checkbox
          label={t('fromOrdermade.sameAsOrderer')}
          name="sameAsOrderer"
          checked={draft.same}
          onCheckedChange={(same) => change({ same })}
        />
        <AddressFields
          value={draft.recipient}
          onChange={(recipient) => change({ recipient })}
          error={fieldError}
          withContact={!draft.same}
        />
        <PaymentChoice
          value={draft.paymentMethod}
          onChange={(paymentMethod) => change({ paymentMethod })}
        />
        {draft.paymentMethod === 'bank' ? (
          <TextField
            label={t('fromOrdermade.depositor')}
            name="depositorName"
            value={draft.depositorName}
            onChange={(event) => change({ depositorName: event.target.value })}
            error={fieldError('depositorName')}
          />
        ) : null}
        <ActionFailure error={send.error} />
        <div>
          <Button type="submit" size="lg" loading={send.busy}>
            {t('fromOrdermade.submit', { total: won(total) })}
          </Button>
        </div>
      </Stack>
    </form>
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

interface SubsDraft {
  multiple: string;
  cycleWeeks: string;
  firstDeliveryOn: string | null;
  paymentMethod: ServicePaymentMethod;
  recipient: ServiceRecipient;
  agreeTerms: boolean;
}

function SubsApplication({ request }: { request: Ordermade }) {
  const { t, english, won } = useServicesText();
  const [, navigate] = useLocation();
  const today = koreanDate(new Date());
  const earliest = addDaysTo(today, SUBSCRIPTION_LEAD_DAYS);
  const latest = addDaysTo(today, SUBSCRIPTION_MAX_START_DAYS);
  const [draft, setDraft] = useState<SubsDraft>({
    multiple: '1',
    cycleWeeks: '4',
    firstDeliveryOn: addDaysTo(today, 14),
    paymentMethod: 'bank',
    recipient: emptyRecipient,
    agreeTerms: false,
  });
  const [termsVersion, setTermsVersion] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldError = useFieldErrors(errors);
  const send = useAction(subscribeFromOrdermade);
  const change = (patch: Partial<SubsDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const maxMultiple = Math.max(1, request.quote?.maxMultiple ?? 1);
  const unitPrice = request.quote?.unitPrice ?? 0;
  // What the page shows; the server charges from the quotation whatever is sent.
  const quantity = request.quantity * Number(draft.multiple);
  const itemsTotal = unitPrice * quantity;
  const shipping = shippingFor(itemsTotal);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = ordermadeSubscribeRequestSchema.safeParse({
      multiple: Number(draft.multiple),
      cycleWeeks: Number(draft.cycleWeeks),
      firstDeliveryOn: draft.firstDeliveryOn ?? undefined,
      paymentMethod: draft.paymentMethod,
      recipient: draft.recipient,
      agreeTerms: draft.agreeTerms,
    });
    const found = issuesOf(checked);
    if (draft.firstDeliveryOn === null) found.firstDeliveryOn = 'REQUIRED';
    setErrors(found);
    if (!checked.success || Object.keys(found).length > 0) return;
    const created = await send.run(apiClient, request.requestId, checked.data);
    if (created)
      navigate(
        `/subsCompleteFromOrderMade?${new URLSearchParams({
          id: created.subscription.subscriptionId,
          requestId: request.requestId,
        }).toString()}`,
      );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('fromOrdermade.subsTitle')}
    >
      <Stack gap="large">
        {maxMultiple > 1 ? (
          <Select
            label={t('fromOrdermade.subsQuantity')}
            name="multiple"
            required
            value={draft.multiple}
            onChange={(multiple) => change({ multiple })}
            description={t('fromOrdermade.subsQuantityHint', { max: maxMultiple })}
            error={fieldError('multiple')}
            options={Array.from({ length: maxMultiple }, (_, index) => ({
              value: String(index + 1),
              label: t('fromOrdermade.subsMultiple', {
                pieces: t('common.pieces', { count: request.quantity * (index + 1) }),
                multiple: index + 1,
              }),
            }))}
          />
        ) : null}
        <RadioGroup
          legend={t('subscription.cycle')}
          name="cycleWeeks"
          value={draft.cycleWeeks}
          onChange={(cycleWeeks) => change({ cycleWeeks })}
          options={SUBSCRIPTION_CYCLES.map((weeks) => ({
            value: String(weeks),
            label: t('common.weeks', { count: weeks }),
          }))}
        />
        <DateField
          label={t('subscription.firstDate')}
          name="firstDeliveryOn"
          required
          min={earliest}
          max={latest}
          value={draft.firstDeliveryOn}
          onChange={(firstDeliveryOn) => change({ firstDeliveryOn })}
          description={t('subscription.firstDateHint', {
            earliest: formatDay(earliest),
            latest: formatDay(latest),
          })}
          error={fieldError('firstDeliveryOn')}
          labels={english ? dateFieldLabelsEn : dateFieldLabelsKo}
        />
        <AddressFields
          value={draft.recipient}
          onChange={(recipient) => change({ recipient })}
          error={fieldError}
        />
        <PaymentChoice
          value={draft.paymentMethod}
          onChange={(paymentMethod) => change({ paymentMethod })}
        />
        <Card title={t('fromOrdermade.subsEstimate')}>
          <Facts
            rows={[
              [t('fromOrdermade.subsUnit'), won(unitPrice)],
              [t('fromOrdermade.subsQuantity'), t('common.pieces', { count: quantity })],
              [t('subscription.itemsTotal'), won(itemsTotal)],
              [t('subscription.shipping'), won(shipping)],
              [
                t('subscription.total'),
                `${won(itemsTotal + shipping)} (${t('common.vatIncluded')})`,
              ],
            ]}
          />
        </Card>
        <SubscriptionTerms onVersion={setTermsVersion} />
        <Stack gap="xsmall">
          <Checkbox
            label={
              termsVersion === null
                ? t('subscription.agreeNoVersion')
                : t('subscription.agree', { version: termsVersion })
            }
            name="agreeTerms"
            checked={draft.agreeTerms}
            onCheckedChange={(agreeTerms) => change({ agreeTerms })}
          />
          {fieldError('agreeTerms') ? (
            <Text tone="critical" size="small">
              {fieldError('agreeTerms')}
            </Text>
          ) : null}
        </Stack>
        <ActionFailure error={send.error} />
        <div>
          <Button type="submit" size="lg" loading={send.busy}>
            {t('fromOrdermade.subsSubmit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** `/orderCompleteFromOrderMade?orderNo=…` (members): the order read back, with where to pay. */
export function OrderCompleteFromOrdermadePage() {
  const { t, won } = useServicesText();
  usePageTitle(t('orderComplete.title'));
  const orderNo = new URLSearchParams(useSearch()).get('orderNo') ?? '';
  const order = useLoad((signal) => getOrder(apiClient, { orderNo }, { signal }), orderNo);
  const data = order.data;
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('orderComplete.title')}</Heading>
        <Text>{t('orderComplete.lead')}</Text>
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
  const { t, won } = useServicesText();
  usePageTitle(t('subsFromOrdermadeComplete.title'));
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const subscription = useLoad(
    (signal) => getSubscription(apiClient, id, { signal }),
    `subscription-${id}`,
  );
  const data = subscription.data;
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('subsFromOrdermadeComplete.title')}</Heading>
        <Text>{t('subsFromOrdermadeComplete.lead')}</Text>
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
